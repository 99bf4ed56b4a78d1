// RUN: mlirj opt %s --convert-complex-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// The complex lowering inside the standard pipeline: complex values in a function signature become
// !llvm.struct<(T, T)> there, and the casts convert-complex-to-llvm left at the boundary reconcile away.
// Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them).

func.func @scale(%z: complex<f32>, %k: f32) -> complex<f32> {
  %zero = arith.constant 0.0 : f32
  %kc = complex.create %k, %zero : complex<f32>
  %r = complex.mul %z, %kc : complex<f32>
  return %r : complex<f32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @scale(%arg0: !llvm.struct<(f32, f32)>, %arg1: f32) -> !llvm.struct<(f32, f32)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %1 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %3 = llvm.insertvalue %0, %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %4 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %5 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %6 = llvm.extractvalue %3[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %7 = llvm.extractvalue %3[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %8 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %9 = llvm.fmul %6, %4  : f32
// CHECK-NEXT:     %10 = llvm.fmul %7, %5  : f32
// CHECK-NEXT:     %11 = llvm.fsub %9, %10  : f32
// CHECK-NEXT:     %12 = llvm.fmul %5, %6  : f32
// CHECK-NEXT:     %13 = llvm.fmul %4, %7  : f32
// CHECK-NEXT:     %14 = llvm.fadd %12, %13  : f32
// CHECK-NEXT:     %15 = llvm.insertvalue %11, %8[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %16 = llvm.insertvalue %14, %15[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     llvm.return %16 : !llvm.struct<(f32, f32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }

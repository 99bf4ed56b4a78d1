// RUN: mlirj opt %s --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s

// finalize-memref-to-llvm with the arith, cf and func conversions and reconcile-unrealized-casts, as the standard
// lowering runs them. Expectations are mlir-opt 19 output.

// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @make(%arg0: i64) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.br ^bb1(%0 : i64)
// CHECK-NEXT: ^bb1(%15: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %16 = llvm.icmp "slt" %15, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %16, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %17 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.getelementptr %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %14, %18 : f32, !llvm.ptr
// CHECK-NEXT: %19 = llvm.add %15, %1 : i64
// CHECK-NEXT: llvm.br ^bb1(%19 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.alloca %20 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %13, %21 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %25 = llvm.insertvalue %21, %24[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %30 = llvm.mul %27, %29 : i64
// CHECK-NEXT: %31 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.mul %27, %31 : i64
// CHECK-NEXT: %33 = llvm.add %32, %26 : i64
// CHECK-NEXT: %34 = llvm.mul %33, %28 : i64
// CHECK-NEXT: %35 = llvm.add %30, %34 : i64
// CHECK-NEXT: %36 = llvm.call @malloc(%35) : (i64) -> !llvm.ptr
// CHECK-NEXT: %37 = llvm.extractvalue %25[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%36, %37, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %38 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %41 = llvm.insertvalue %36, %40[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return %41 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %9[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %8, %12 : i64
// CHECK-NEXT: %14 = llvm.add %13, %arg7 : i64
// CHECK-NEXT: %15 = llvm.getelementptr %11[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr -> f32
// CHECK-NEXT: %17 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %17[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mul %arg7, %20 : i64
// CHECK-NEXT: %22 = llvm.add %21, %8 : i64
// CHECK-NEXT: %23 = llvm.getelementptr %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> f32
// CHECK-NEXT: %25 = llvm.fadd %16, %24  : f32
// CHECK-NEXT: llvm.return %25 : f32
// CHECK-NEXT: }

// A buffer made, filled in a cf loop, viewed unranked and returned: the descriptors become function arguments and
// results (the unranked result copied to the heap by func-to-llvm).
func.func @make(%n: index) -> memref<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  memref.store %one, %a[%i] : memref<?xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1 : index)
^exit:
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @sum(%m: memref<2x?xf32, strided<[?, 1], offset: ?>>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0, %i] : memref<2x?xf32, strided<[?, 1], offset: ?>>
  %y = memref.load %m[%i, %c0] : memref<2x?xf32, strided<[?, 1], offset: ?>>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// RUN: mlirj opt %s --convert-complex-to-llvm | FileCheck %s
// Every complex operation MLIR 19's convert-complex-to-llvm lowers, on several float types, with fast-math flags
// (which every emitted float operation but the square root carries) and across a block argument. Expectations
// are mlir-opt 19's output (scripts/golden-checks.sh wrote them). The inputs avoid the shapes MLIR's folders would
// rewrite during the conversion (re of create, sub of an add by its right operand, ...): mlirj does not fold.

func.func @create(%x: f32, %y: f32) -> complex<f32> {
  %z = complex.create %x, %y : complex<f32>
  return %z : complex<f32>
}

func.func @re_im(%z: complex<f32>) -> (f32, f32) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z fastmath<nnan> : complex<f32>
  return %re, %im : f32, f32
}

func.func @constant() -> (complex<f64>, complex<f32>, complex<f16>) {
  %a = complex.constant [1.5, -0.0] : complex<f64>
  %b = complex.constant [0.1 : f32, 2.0 : f32] {test.extra} : complex<f32>
  %c = complex.constant [1.0 : f16, 0x7C00 : f16] : complex<f16>
  return %a, %b, %c : complex<f64>, complex<f32>, complex<f16>
}

func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %s = complex.add %a, %b : complex<f32>
  %d = complex.sub %s, %a fastmath<fast> : complex<f32>
  return %d : complex<f32>
}

func.func @mul_div(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %m = complex.mul %a, %b : complex<f64>
  %q = complex.div %m, %a fastmath<nnan,ninf> : complex<f64>
  return %q : complex<f64>
}

func.func @abs(%a: complex<bf16>, %b: complex<f64>) -> (bf16, f64) {
  %x = complex.abs %a : complex<bf16>
  %y = complex.abs %b fastmath<afn> : complex<f64>
  return %x, %y : bf16, f64
}

func.func @block_argument(%c: i1, %a: complex<f32>, %b: complex<f32>) -> f32 {
  cf.cond_br %c, ^bb1(%a : complex<f32>), ^bb1(%b : complex<f32>)
^bb1(%z: complex<f32>):
  %r = complex.re %z : complex<f32>
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @create(%arg0: f32, %arg1: f32) -> complex<f32> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT:     return %3 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @re_im(%arg0: complex<f32>) -> (f32, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     return %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constant() -> (complex<f64>, complex<f32>, complex<f16>) {
// CHECK-NEXT:     %0 = llvm.mlir.constant([1.500000e+00, -0.000000e+00]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT:     %2 = llvm.mlir.constant([1.000000e-01 : f32, 2.000000e+00 : f32]) {test.extra} : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT:     %4 = llvm.mlir.constant([1.000000e+00 : f16, 0x7C00 : f16]) : !llvm.struct<(f16, f16)>
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : !llvm.struct<(f16, f16)> to complex<f16>
// CHECK-NEXT:     return %1, %3, %5 : complex<f64>, complex<f32>, complex<f16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %6 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %7 = llvm.fadd %2, %4  : f32
// CHECK-NEXT:     %8 = llvm.fadd %3, %5  : f32
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %6[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %10 = llvm.insertvalue %8, %9[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %11 = llvm.extractvalue %10[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %12 = llvm.extractvalue %10[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %14 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %15 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %16 = llvm.fsub %11, %13  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %17 = llvm.fsub %12, %14  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %18 = llvm.insertvalue %16, %15[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT:     return %20 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mul_div(%arg0: complex<f64>, %arg1: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %6 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %7 = llvm.fmul %4, %2  : f64
// CHECK-NEXT:     %8 = llvm.fmul %5, %3  : f64
// CHECK-NEXT:     %9 = llvm.fsub %7, %8  : f64
// CHECK-NEXT:     %10 = llvm.fmul %3, %4  : f64
// CHECK-NEXT:     %11 = llvm.fmul %2, %5  : f64
// CHECK-NEXT:     %12 = llvm.fadd %10, %11  : f64
// CHECK-NEXT:     %13 = llvm.insertvalue %9, %6[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %14 = llvm.insertvalue %12, %13[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %15 = llvm.extractvalue %14[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %16 = llvm.extractvalue %14[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %17 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %18 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %19 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %20 = llvm.fmul %17, %17  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %21 = llvm.fmul %18, %18  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %22 = llvm.fadd %20, %21  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %23 = llvm.fmul %15, %17  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %24 = llvm.fmul %16, %18  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %25 = llvm.fadd %23, %24  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %26 = llvm.fmul %16, %17  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %27 = llvm.fmul %15, %18  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %28 = llvm.fsub %26, %27  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %29 = llvm.fdiv %25, %22  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %30 = llvm.insertvalue %29, %19[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %31 = llvm.fdiv %28, %22  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
// CHECK-NEXT:     %32 = llvm.insertvalue %31, %30[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT:     return %33 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @abs(%arg0: complex<bf16>, %arg1: complex<f64>) -> (bf16, f64) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : complex<bf16> to !llvm.struct<(bf16, bf16)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.struct<(bf16, bf16)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(bf16, bf16)>
// CHECK-NEXT:     %4 = llvm.fmul %2, %2  : bf16
// CHECK-NEXT:     %5 = llvm.fmul %3, %3  : bf16
// CHECK-NEXT:     %6 = llvm.fadd %4, %5  : bf16
// CHECK-NEXT:     %7 = llvm.intr.sqrt(%6)  : (bf16) -> bf16
// CHECK-NEXT:     %8 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %9 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %10 = llvm.fmul %8, %8  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT:     %11 = llvm.fmul %9, %9  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT:     %12 = llvm.fadd %10, %11  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT:     %13 = llvm.intr.sqrt(%12)  : (f64) -> f64
// CHECK-NEXT:     return %7, %13 : bf16, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @block_argument(%arg0: i1, %arg1: complex<f32>, %arg2: complex<f32>) -> f32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : complex<f32>), ^bb1(%arg2 : complex<f32>)
// CHECK-NEXT:   ^bb1(%0: complex<f32>):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RUN: mlirj opt %s --convert-complex-to-standard | FileCheck %s
// The complex operations whose MLIR 19 expansion uses the math dialect (abs, exp, sin, cos, sign, angle), on
// several float types and fast-math flags (abs drops nnan and ninf where its formula needs NaNs and infinities;
// sign expands through a complex.abs the conversion then expands too). Expectations are mlir-opt 19's output
// (scripts/golden-checks.sh wrote them).

func.func @abs(%a: complex<f32>) -> f32 {
  %r = complex.abs %a fastmath<nnan,contract> : complex<f32>
  return %r : f32
}
func.func @exp(%a: complex<f32>) -> complex<f32> {
  %r = complex.exp %a fastmath<nnan> : complex<f32>
  return %r : complex<f32>
}
func.func @sin(%a: complex<f32>) -> complex<f32> {
  %r = complex.sin %a fastmath<nnan> : complex<f32>
  return %r : complex<f32>
}
func.func @cos(%a: complex<f32>) -> complex<f32> {
  %r = complex.cos %a : complex<f32>
  return %r : complex<f32>
}
func.func @sign(%a: complex<f32>) -> complex<f32> {
  %r = complex.sign %a : complex<f32>
  return %r : complex<f32>
}
func.func @angle(%a: complex<f32>) -> f32 {
  %r = complex.angle %a fastmath<afn> : complex<f32>
  return %r : f32
}
func.func @sign_f64(%a: complex<f64>) -> complex<f64> {
  %r = complex.sign %a fastmath<nnan,afn> : complex<f64>
  return %r : complex<f64>
}
func.func @cos_f64(%a: complex<f64>) -> complex<f64> {
  %r = complex.cos %a fastmath<fast> : complex<f64>
  return %r : complex<f64>
}
func.func @abs_bf16(%a: complex<bf16>) -> bf16 {
  %r = complex.abs %a fastmath<nnan,contract> : complex<bf16>
  return %r : bf16
}

// CHECK: module {
// CHECK-NEXT:   func.func @abs(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = math.absf %0 fastmath<nnan,contract> : f32
// CHECK-NEXT:     %3 = math.absf %1 fastmath<nnan,contract> : f32
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:     %6 = arith.divf %5, %4 fastmath<contract> : f32
// CHECK-NEXT:     %7 = arith.mulf %6, %6 fastmath<contract> : f32
// CHECK-NEXT:     %8 = arith.addf %7, %cst fastmath<contract> : f32
// CHECK-NEXT:     %9 = math.sqrt %8 fastmath<contract> : f32
// CHECK-NEXT:     %10 = arith.mulf %4, %9 fastmath<contract> : f32
// CHECK-NEXT:     %11 = arith.cmpf uno, %10, %10 fastmath<contract> : f32
// CHECK-NEXT:     %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT:     return %12 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exp(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %2 = math.exp %0 fastmath<nnan> : f32
// CHECK-NEXT:     %3 = math.cos %1 fastmath<nnan> : f32
// CHECK-NEXT:     %4 = arith.mulf %2, %3 fastmath<nnan> : f32
// CHECK-NEXT:     %5 = math.sin %1 fastmath<nnan> : f32
// CHECK-NEXT:     %6 = arith.mulf %2, %5 fastmath<nnan> : f32
// CHECK-NEXT:     %7 = complex.create %4, %6 : complex<f32>
// CHECK-NEXT:     return %7 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sin(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %2 = math.exp %1 fastmath<nnan> : f32
// CHECK-NEXT:     %3 = arith.mulf %cst, %2 fastmath<nnan> : f32
// CHECK-NEXT:     %4 = arith.divf %cst, %2 fastmath<nnan> : f32
// CHECK-NEXT:     %5 = math.sin %0 fastmath<nnan> : f32
// CHECK-NEXT:     %6 = math.cos %0 fastmath<nnan> : f32
// CHECK-NEXT:     %7 = arith.addf %3, %4 fastmath<nnan> : f32
// CHECK-NEXT:     %8 = arith.mulf %7, %5 fastmath<nnan> : f32
// CHECK-NEXT:     %9 = arith.subf %3, %4 fastmath<nnan> : f32
// CHECK-NEXT:     %10 = arith.mulf %9, %6 fastmath<nnan> : f32
// CHECK-NEXT:     %11 = complex.create %8, %10 : complex<f32>
// CHECK-NEXT:     return %11 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cos(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %2 = math.exp %1 : f32
// CHECK-NEXT:     %3 = arith.mulf %cst, %2 : f32
// CHECK-NEXT:     %4 = arith.divf %cst, %2 : f32
// CHECK-NEXT:     %5 = math.sin %0 : f32
// CHECK-NEXT:     %6 = math.cos %0 : f32
// CHECK-NEXT:     %7 = arith.addf %4, %3 : f32
// CHECK-NEXT:     %8 = arith.mulf %7, %6 : f32
// CHECK-NEXT:     %9 = arith.subf %4, %3 : f32
// CHECK-NEXT:     %10 = arith.mulf %9, %5 : f32
// CHECK-NEXT:     %11 = complex.create %8, %10 : complex<f32>
// CHECK-NEXT:     return %11 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sign(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %2 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT:     %3 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT:     %4 = arith.andi %2, %3 : i1
// CHECK-NEXT:     %5 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %6 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %7 = math.absf %5 : f32
// CHECK-NEXT:     %8 = math.absf %6 : f32
// CHECK-NEXT:     %9 = arith.maximumf %7, %8 : f32
// CHECK-NEXT:     %10 = arith.minimumf %7, %8 : f32
// CHECK-NEXT:     %11 = arith.divf %10, %9 : f32
// CHECK-NEXT:     %12 = arith.mulf %11, %11 : f32
// CHECK-NEXT:     %13 = arith.addf %12, %cst_0 : f32
// CHECK-NEXT:     %14 = math.sqrt %13 : f32
// CHECK-NEXT:     %15 = arith.mulf %9, %14 : f32
// CHECK-NEXT:     %16 = arith.cmpf uno, %15, %15 : f32
// CHECK-NEXT:     %17 = arith.select %16, %10, %15 : f32
// CHECK-NEXT:     %18 = arith.divf %0, %17 : f32
// CHECK-NEXT:     %19 = arith.divf %1, %17 : f32
// CHECK-NEXT:     %20 = complex.create %18, %19 : complex<f32>
// CHECK-NEXT:     %21 = arith.select %4, %arg0, %20 : complex<f32>
// CHECK-NEXT:     return %21 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @angle(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %2 = math.atan2 %1, %0 fastmath<afn> : f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sign_f64(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %2 = arith.cmpf oeq, %0, %cst : f64
// CHECK-NEXT:     %3 = arith.cmpf oeq, %1, %cst : f64
// CHECK-NEXT:     %4 = arith.andi %2, %3 : i1
// CHECK-NEXT:     %5 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %6 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %7 = math.absf %5 fastmath<nnan,afn> : f64
// CHECK-NEXT:     %8 = math.absf %6 fastmath<nnan,afn> : f64
// CHECK-NEXT:     %9 = arith.maximumf %7, %8 fastmath<nnan,afn> : f64
// CHECK-NEXT:     %10 = arith.minimumf %7, %8 fastmath<nnan,afn> : f64
// CHECK-NEXT:     %11 = arith.divf %10, %9 fastmath<afn> : f64
// CHECK-NEXT:     %12 = arith.mulf %11, %11 fastmath<afn> : f64
// CHECK-NEXT:     %13 = arith.addf %12, %cst_0 fastmath<afn> : f64
// CHECK-NEXT:     %14 = math.sqrt %13 fastmath<afn> : f64
// CHECK-NEXT:     %15 = arith.mulf %9, %14 fastmath<afn> : f64
// CHECK-NEXT:     %16 = arith.cmpf uno, %15, %15 fastmath<afn> : f64
// CHECK-NEXT:     %17 = arith.select %16, %10, %15 : f64
// CHECK-NEXT:     %18 = arith.divf %0, %17 fastmath<nnan,afn> : f64
// CHECK-NEXT:     %19 = arith.divf %1, %17 fastmath<nnan,afn> : f64
// CHECK-NEXT:     %20 = complex.create %18, %19 : complex<f64>
// CHECK-NEXT:     %21 = arith.select %4, %arg0, %20 : complex<f64>
// CHECK-NEXT:     return %21 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cos_f64(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:     %2 = math.exp %1 fastmath<fast> : f64
// CHECK-NEXT:     %3 = arith.mulf %cst, %2 fastmath<fast> : f64
// CHECK-NEXT:     %4 = arith.divf %cst, %2 fastmath<fast> : f64
// CHECK-NEXT:     %5 = math.sin %0 fastmath<fast> : f64
// CHECK-NEXT:     %6 = math.cos %0 fastmath<fast> : f64
// CHECK-NEXT:     %7 = arith.addf %4, %3 fastmath<fast> : f64
// CHECK-NEXT:     %8 = arith.mulf %7, %6 fastmath<fast> : f64
// CHECK-NEXT:     %9 = arith.subf %4, %3 fastmath<fast> : f64
// CHECK-NEXT:     %10 = arith.mulf %9, %5 fastmath<fast> : f64
// CHECK-NEXT:     %11 = complex.create %8, %10 : complex<f64>
// CHECK-NEXT:     return %11 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @abs_bf16(%arg0: complex<bf16>) -> bf16 {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<bf16>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<bf16>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:     %2 = math.absf %0 fastmath<nnan,contract> : bf16
// CHECK-NEXT:     %3 = math.absf %1 fastmath<nnan,contract> : bf16
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<nnan,contract> : bf16
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<nnan,contract> : bf16
// CHECK-NEXT:     %6 = arith.divf %5, %4 fastmath<contract> : bf16
// CHECK-NEXT:     %7 = arith.mulf %6, %6 fastmath<contract> : bf16
// CHECK-NEXT:     %8 = arith.addf %7, %cst fastmath<contract> : bf16
// CHECK-NEXT:     %9 = math.sqrt %8 fastmath<contract> : bf16
// CHECK-NEXT:     %10 = arith.mulf %4, %9 fastmath<contract> : bf16
// CHECK-NEXT:     %11 = arith.cmpf uno, %10, %10 fastmath<contract> : bf16
// CHECK-NEXT:     %12 = arith.select %11, %5, %10 : bf16
// CHECK-NEXT:     return %12 : bf16
// CHECK-NEXT:   }
// CHECK-NEXT: }

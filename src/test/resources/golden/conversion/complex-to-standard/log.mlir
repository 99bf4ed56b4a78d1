// RUN: mlirj opt %s --convert-complex-to-standard | FileCheck %s
// complex.log, log1p and expm1 as MLIR 19 expands them (log and expm1 through a complex.abs / complex.exp the
// conversion expands in turn), on several float types and fast-math flags. Expectations are mlir-opt 19's output
// (scripts/golden-checks.sh wrote them).

func.func @log(%a: complex<f32>) -> complex<f32> {
  %d = complex.log %a fastmath<nnan> : complex<f32>
  return %d : complex<f32>
}
func.func @log1p(%a: complex<f32>) -> complex<f32> {
  %d = complex.log1p %a fastmath<nnan> : complex<f32>
  return %d : complex<f32>
}
func.func @log1p_fast(%a: complex<f64>) -> complex<f64> {
  %d = complex.log1p %a fastmath<fast> : complex<f64>
  return %d : complex<f64>
}
func.func @expm1(%a: complex<f16>) -> complex<f16> {
  %d = complex.expm1 %a : complex<f16>
  return %d : complex<f16>
}
func.func @log_expm1(%a: complex<f64>) -> complex<f64> {
  %d = complex.log %a : complex<f64>
  %e = complex.expm1 %d fastmath<afn> : complex<f64>
  return %e : complex<f64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @log(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = math.absf %0 fastmath<nnan> : f32
// CHECK-NEXT:     %3 = math.absf %1 fastmath<nnan> : f32
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<nnan> : f32
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<nnan> : f32
// CHECK-NEXT:     %6 = arith.divf %5, %4 : f32
// CHECK-NEXT:     %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT:     %8 = arith.addf %7, %cst : f32
// CHECK-NEXT:     %9 = math.sqrt %8 : f32
// CHECK-NEXT:     %10 = arith.mulf %4, %9 : f32
// CHECK-NEXT:     %11 = arith.cmpf uno, %10, %10 : f32
// CHECK-NEXT:     %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT:     %13 = math.log %12 fastmath<nnan> : f32
// CHECK-NEXT:     %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %16 = math.atan2 %15, %14 fastmath<nnan> : f32
// CHECK-NEXT:     %17 = complex.create %13, %16 : complex<f32>
// CHECK-NEXT:     return %17 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @log1p(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = arith.addf %0, %cst_0 fastmath<nnan> : f32
// CHECK-NEXT:     %3 = math.absf %2 fastmath<nnan> : f32
// CHECK-NEXT:     %4 = math.absf %1 fastmath<nnan> : f32
// CHECK-NEXT:     %5 = arith.maximumf %3, %4 fastmath<nnan> : f32
// CHECK-NEXT:     %6 = arith.minimumf %3, %4 fastmath<nnan> : f32
// CHECK-NEXT:     %7 = arith.cmpf ogt, %2, %4 fastmath<nnan> : f32
// CHECK-NEXT:     %8 = arith.subf %5, %cst_0 fastmath<nnan> : f32
// CHECK-NEXT:     %9 = arith.select %7, %0, %8 : f32
// CHECK-NEXT:     %10 = arith.divf %6, %5 : f32
// CHECK-NEXT:     %11 = math.log1p %9 fastmath<nnan> : f32
// CHECK-NEXT:     %12 = arith.mulf %10, %10 : f32
// CHECK-NEXT:     %13 = math.log1p %12 : f32
// CHECK-NEXT:     %14 = arith.mulf %cst, %13 : f32
// CHECK-NEXT:     %15 = arith.addf %14, %11 : f32
// CHECK-NEXT:     %16 = arith.cmpf uno, %15, %15 : f32
// CHECK-NEXT:     %17 = arith.select %16, %6, %15 : f32
// CHECK-NEXT:     %18 = math.atan2 %1, %2 fastmath<nnan> : f32
// CHECK-NEXT:     %19 = complex.create %17, %18 : complex<f32>
// CHECK-NEXT:     return %19 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @log1p_fast(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %2 = arith.addf %0, %cst_0 fastmath<fast> : f64
// CHECK-NEXT:     %3 = math.absf %2 fastmath<fast> : f64
// CHECK-NEXT:     %4 = math.absf %1 fastmath<fast> : f64
// CHECK-NEXT:     %5 = arith.maximumf %3, %4 fastmath<fast> : f64
// CHECK-NEXT:     %6 = arith.minimumf %3, %4 fastmath<fast> : f64
// CHECK-NEXT:     %7 = arith.cmpf ogt, %2, %4 fastmath<fast> : f64
// CHECK-NEXT:     %8 = arith.subf %5, %cst_0 fastmath<fast> : f64
// CHECK-NEXT:     %9 = arith.select %7, %0, %8 : f64
// CHECK-NEXT:     %10 = arith.divf %6, %5 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %11 = math.log1p %9 fastmath<fast> : f64
// CHECK-NEXT:     %12 = arith.mulf %10, %10 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %13 = math.log1p %12 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %14 = arith.mulf %cst, %13 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %15 = arith.addf %14, %11 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %16 = arith.cmpf uno, %15, %15 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %17 = arith.select %16, %6, %15 : f64
// CHECK-NEXT:     %18 = math.atan2 %1, %2 fastmath<fast> : f64
// CHECK-NEXT:     %19 = complex.create %17, %18 : complex<f64>
// CHECK-NEXT:     return %19 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expm1(%arg0: complex<f16>) -> complex<f16> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f16>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f16>
// CHECK-NEXT:     %2 = math.exp %0 : f16
// CHECK-NEXT:     %3 = math.cos %1 : f16
// CHECK-NEXT:     %4 = arith.mulf %2, %3 : f16
// CHECK-NEXT:     %5 = math.sin %1 : f16
// CHECK-NEXT:     %6 = arith.mulf %2, %5 : f16
// CHECK-NEXT:     %7 = complex.create %4, %6 : complex<f16>
// CHECK-NEXT:     %8 = complex.re %7 : complex<f16>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:     %9 = arith.subf %8, %cst : f16
// CHECK-NEXT:     %10 = complex.im %7 : complex<f16>
// CHECK-NEXT:     %11 = complex.create %9, %10 : complex<f16>
// CHECK-NEXT:     return %11 : complex<f16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @log_expm1(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %2 = math.absf %0 : f64
// CHECK-NEXT:     %3 = math.absf %1 : f64
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 : f64
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 : f64
// CHECK-NEXT:     %6 = arith.divf %5, %4 : f64
// CHECK-NEXT:     %7 = arith.mulf %6, %6 : f64
// CHECK-NEXT:     %8 = arith.addf %7, %cst : f64
// CHECK-NEXT:     %9 = math.sqrt %8 : f64
// CHECK-NEXT:     %10 = arith.mulf %4, %9 : f64
// CHECK-NEXT:     %11 = arith.cmpf uno, %10, %10 : f64
// CHECK-NEXT:     %12 = arith.select %11, %5, %10 : f64
// CHECK-NEXT:     %13 = math.log %12 : f64
// CHECK-NEXT:     %14 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %15 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %16 = math.atan2 %15, %14 : f64
// CHECK-NEXT:     %17 = complex.create %13, %16 : complex<f64>
// CHECK-NEXT:     %18 = complex.re %17 : complex<f64>
// CHECK-NEXT:     %19 = complex.im %17 : complex<f64>
// CHECK-NEXT:     %20 = math.exp %18 fastmath<afn> : f64
// CHECK-NEXT:     %21 = math.cos %19 fastmath<afn> : f64
// CHECK-NEXT:     %22 = arith.mulf %20, %21 fastmath<afn> : f64
// CHECK-NEXT:     %23 = math.sin %19 fastmath<afn> : f64
// CHECK-NEXT:     %24 = arith.mulf %20, %23 fastmath<afn> : f64
// CHECK-NEXT:     %25 = complex.create %22, %24 : complex<f64>
// CHECK-NEXT:     %26 = complex.re %25 : complex<f64>
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %27 = arith.subf %26, %cst_0 fastmath<afn> : f64
// CHECK-NEXT:     %28 = complex.im %25 : complex<f64>
// CHECK-NEXT:     %29 = complex.create %27, %28 : complex<f64>
// CHECK-NEXT:     return %29 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT: }

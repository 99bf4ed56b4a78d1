// RUN: mlirj opt %s --convert-complex-to-standard | FileCheck %s
// complex.sqrt, rsqrt, tanh and tan as MLIR 19 expands them (sqrt and rsqrt through the scaled absolute value; the
// Annex G special cases are left out when the flags have both nnan and ninf), on several float types and flags.
// Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them).

func.func @sqrt_f32(%a: complex<f32>) -> complex<f32> {
 %d = complex.sqrt %a : complex<f32>
 return %d : complex<f32>
}
func.func @rsqrt_f32(%a: complex<f32>) -> complex<f32> {
 %d = complex.rsqrt %a : complex<f32>
 return %d : complex<f32>
}
func.func @tanh_f32(%a: complex<f32>) -> complex<f32> {
 %d = complex.tanh %a : complex<f32>
 return %d : complex<f32>
}
func.func @tan_f32(%a: complex<f32>) -> complex<f32> {
 %d = complex.tan %a : complex<f32>
 return %d : complex<f32>
}
func.func @sqrt(%a: complex<f64>) -> complex<f64> {
  %d = complex.sqrt %a fastmath<nnan,ninf> : complex<f64>
  return %d : complex<f64>
}
func.func @sqrt_afn(%a: complex<f32>) -> complex<f32> {
  %d = complex.sqrt %a fastmath<afn> : complex<f32>
  return %d : complex<f32>
}
func.func @rsqrt(%a: complex<f64>) -> complex<f64> {
  %d = complex.rsqrt %a fastmath<fast> : complex<f64>
  return %d : complex<f64>
}
func.func @rsqrt_nnan(%a: complex<f16>) -> complex<f16> {
  %d = complex.rsqrt %a fastmath<nnan> : complex<f16>
  return %d : complex<f16>
}
func.func @tanh(%a: complex<f64>) -> complex<f64> {
  %d = complex.tanh %a fastmath<nnan,ninf> : complex<f64>
  return %d : complex<f64>
}
func.func @tan(%a: complex<bf16>) -> complex<bf16> {
  %d = complex.tan %a fastmath<contract> : complex<bf16>
  return %d : complex<bf16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @sqrt_f32(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = math.absf %0 : f32
// CHECK-NEXT:     %3 = math.absf %1 : f32
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 : f32
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 : f32
// CHECK-NEXT:     %6 = arith.divf %5, %4 : f32
// CHECK-NEXT:     %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT:     %8 = arith.addf %7, %cst_1 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:     %9 = math.sqrt %4 : f32
// CHECK-NEXT:     %10 = math.powf %8, %cst_2 : f32
// CHECK-NEXT:     %11 = arith.mulf %9, %10 : f32
// CHECK-NEXT:     %12 = arith.cmpf uno, %11, %11 : f32
// CHECK-NEXT:     %13 = arith.select %12, %5, %11 : f32
// CHECK-NEXT:     %14 = math.atan2 %1, %0 : f32
// CHECK-NEXT:     %15 = arith.mulf %14, %cst_0 : f32
// CHECK-NEXT:     %16 = math.cos %15 : f32
// CHECK-NEXT:     %17 = math.sin %15 : f32
// CHECK-NEXT:     %18 = arith.cmpf oeq, %17, %cst : f32
// CHECK-NEXT:     %19 = arith.mulf %13, %16 : f32
// CHECK-NEXT:     %20 = arith.mulf %13, %17 : f32
// CHECK-NEXT:     %21 = arith.select %18, %cst, %20 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %22 = math.absf %1 : f32
// CHECK-NEXT:     %23 = arith.cmpf oeq, %22, %cst_3 : f32
// CHECK-NEXT:     %24 = arith.cmpf one, %22, %cst_3 : f32
// CHECK-NEXT:     %25 = arith.cmpf oeq, %0, %cst_3 : f32
// CHECK-NEXT:     %26 = arith.cmpf oeq, %0, %cst_4 : f32
// CHECK-NEXT:     %27 = arith.andi %26, %24 : i1
// CHECK-NEXT:     %28 = arith.select %27, %cst, %19 : f32
// CHECK-NEXT:     %29 = arith.ori %23, %25 : i1
// CHECK-NEXT:     %30 = arith.select %29, %cst_3, %28 : f32
// CHECK-NEXT:     %31 = math.copysign %cst_3, %1 : f32
// CHECK-NEXT:     %32 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT:     %33 = arith.select %32, %cst_5, %21 : f32
// CHECK-NEXT:     %34 = arith.ori %23, %26 : i1
// CHECK-NEXT:     %35 = arith.select %34, %31, %33 : f32
// CHECK-NEXT:     %36 = arith.cmpf oeq, %13, %cst : f32
// CHECK-NEXT:     %37 = arith.select %36, %cst, %30 : f32
// CHECK-NEXT:     %38 = arith.select %36, %cst, %35 : f32
// CHECK-NEXT:     %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT:     return %39 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rsqrt_f32(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = math.absf %0 : f32
// CHECK-NEXT:     %3 = math.absf %1 : f32
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 : f32
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 : f32
// CHECK-NEXT:     %6 = arith.divf %5, %4 : f32
// CHECK-NEXT:     %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT:     %8 = arith.addf %7, %cst_3 : f32
// CHECK-NEXT:     %9 = math.rsqrt %8 : f32
// CHECK-NEXT:     %10 = math.rsqrt %5 : f32
// CHECK-NEXT:     %11 = math.rsqrt %4 : f32
// CHECK-NEXT:     %12 = math.sqrt %9 : f32
// CHECK-NEXT:     %13 = arith.mulf %11, %12 : f32
// CHECK-NEXT:     %14 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT:     %15 = arith.select %14, %10, %13 : f32
// CHECK-NEXT:     %16 = math.atan2 %1, %0 : f32
// CHECK-NEXT:     %17 = arith.mulf %16, %cst_1 : f32
// CHECK-NEXT:     %18 = math.cos %17 : f32
// CHECK-NEXT:     %19 = math.sin %17 : f32
// CHECK-NEXT:     %20 = arith.mulf %15, %18 : f32
// CHECK-NEXT:     %21 = arith.mulf %15, %19 : f32
// CHECK-NEXT:     %cst_4 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %22 = math.copysign %cst, %0 : f32
// CHECK-NEXT:     %23 = math.copysign %cst, %1 : f32
// CHECK-NEXT:     %24 = arith.mulf %cst_4, %23 : f32
// CHECK-NEXT:     %25 = math.absf %0 : f32
// CHECK-NEXT:     %26 = math.absf %1 : f32
// CHECK-NEXT:     %27 = arith.cmpf oeq, %26, %cst_0 : f32
// CHECK-NEXT:     %28 = arith.cmpf uno, %0, %0 : f32
// CHECK-NEXT:     %29 = arith.cmpf oeq, %25, %cst_0 : f32
// CHECK-NEXT:     %30 = arith.andi %27, %28 : i1
// CHECK-NEXT:     %31 = arith.ori %30, %29 : i1
// CHECK-NEXT:     %32 = arith.select %31, %22, %20 : f32
// CHECK-NEXT:     %33 = arith.select %31, %24, %21 : f32
// CHECK-NEXT:     %34 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT:     %35 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT:     %36 = arith.andi %34, %35 : i1
// CHECK-NEXT:     %37 = arith.select %36, %cst_0, %32 : f32
// CHECK-NEXT:     %38 = arith.select %36, %cst_2, %33 : f32
// CHECK-NEXT:     %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT:     return %39 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tanh_f32(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %2 = arith.addf %0, %0 : f32
// CHECK-NEXT:     %3 = arith.mulf %cst, %2 : f32
// CHECK-NEXT:     %4 = math.expm1 %2 : f32
// CHECK-NEXT:     %5 = math.expm1 %3 : f32
// CHECK-NEXT:     %6 = arith.subf %4, %5 : f32
// CHECK-NEXT:     %7 = math.cos %1 : f32
// CHECK-NEXT:     %8 = arith.mulf %7, %7 : f32
// CHECK-NEXT:     %9 = arith.mulf %8, %cst_1 : f32
// CHECK-NEXT:     %10 = math.sin %1 : f32
// CHECK-NEXT:     %11 = arith.mulf %7, %10 : f32
// CHECK-NEXT:     %12 = arith.mulf %cst_1, %11 : f32
// CHECK-NEXT:     %13 = arith.addf %4, %5 : f32
// CHECK-NEXT:     %14 = arith.addf %13, %9 : f32
// CHECK-NEXT:     %15 = arith.cmpf oeq, %13, %cst_0 : f32
// CHECK-NEXT:     %16 = math.copysign %cst, %0 : f32
// CHECK-NEXT:     %17 = arith.divf %6, %14 : f32
// CHECK-NEXT:     %18 = arith.select %15, %16, %17 : f32
// CHECK-NEXT:     %19 = arith.divf %12, %14 : f32
// CHECK-NEXT:     %20 = math.absf %0 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %21 = arith.cmpf oeq, %20, %cst_0 : f32
// CHECK-NEXT:     %22 = arith.cmpf oeq, %1, %cst_2 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %23 = arith.xori %21, %true : i1
// CHECK-NEXT:     %24 = arith.cmpf uno, %12, %12 : f32
// CHECK-NEXT:     %25 = arith.andi %24, %23 : i1
// CHECK-NEXT:     %26 = arith.andi %21, %24 : i1
// CHECK-NEXT:     %27 = arith.ori %22, %26 : i1
// CHECK-NEXT:     %28 = arith.select %25, %cst_3, %18 : f32
// CHECK-NEXT:     %29 = arith.select %27, %cst_2, %19 : f32
// CHECK-NEXT:     %30 = complex.create %28, %29 : complex<f32>
// CHECK-NEXT:     return %30 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tan_f32(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %2 : f32
// CHECK-NEXT:     %4 = arith.mulf %cst, %3 : f32
// CHECK-NEXT:     %5 = math.expm1 %3 : f32
// CHECK-NEXT:     %6 = math.expm1 %4 : f32
// CHECK-NEXT:     %7 = arith.subf %5, %6 : f32
// CHECK-NEXT:     %8 = math.cos %0 : f32
// CHECK-NEXT:     %9 = arith.mulf %8, %8 : f32
// CHECK-NEXT:     %10 = arith.mulf %9, %cst_1 : f32
// CHECK-NEXT:     %11 = math.sin %0 : f32
// CHECK-NEXT:     %12 = arith.mulf %8, %11 : f32
// CHECK-NEXT:     %13 = arith.mulf %cst_1, %12 : f32
// CHECK-NEXT:     %14 = arith.addf %5, %6 : f32
// CHECK-NEXT:     %15 = arith.addf %14, %10 : f32
// CHECK-NEXT:     %16 = arith.cmpf oeq, %14, %cst_0 : f32
// CHECK-NEXT:     %17 = math.copysign %cst, %2 : f32
// CHECK-NEXT:     %18 = arith.divf %7, %15 : f32
// CHECK-NEXT:     %19 = arith.select %16, %17, %18 : f32
// CHECK-NEXT:     %20 = arith.divf %13, %15 : f32
// CHECK-NEXT:     %21 = math.absf %2 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %22 = arith.cmpf oeq, %21, %cst_0 : f32
// CHECK-NEXT:     %23 = arith.cmpf oeq, %0, %cst_2 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %24 = arith.xori %22, %true : i1
// CHECK-NEXT:     %25 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT:     %26 = arith.andi %25, %24 : i1
// CHECK-NEXT:     %27 = arith.andi %22, %25 : i1
// CHECK-NEXT:     %28 = arith.ori %23, %27 : i1
// CHECK-NEXT:     %29 = arith.select %26, %cst_3, %19 : f32
// CHECK-NEXT:     %30 = arith.select %28, %cst_2, %20 : f32
// CHECK-NEXT:     %31 = arith.mulf %29, %cst : f32
// CHECK-NEXT:     %32 = complex.create %30, %31 : complex<f32>
// CHECK-NEXT:     return %32 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sqrt(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %2 = math.absf %0 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %3 = math.absf %1 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %6 = arith.divf %5, %4 : f64
// CHECK-NEXT:     %7 = arith.mulf %6, %6 : f64
// CHECK-NEXT:     %8 = arith.addf %7, %cst_1 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 2.500000e-01 : f64
// CHECK-NEXT:     %9 = math.sqrt %4 : f64
// CHECK-NEXT:     %10 = math.powf %8, %cst_2 : f64
// CHECK-NEXT:     %11 = arith.mulf %9, %10 : f64
// CHECK-NEXT:     %12 = arith.cmpf uno, %11, %11 : f64
// CHECK-NEXT:     %13 = arith.select %12, %5, %11 : f64
// CHECK-NEXT:     %14 = math.atan2 %1, %0 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %15 = arith.mulf %14, %cst_0 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %16 = math.cos %15 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %17 = math.sin %15 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %18 = arith.cmpf oeq, %17, %cst fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %19 = arith.mulf %13, %16 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %20 = arith.mulf %13, %17 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %21 = arith.select %18, %cst, %20 : f64
// CHECK-NEXT:     %22 = arith.cmpf oeq, %13, %cst fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %23 = arith.select %22, %cst, %19 : f64
// CHECK-NEXT:     %24 = arith.select %22, %cst, %21 : f64
// CHECK-NEXT:     %25 = complex.create %23, %24 : complex<f64>
// CHECK-NEXT:     return %25 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sqrt_afn(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = math.absf %0 fastmath<afn> : f32
// CHECK-NEXT:     %3 = math.absf %1 fastmath<afn> : f32
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<afn> : f32
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<afn> : f32
// CHECK-NEXT:     %6 = arith.divf %5, %4 fastmath<afn> : f32
// CHECK-NEXT:     %7 = arith.mulf %6, %6 fastmath<afn> : f32
// CHECK-NEXT:     %8 = arith.addf %7, %cst_1 fastmath<afn> : f32
// CHECK-NEXT:     %cst_2 = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:     %9 = math.sqrt %4 fastmath<afn> : f32
// CHECK-NEXT:     %10 = math.powf %8, %cst_2 fastmath<afn> : f32
// CHECK-NEXT:     %11 = arith.mulf %9, %10 fastmath<afn> : f32
// CHECK-NEXT:     %12 = arith.cmpf uno, %11, %11 fastmath<afn> : f32
// CHECK-NEXT:     %13 = arith.select %12, %5, %11 : f32
// CHECK-NEXT:     %14 = math.atan2 %1, %0 fastmath<afn> : f32
// CHECK-NEXT:     %15 = arith.mulf %14, %cst_0 fastmath<afn> : f32
// CHECK-NEXT:     %16 = math.cos %15 fastmath<afn> : f32
// CHECK-NEXT:     %17 = math.sin %15 fastmath<afn> : f32
// CHECK-NEXT:     %18 = arith.cmpf oeq, %17, %cst fastmath<afn> : f32
// CHECK-NEXT:     %19 = arith.mulf %13, %16 fastmath<afn> : f32
// CHECK-NEXT:     %20 = arith.mulf %13, %17 fastmath<afn> : f32
// CHECK-NEXT:     %21 = arith.select %18, %cst, %20 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %22 = math.absf %1 fastmath<afn> : f32
// CHECK-NEXT:     %23 = arith.cmpf oeq, %22, %cst_3 fastmath<afn> : f32
// CHECK-NEXT:     %24 = arith.cmpf one, %22, %cst_3 fastmath<afn> : f32
// CHECK-NEXT:     %25 = arith.cmpf oeq, %0, %cst_3 fastmath<afn> : f32
// CHECK-NEXT:     %26 = arith.cmpf oeq, %0, %cst_4 fastmath<afn> : f32
// CHECK-NEXT:     %27 = arith.andi %26, %24 : i1
// CHECK-NEXT:     %28 = arith.select %27, %cst, %19 : f32
// CHECK-NEXT:     %29 = arith.ori %23, %25 : i1
// CHECK-NEXT:     %30 = arith.select %29, %cst_3, %28 : f32
// CHECK-NEXT:     %31 = math.copysign %cst_3, %1 fastmath<afn> : f32
// CHECK-NEXT:     %32 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT:     %33 = arith.select %32, %cst_5, %21 : f32
// CHECK-NEXT:     %34 = arith.ori %23, %26 : i1
// CHECK-NEXT:     %35 = arith.select %34, %31, %33 : f32
// CHECK-NEXT:     %36 = arith.cmpf oeq, %13, %cst fastmath<afn> : f32
// CHECK-NEXT:     %37 = arith.select %36, %cst, %30 : f32
// CHECK-NEXT:     %38 = arith.select %36, %cst, %35 : f32
// CHECK-NEXT:     %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT:     return %39 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rsqrt(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:     %cst_1 = arith.constant -5.000000e-01 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst_3 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %2 = math.absf %0 fastmath<fast> : f64
// CHECK-NEXT:     %3 = math.absf %1 fastmath<fast> : f64
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<fast> : f64
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<fast> : f64
// CHECK-NEXT:     %6 = arith.divf %5, %4 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %7 = arith.mulf %6, %6 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %8 = arith.addf %7, %cst_3 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %9 = math.rsqrt %8 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %10 = math.rsqrt %5 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %11 = math.rsqrt %4 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %12 = math.sqrt %9 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %13 = arith.mulf %11, %12 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %14 = arith.cmpf uno, %13, %13 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT:     %15 = arith.select %14, %10, %13 : f64
// CHECK-NEXT:     %16 = math.atan2 %1, %0 fastmath<fast> : f64
// CHECK-NEXT:     %17 = arith.mulf %16, %cst_1 fastmath<fast> : f64
// CHECK-NEXT:     %18 = math.cos %17 fastmath<fast> : f64
// CHECK-NEXT:     %19 = math.sin %17 fastmath<fast> : f64
// CHECK-NEXT:     %20 = arith.mulf %15, %18 fastmath<fast> : f64
// CHECK-NEXT:     %21 = arith.mulf %15, %19 fastmath<fast> : f64
// CHECK-NEXT:     %22 = arith.cmpf oeq, %0, %cst fastmath<fast> : f64
// CHECK-NEXT:     %23 = arith.cmpf oeq, %1, %cst fastmath<fast> : f64
// CHECK-NEXT:     %24 = arith.andi %22, %23 : i1
// CHECK-NEXT:     %25 = arith.select %24, %cst_0, %20 : f64
// CHECK-NEXT:     %26 = arith.select %24, %cst_2, %21 : f64
// CHECK-NEXT:     %27 = complex.create %25, %26 : complex<f64>
// CHECK-NEXT:     return %27 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rsqrt_nnan(%arg0: complex<f16>) -> complex<f16> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT:     %cst_1 = arith.constant -5.000000e-01 : f16
// CHECK-NEXT:     %cst_2 = arith.constant 0x7E00 : f16
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f16>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f16>
// CHECK-NEXT:     %cst_3 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:     %2 = math.absf %0 fastmath<nnan> : f16
// CHECK-NEXT:     %3 = math.absf %1 fastmath<nnan> : f16
// CHECK-NEXT:     %4 = arith.maximumf %2, %3 fastmath<nnan> : f16
// CHECK-NEXT:     %5 = arith.minimumf %2, %3 fastmath<nnan> : f16
// CHECK-NEXT:     %6 = arith.divf %5, %4 : f16
// CHECK-NEXT:     %7 = arith.mulf %6, %6 : f16
// CHECK-NEXT:     %8 = arith.addf %7, %cst_3 : f16
// CHECK-NEXT:     %9 = math.rsqrt %8 : f16
// CHECK-NEXT:     %10 = math.rsqrt %5 : f16
// CHECK-NEXT:     %11 = math.rsqrt %4 : f16
// CHECK-NEXT:     %12 = math.sqrt %9 : f16
// CHECK-NEXT:     %13 = arith.mulf %11, %12 : f16
// CHECK-NEXT:     %14 = arith.cmpf uno, %13, %13 : f16
// CHECK-NEXT:     %15 = arith.select %14, %10, %13 : f16
// CHECK-NEXT:     %16 = math.atan2 %1, %0 fastmath<nnan> : f16
// CHECK-NEXT:     %17 = arith.mulf %16, %cst_1 fastmath<nnan> : f16
// CHECK-NEXT:     %18 = math.cos %17 fastmath<nnan> : f16
// CHECK-NEXT:     %19 = math.sin %17 fastmath<nnan> : f16
// CHECK-NEXT:     %20 = arith.mulf %15, %18 fastmath<nnan> : f16
// CHECK-NEXT:     %21 = arith.mulf %15, %19 fastmath<nnan> : f16
// CHECK-NEXT:     %cst_4 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:     %22 = math.copysign %cst, %0 fastmath<nnan> : f16
// CHECK-NEXT:     %23 = math.copysign %cst, %1 fastmath<nnan> : f16
// CHECK-NEXT:     %24 = arith.mulf %cst_4, %23 fastmath<nnan> : f16
// CHECK-NEXT:     %25 = math.absf %0 fastmath<nnan> : f16
// CHECK-NEXT:     %26 = math.absf %1 fastmath<nnan> : f16
// CHECK-NEXT:     %27 = arith.cmpf oeq, %26, %cst_0 fastmath<nnan> : f16
// CHECK-NEXT:     %28 = arith.cmpf uno, %0, %0 fastmath<nnan> : f16
// CHECK-NEXT:     %29 = arith.cmpf oeq, %25, %cst_0 fastmath<nnan> : f16
// CHECK-NEXT:     %30 = arith.andi %27, %28 : i1
// CHECK-NEXT:     %31 = arith.ori %30, %29 : i1
// CHECK-NEXT:     %32 = arith.select %31, %22, %20 : f16
// CHECK-NEXT:     %33 = arith.select %31, %24, %21 : f16
// CHECK-NEXT:     %34 = arith.cmpf oeq, %0, %cst fastmath<nnan> : f16
// CHECK-NEXT:     %35 = arith.cmpf oeq, %1, %cst fastmath<nnan> : f16
// CHECK-NEXT:     %36 = arith.andi %34, %35 : i1
// CHECK-NEXT:     %37 = arith.select %36, %cst_0, %32 : f16
// CHECK-NEXT:     %38 = arith.select %36, %cst_2, %33 : f16
// CHECK-NEXT:     %39 = complex.create %37, %38 : complex<f16>
// CHECK-NEXT:     return %39 : complex<f16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tanh(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT:     %2 = arith.addf %0, %0 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %3 = arith.mulf %cst, %2 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %4 = math.expm1 %2 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %5 = math.expm1 %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %6 = arith.subf %4, %5 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %7 = math.cos %1 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %8 = arith.mulf %7, %7 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %9 = arith.mulf %8, %cst_1 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %10 = math.sin %1 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %11 = arith.mulf %7, %10 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %12 = arith.mulf %cst_1, %11 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %13 = arith.addf %4, %5 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %14 = arith.addf %13, %9 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %15 = arith.cmpf oeq, %13, %cst_0 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %16 = math.copysign %cst, %0 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %17 = arith.divf %6, %14 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %18 = arith.select %15, %16, %17 : f64
// CHECK-NEXT:     %19 = arith.divf %12, %14 fastmath<nnan,ninf> : f64
// CHECK-NEXT:     %20 = complex.create %18, %19 : complex<f64>
// CHECK-NEXT:     return %20 : complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tan(%arg0: complex<bf16>) -> complex<bf16> {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<bf16>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<bf16>
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT:     %2 = arith.mulf %1, %cst fastmath<contract> : bf16
// CHECK-NEXT:     %cst_0 = arith.constant 0x7F80 : bf16
// CHECK-NEXT:     %cst_1 = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT:     %3 = arith.addf %2, %2 fastmath<contract> : bf16
// CHECK-NEXT:     %4 = arith.mulf %cst, %3 fastmath<contract> : bf16
// CHECK-NEXT:     %5 = math.expm1 %3 fastmath<contract> : bf16
// CHECK-NEXT:     %6 = math.expm1 %4 fastmath<contract> : bf16
// CHECK-NEXT:     %7 = arith.subf %5, %6 fastmath<contract> : bf16
// CHECK-NEXT:     %8 = math.cos %0 fastmath<contract> : bf16
// CHECK-NEXT:     %9 = arith.mulf %8, %8 fastmath<contract> : bf16
// CHECK-NEXT:     %10 = arith.mulf %9, %cst_1 fastmath<contract> : bf16
// CHECK-NEXT:     %11 = math.sin %0 fastmath<contract> : bf16
// CHECK-NEXT:     %12 = arith.mulf %8, %11 fastmath<contract> : bf16
// CHECK-NEXT:     %13 = arith.mulf %cst_1, %12 fastmath<contract> : bf16
// CHECK-NEXT:     %14 = arith.addf %5, %6 fastmath<contract> : bf16
// CHECK-NEXT:     %15 = arith.addf %14, %10 fastmath<contract> : bf16
// CHECK-NEXT:     %16 = arith.cmpf oeq, %14, %cst_0 fastmath<contract> : bf16
// CHECK-NEXT:     %17 = math.copysign %cst, %2 fastmath<contract> : bf16
// CHECK-NEXT:     %18 = arith.divf %7, %15 fastmath<contract> : bf16
// CHECK-NEXT:     %19 = arith.select %16, %17, %18 : bf16
// CHECK-NEXT:     %20 = arith.divf %13, %15 fastmath<contract> : bf16
// CHECK-NEXT:     %21 = math.absf %2 fastmath<contract> : bf16
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:     %22 = arith.cmpf oeq, %21, %cst_0 fastmath<contract> : bf16
// CHECK-NEXT:     %23 = arith.cmpf oeq, %0, %cst_2 fastmath<contract> : bf16
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %24 = arith.xori %22, %true : i1
// CHECK-NEXT:     %25 = arith.cmpf uno, %13, %13 fastmath<contract> : bf16
// CHECK-NEXT:     %26 = arith.andi %25, %24 : i1
// CHECK-NEXT:     %27 = arith.andi %22, %25 : i1
// CHECK-NEXT:     %28 = arith.ori %23, %27 : i1
// CHECK-NEXT:     %29 = arith.select %26, %cst_3, %19 : bf16
// CHECK-NEXT:     %30 = arith.select %28, %cst_2, %20 : bf16
// CHECK-NEXT:     %31 = arith.mulf %29, %cst fastmath<contract> : bf16
// CHECK-NEXT:     %32 = complex.create %30, %31 : complex<bf16>
// CHECK-NEXT:     return %32 : complex<bf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }

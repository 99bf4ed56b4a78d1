// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Every operation of the complex dialect (MLIR 19) in custom form, with and without fast-math flags and extra
// attributes, and #complex.number attributes. Expectations are mlir-opt 19's output
// (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh runs the same lines with mlir-opt 19).

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32, %d: complex<f64>) -> complex<f32> {
  %c = complex.create %x, %y : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a fastmath<nnan> : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %k2 = complex.constant [1.0 : f32, 2.0 : f32] {x = #complex.number<:f64 1.0, 0.0> : complex<f64>, y = #complex.number<:f32 0.1, -2.5>, z = #complex.number<:f16 -0.5, 3.0>} : complex<f32>
  %k3 = complex.constant [1.5, -0.0] : complex<f64>
  %s = complex.add %a, %b fastmath<fast> : complex<f32>
  %sb = complex.sub %a, %b fastmath<nnan,ninf> : complex<f32>
  %m = complex.mul %a, %b : complex<f32>
  %dv = complex.div %a, %b : complex<f32>
  %p = complex.pow %a, %b : complex<f32>
  %t2 = complex.atan2 %a, %b {attr = 1} : complex<f32>
  %ab = complex.abs %a : complex<f32>
  %an = complex.angle %d fastmath<afn> : complex<f64>
  %e = complex.eq %a, %b : complex<f32>
  %ne = complex.neq %a, %b {z} : complex<f32>
  %u1 = complex.cos %a : complex<f32>
  %u2 = complex.exp %a : complex<f32>
  %u3 = complex.expm1 %a : complex<f32>
  %u4 = complex.log %a : complex<f32>
  %u5 = complex.log1p %a : complex<f32>
  %u6 = complex.neg %a : complex<f32>
  %u7 = complex.rsqrt %a : complex<f32>
  %u8 = complex.sign %a : complex<f32>
  %u9 = complex.sin %a : complex<f32>
  %u10 = complex.sqrt %a : complex<f32>
  %u11 = complex.tanh %a : complex<f32>
  %u12 = complex.tan %a fastmath<contract> : complex<f32>
  %u13 = complex.conj %a : complex<f32>
  %bc = complex.bitcast %a : complex<f32> to i64
  %bc2 = complex.bitcast %bc : i64 to complex<f32>
  %bc3 = complex.bitcast %d : complex<f64> to f128
  %bc4 = complex.bitcast %d : complex<f64> to complex<f64>
  return %c : complex<f32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32, %arg4: complex<f64>) -> complex<f32> {
// CHECK-NEXT:     %0 = complex.create %arg2, %arg3 : complex<f32>
// CHECK-NEXT:     %1 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %2 = complex.im %arg0 fastmath<nnan> : complex<f32>
// CHECK-NEXT:     %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %cst_0 = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] {x = #complex.number<:f64 1.000000e+00, 0.000000e+00> : complex<f64>, y = #complex.number<:f32 1.000000e-01, -2.500000e+00> : complex<f32>, z = #complex.number<:f16 -5.000000e-01, 3.000000e+00> : complex<f16>} : complex<f32>
// CHECK-NEXT:     %cst_1 = complex.constant [1.500000e+00, -0.000000e+00] : complex<f64>
// CHECK-NEXT:     %3 = complex.add %arg0, %arg1 fastmath<fast> : complex<f32>
// CHECK-NEXT:     %4 = complex.sub %arg0, %arg1 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT:     %5 = complex.mul %arg0, %arg1 : complex<f32>
// CHECK-NEXT:     %6 = complex.div %arg0, %arg1 : complex<f32>
// CHECK-NEXT:     %7 = complex.pow %arg0, %arg1 : complex<f32>
// CHECK-NEXT:     %8 = complex.atan2 %arg0, %arg1 {attr = 1 : i64} : complex<f32>
// CHECK-NEXT:     %9 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT:     %10 = complex.angle %arg4 fastmath<afn> : complex<f64>
// CHECK-NEXT:     %11 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK-NEXT:     %12 = complex.neq %arg0, %arg1 {z} : complex<f32>
// CHECK-NEXT:     %13 = complex.cos %arg0 : complex<f32>
// CHECK-NEXT:     %14 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT:     %15 = complex.expm1 %arg0 : complex<f32>
// CHECK-NEXT:     %16 = complex.log %arg0 : complex<f32>
// CHECK-NEXT:     %17 = complex.log1p %arg0 : complex<f32>
// CHECK-NEXT:     %18 = complex.neg %arg0 : complex<f32>
// CHECK-NEXT:     %19 = complex.rsqrt %arg0 : complex<f32>
// CHECK-NEXT:     %20 = complex.sign %arg0 : complex<f32>
// CHECK-NEXT:     %21 = complex.sin %arg0 : complex<f32>
// CHECK-NEXT:     %22 = complex.sqrt %arg0 : complex<f32>
// CHECK-NEXT:     %23 = complex.tanh %arg0 : complex<f32>
// CHECK-NEXT:     %24 = complex.tan %arg0 fastmath<contract> : complex<f32>
// CHECK-NEXT:     %25 = complex.conj %arg0 : complex<f32>
// CHECK-NEXT:     %26 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT:     %27 = complex.bitcast %26 : i64 to complex<f32>
// CHECK-NEXT:     %28 = complex.bitcast %arg4 : complex<f64> to f128
// CHECK-NEXT:     %29 = complex.bitcast %arg4 : complex<f64> to complex<f64>
// CHECK-NEXT:     return %0 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (complex<f32>, complex<f32>, f32, f32, complex<f64>) -> complex<f32>, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32, %arg4: complex<f64>):
// GENERIC-NEXT:     %0 = "complex.create"(%arg2, %arg3) : (f32, f32) -> complex<f32>
// GENERIC-NEXT:     %1 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %2 = "complex.im"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %3 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
// GENERIC-NEXT:     %4 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> {x = #complex.number<:f64 1.000000e+00, 0.000000e+00> : complex<f64>, y = #complex.number<:f32 1.000000e-01, -2.500000e+00> : complex<f32>, z = #complex.number<:f16 -5.000000e-01, 3.000000e+00> : complex<f16>} : () -> complex<f32>
// GENERIC-NEXT:     %5 = "complex.constant"() <{value = [1.500000e+00, -0.000000e+00]}> : () -> complex<f64>
// GENERIC-NEXT:     %6 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %7 = "complex.sub"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %8 = "complex.mul"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %9 = "complex.div"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %10 = "complex.pow"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %11 = "complex.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> {attr = 1 : i64} : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %12 = "complex.abs"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT:     %13 = "complex.angle"(%arg4) <{fastmath = #arith.fastmath<afn>}> : (complex<f64>) -> f64
// GENERIC-NEXT:     %14 = "complex.eq"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT:     %15 = "complex.neq"(%arg0, %arg1) {z} : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT:     %16 = "complex.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %17 = "complex.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %18 = "complex.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %19 = "complex.log"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %20 = "complex.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %21 = "complex.neg"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %22 = "complex.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %23 = "complex.sign"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %24 = "complex.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %25 = "complex.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %26 = "complex.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %27 = "complex.tan"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %28 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT:     %29 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
// GENERIC-NEXT:     %30 = "complex.bitcast"(%29) : (i64) -> complex<f32>
// GENERIC-NEXT:     %31 = "complex.bitcast"(%arg4) : (complex<f64>) -> f128
// GENERIC-NEXT:     %32 = "complex.bitcast"(%arg4) : (complex<f64>) -> complex<f64>
// GENERIC-NEXT:     "func.return"(%0) : (complex<f32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Every operation of the math dialect (MLIR 19) in custom form, on scalars, vectors (scalable too) and tensors,
// with and without fast-math flags and extra attributes. Expectations are mlir-opt 19's output
// (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh runs the same lines with mlir-opt 19).

func.func @float_unary(%f: f32, %v: vector<4xf64>, %t: tensor<?x2xf16>, %b: bf16) {
  %0 = math.absf %f : f32
  %1 = math.acos %f : f32
  %2 = math.acosh %f : f32
  %3 = math.asin %f : f32
  %4 = math.asinh %f : f32
  %5 = math.atan %f : f32
  %6 = math.atanh %f : f32
  %7 = math.cbrt %f : f32
  %8 = math.ceil %f : f32
  %9 = math.cos %f : f32
  %10 = math.cosh %f : f32
  %11 = math.erf %f : f32
  %12 = math.exp %f : f32
  %13 = math.exp2 %f : f32
  %14 = math.expm1 %f : f32
  %15 = math.floor %f : f32
  %16 = math.log %f : f32
  %17 = math.log10 %f : f32
  %18 = math.log1p %f : f32
  %19 = math.log2 %f : f32
  %20 = math.round %f : f32
  %21 = math.roundeven %f : f32
  %22 = math.rsqrt %f : f32
  %23 = math.sin %f : f32
  %24 = math.sinh %f : f32
  %25 = math.sqrt %f : f32
  %26 = math.tan %f : f32
  %27 = math.tanh %f : f32
  %28 = math.trunc %f : f32
  %29 = math.sqrt %v fastmath<fast> : vector<4xf64>
  %30 = math.exp %t fastmath<nnan,ninf> : tensor<?x2xf16>
  %31 = math.log %b fastmath<none> : bf16
  %32 = math.sin %f {test.attr = "x"} : f32
  %33 = math.cos %f fastmath<afn> {test.attr} : f32
  return
}

func.func @float_binary(%f: f32, %v: vector<2x[4]xf32>, %i: i32, %vi: vector<2x[4]xi64>) {
  %0 = math.atan2 %f, %f : f32
  %1 = math.copysign %f, %f fastmath<nsz> : f32
  %2 = math.powf %v, %v fastmath<reassoc,contract> : vector<2x[4]xf32>
  %3 = math.fpowi %f, %i : f32, i32
  %4 = math.fpowi %v, %vi fastmath<arcp> : vector<2x[4]xf32>, vector<2x[4]xi64>
  %5 = math.fma %f, %f, %f : f32
  %6 = math.fma %v, %v, %v fastmath<fast> : vector<2x[4]xf32>
  return
}

func.func @integer(%i: i32, %x: index, %v: vector<3xi8>, %t: tensor<*xi64>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %x : index
  %2 = math.cttz %v : vector<3xi8>
  %3 = math.ctpop %t : tensor<*xi64>
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v {test.attr} : vector<3xi8>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @float_unary(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<?x2xf16>, %arg3: bf16) {
// CHECK-NEXT:     %0 = math.absf %arg0 : f32
// CHECK-NEXT:     %1 = math.acos %arg0 : f32
// CHECK-NEXT:     %2 = math.acosh %arg0 : f32
// CHECK-NEXT:     %3 = math.asin %arg0 : f32
// CHECK-NEXT:     %4 = math.asinh %arg0 : f32
// CHECK-NEXT:     %5 = math.atan %arg0 : f32
// CHECK-NEXT:     %6 = math.atanh %arg0 : f32
// CHECK-NEXT:     %7 = math.cbrt %arg0 : f32
// CHECK-NEXT:     %8 = math.ceil %arg0 : f32
// CHECK-NEXT:     %9 = math.cos %arg0 : f32
// CHECK-NEXT:     %10 = math.cosh %arg0 : f32
// CHECK-NEXT:     %11 = math.erf %arg0 : f32
// CHECK-NEXT:     %12 = math.exp %arg0 : f32
// CHECK-NEXT:     %13 = math.exp2 %arg0 : f32
// CHECK-NEXT:     %14 = math.expm1 %arg0 : f32
// CHECK-NEXT:     %15 = math.floor %arg0 : f32
// CHECK-NEXT:     %16 = math.log %arg0 : f32
// CHECK-NEXT:     %17 = math.log10 %arg0 : f32
// CHECK-NEXT:     %18 = math.log1p %arg0 : f32
// CHECK-NEXT:     %19 = math.log2 %arg0 : f32
// CHECK-NEXT:     %20 = math.round %arg0 : f32
// CHECK-NEXT:     %21 = math.roundeven %arg0 : f32
// CHECK-NEXT:     %22 = math.rsqrt %arg0 : f32
// CHECK-NEXT:     %23 = math.sin %arg0 : f32
// CHECK-NEXT:     %24 = math.sinh %arg0 : f32
// CHECK-NEXT:     %25 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %26 = math.tan %arg0 : f32
// CHECK-NEXT:     %27 = math.tanh %arg0 : f32
// CHECK-NEXT:     %28 = math.trunc %arg0 : f32
// CHECK-NEXT:     %29 = math.sqrt %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT:     %30 = math.exp %arg2 fastmath<nnan,ninf> : tensor<?x2xf16>
// CHECK-NEXT:     %31 = math.log %arg3 : bf16
// CHECK-NEXT:     %32 = math.sin %arg0 {test.attr = "x"} : f32
// CHECK-NEXT:     %33 = math.cos %arg0 fastmath<afn> {test.attr} : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_binary(%arg0: f32, %arg1: vector<2x[4]xf32>, %arg2: i32, %arg3: vector<2x[4]xi64>) {
// CHECK-NEXT:     %0 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT:     %1 = math.copysign %arg0, %arg0 fastmath<nsz> : f32
// CHECK-NEXT:     %2 = math.powf %arg1, %arg1 fastmath<reassoc,contract> : vector<2x[4]xf32>
// CHECK-NEXT:     %3 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT:     %4 = math.fpowi %arg1, %arg3 fastmath<arcp> : vector<2x[4]xf32>, vector<2x[4]xi64>
// CHECK-NEXT:     %5 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT:     %6 = math.fma %arg1, %arg1, %arg1 fastmath<fast> : vector<2x[4]xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @integer(%arg0: i32, %arg1: index, %arg2: vector<3xi8>, %arg3: tensor<*xi64>) {
// CHECK-NEXT:     %0 = math.absi %arg0 : i32
// CHECK-NEXT:     %1 = math.ctlz %arg1 : index
// CHECK-NEXT:     %2 = math.cttz %arg2 : vector<3xi8>
// CHECK-NEXT:     %3 = math.ctpop %arg3 : tensor<*xi64>
// CHECK-NEXT:     %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT:     %5 = math.ipowi %arg2, %arg2 {test.attr} : vector<3xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, vector<4xf64>, tensor<?x2xf16>, bf16) -> (), sym_name = "float_unary"}> ({
// GENERIC-NEXT:   ^bb0(%arg8: f32, %arg9: vector<4xf64>, %arg10: tensor<?x2xf16>, %arg11: bf16):
// GENERIC-NEXT:     %13 = "math.absf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %14 = "math.acos"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %15 = "math.acosh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %16 = "math.asin"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %17 = "math.asinh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %18 = "math.atan"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %19 = "math.atanh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %20 = "math.cbrt"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %21 = "math.ceil"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %22 = "math.cos"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %23 = "math.cosh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %24 = "math.erf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %25 = "math.exp"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %26 = "math.exp2"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %27 = "math.expm1"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %28 = "math.floor"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %29 = "math.log"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %30 = "math.log10"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %31 = "math.log1p"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %32 = "math.log2"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %33 = "math.round"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %34 = "math.roundeven"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %35 = "math.rsqrt"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %36 = "math.sin"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %37 = "math.sinh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %38 = "math.sqrt"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %39 = "math.tan"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %40 = "math.tanh"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %41 = "math.trunc"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %42 = "math.sqrt"(%arg9) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:     %43 = "math.exp"(%arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<?x2xf16>) -> tensor<?x2xf16>
// GENERIC-NEXT:     %44 = "math.log"(%arg11) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
// GENERIC-NEXT:     %45 = "math.sin"(%arg8) <{fastmath = #arith.fastmath<none>}> {test.attr = "x"} : (f32) -> f32
// GENERIC-NEXT:     %46 = "math.cos"(%arg8) <{fastmath = #arith.fastmath<afn>}> {test.attr} : (f32) -> f32
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, vector<2x[4]xf32>, i32, vector<2x[4]xi64>) -> (), sym_name = "float_binary"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: f32, %arg5: vector<2x[4]xf32>, %arg6: i32, %arg7: vector<2x[4]xi64>):
// GENERIC-NEXT:     %6 = "math.atan2"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %7 = "math.copysign"(%arg4, %arg4) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %8 = "math.powf"(%arg5, %arg5) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<2x[4]xf32>, vector<2x[4]xf32>) -> vector<2x[4]xf32>
// GENERIC-NEXT:     %9 = "math.fpowi"(%arg4, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %10 = "math.fpowi"(%arg5, %arg7) <{fastmath = #arith.fastmath<arcp>}> : (vector<2x[4]xf32>, vector<2x[4]xi64>) -> vector<2x[4]xf32>
// GENERIC-NEXT:     %11 = "math.fma"(%arg4, %arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:     %12 = "math.fma"(%arg5, %arg5, %arg5) <{fastmath = #arith.fastmath<fast>}> : (vector<2x[4]xf32>, vector<2x[4]xf32>, vector<2x[4]xf32>) -> vector<2x[4]xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, index, vector<3xi8>, tensor<*xi64>) -> (), sym_name = "integer"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: index, %arg2: vector<3xi8>, %arg3: tensor<*xi64>):
// GENERIC-NEXT:     %0 = "math.absi"(%arg0) : (i32) -> i32
// GENERIC-NEXT:     %1 = "math.ctlz"(%arg1) : (index) -> index
// GENERIC-NEXT:     %2 = "math.cttz"(%arg2) : (vector<3xi8>) -> vector<3xi8>
// GENERIC-NEXT:     %3 = "math.ctpop"(%arg3) : (tensor<*xi64>) -> tensor<*xi64>
// GENERIC-NEXT:     %4 = "math.ipowi"(%arg0, %arg0) : (i32, i32) -> i32
// GENERIC-NEXT:     %5 = "math.ipowi"(%arg2, %arg2) {test.attr} : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

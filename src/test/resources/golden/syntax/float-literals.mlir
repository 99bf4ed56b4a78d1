// RUN: mlirj opt %s --allow-unregistered-dialect | FileCheck %s

// Float literals at MLIR's limits: a literal is read as a double, inexactly when it must (beyond the double
// range an infinity, below it zero), then rounded to its type; formats without infinities get NaN. Expectations
// are mlir-opt 19's output (scripts/golden-mlir19.sh).

// CHECK-LABEL: func.func @limits
// CHECK:         a = 0x7F800000 : f32, b = 0xFFF0000000000000 : f64, c = 0.000000e+00 : f64
// CHECK-SAME:    d = 0x7F800000 : f32, e = 0x7F : f8E4M3FN, f = 0x80 : f8E5M2FNUZ, g = 0x7F80 : bf16
// CHECK-SAME:    h = 1.7976931348623157E+308 : f64, i = 0x7FF0000000000000 : f64, j = 4.940660e-324 : f64
// CHECK-SAME:    k = 0.000000e+00 : f64, l = 0x7FF0000000000000 : f64
// CHECK-SAME:    m = dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>, n = array<f32: 0x7F800000, 2.000000e+00>
func.func @limits() {
  "test.op"() {a = 1.0e400 : f32, b = -1.0e400 : f64, c = 1.0e-400 : f64, d = 1.0e39 : f32,
                e = 1.0e400 : f8E4M3FN, f = -1.0e400 : f8E5M2FNUZ, g = 1.0e400 : bf16,
                h = 1.7976931348623157e308 : f64, i = 1.7976931348623159e308 : f64, j = 4.9e-324 : f64,
                k = 2.4e-324 : f64, l = 1.0e99999999999999999999 : f64,
                m = dense<[1.0e400, -1.0e400]> : tensor<2xf32>, n = array<f32: 1.0e400, 2.0>} : () -> ()
  return
}

// CHECK-LABEL: func.func @constants
// CHECK:         arith.constant 0x7F800000 : f32
// CHECK:         arith.constant 0xFF800000 : f32
func.func @constants() -> (f32, f32) {
  %0 = arith.constant 3.5e38 : f32
  %1 = arith.constant -1.0e309 : f32
  return %0, %1 : f32, f32
}

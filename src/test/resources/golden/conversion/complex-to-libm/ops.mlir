// RUN: mlirj opt %s --convert-complex-to-libm | FileCheck %s
// The complex operations with <complex.h> functions become calls, declared once each at the start of the module
// (the newest first); exp and the arithmetic stay. Expectations are mlir-opt 19's output (scripts/golden-checks.sh
// wrote them).

func.func @f(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, f64, complex<f64>, f32) {
  %0 = complex.pow %a, %a : complex<f32>
  %1 = complex.abs %b fastmath<nnan> : complex<f64>
  %2 = complex.sqrt %b : complex<f64>
  %3 = complex.angle %a : complex<f32>
  %4 = complex.tanh %a : complex<f32>
  %5 = complex.cos %b : complex<f64>
  %6 = complex.sin %b : complex<f64>
  %7 = complex.conj %b : complex<f64>
  %8 = complex.log %b : complex<f64>
  %9 = complex.exp %b : complex<f64>
  %10 = complex.tan %b : complex<f64>
  %11 = complex.neg %b : complex<f64>
  return %0, %1, %2, %3 : complex<f32>, f64, complex<f64>, f32
}
func.func @twice(%a: complex<f32>) -> (f32, f32) {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.abs %a fastmath<fast> : complex<f32>
  return %0, %1 : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @cabsf(complex<f32>) -> f32
// CHECK-NEXT:   func.func private @ctan(complex<f64>) -> complex<f64>
// CHECK-NEXT:   func.func private @clog(complex<f64>) -> complex<f64>
// CHECK-NEXT:   func.func private @conj(complex<f64>) -> complex<f64>
// CHECK-NEXT:   func.func private @csin(complex<f64>) -> complex<f64>
// CHECK-NEXT:   func.func private @ccos(complex<f64>) -> complex<f64>
// CHECK-NEXT:   func.func private @ctanhf(complex<f32>) -> complex<f32>
// CHECK-NEXT:   func.func private @cargf(complex<f32>) -> f32
// CHECK-NEXT:   func.func private @csqrt(complex<f64>) -> complex<f64>
// CHECK-NEXT:   func.func private @cabs(complex<f64>) -> f64
// CHECK-NEXT:   func.func private @cpowf(complex<f32>, complex<f32>) -> complex<f32>
// CHECK-NEXT:   func.func @f(%arg0: complex<f32>, %arg1: complex<f64>) -> (complex<f32>, f64, complex<f64>, f32) {
// CHECK-NEXT:     %0 = call @cpowf(%arg0, %arg0) : (complex<f32>, complex<f32>) -> complex<f32>
// CHECK-NEXT:     %1 = call @cabs(%arg1) : (complex<f64>) -> f64
// CHECK-NEXT:     %2 = call @csqrt(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT:     %3 = call @cargf(%arg0) : (complex<f32>) -> f32
// CHECK-NEXT:     %4 = call @ctanhf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT:     %5 = call @ccos(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT:     %6 = call @csin(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT:     %7 = call @conj(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT:     %8 = call @clog(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT:     %9 = complex.exp %arg1 : complex<f64>
// CHECK-NEXT:     %10 = call @ctan(%arg1) : (complex<f64>) -> complex<f64>
// CHECK-NEXT:     %11 = complex.neg %arg1 : complex<f64>
// CHECK-NEXT:     return %0, %1, %2, %3 : complex<f32>, f64, complex<f64>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @twice(%arg0: complex<f32>) -> (f32, f32) {
// CHECK-NEXT:     %0 = call @cabsf(%arg0) : (complex<f32>) -> f32
// CHECK-NEXT:     %1 = call @cabsf(%arg0) : (complex<f32>) -> f32
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

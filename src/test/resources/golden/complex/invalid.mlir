// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Broken complex operations: each chunk gets the located error mlir-opt 19 gives
// (scripts/golden-mlir19.sh runs these RUN lines with mlir-opt 19).

func.func @f(%a: complex<f32>, %b: complex<f64>, %x: f32, %y: f64, %i: complex<i32>) {
  // expected-error@+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error@+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.add"(%x, %x) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%i: complex<i32>) {
  // expected-error@+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.neg"(%i) : (complex<i32>) -> complex<i32>
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.im' op result #0 must be floating-point, but got 'i32'}}
  %0 = "complex.im"(%a) : (complex<f32>) -> i32
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.exp' op requires the same type for all operands and results}}
  %0 = "complex.exp"(%a) : (complex<f32>) -> complex<f64>
  return
}
// -----
func.func @f(%x: f32, %y: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%x, %y) : (f32, f64) -> complex<f32>
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error@+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%x, %x) : (f32, f32) -> complex<f64>
  return
}
// -----
func.func @f(%a: complex<f32>, %b: complex<f64>) {
  // expected-error@+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 1.0 : f32] : complex<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('i64', 'i64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1, 2] : complex<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op attribute 'value' failed to satisfy constraint: array attribute}}
  %0 = "complex.constant"() {value = 3} : () -> complex<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute 'value'}}
  %0 = "complex.constant"() : () -> complex<f32>
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}
// -----
func.func @f(%a: f64) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : f64 to i64
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.add' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "complex.add"(%a, %a) {fastmath = 1} : (complex<f32>, complex<f32>) -> complex<f32>
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.add' op expected 2 operands, but found 1}}
  %0 = "complex.add"(%a) : (complex<f32>) -> complex<f32>
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{custom op 'complex.constant' invalid kind of type specified}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to vector<2xf32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [unit, unit] : complex<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 1.0 : f32] : complex<f32>
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : index to complex<f32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f32', 'f32') to match the element type of the op's return type ('i32')}}
  %0 = complex.constant [1.0 : f32, 1.0 : f32] : complex<i32>
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{custom op 'complex.abs' invalid kind of type specified}}
  %0 = complex.abs %a : f32
  return
}
// -----
func.func @f() {
 // expected-error@+1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
 %0 = "complex.constant"() <{value = [1.0 : f32, 1.0 : f32]}> : () -> f32
 return
}
// -----
func.func @f() {
  // expected-error@+1 {{expected ','}}
  %0 = "test.x"() {a = #complex.number<:f64 1.0 2.0>} : () -> i1
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{custom op 'complex.add' invalid kind of type specified}}
  %0 = complex.add %a, %a : f32
  return
}
// -----
func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{expected ':'}}
  %0 = complex.eq %a, %a fastmath<fast> : complex<f32>
  return
}

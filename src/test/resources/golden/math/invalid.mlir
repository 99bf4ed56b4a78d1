// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Broken math operations: each chunk gets the located error mlir-opt 19 gives
// (scripts/golden-mlir19.sh runs these RUN lines with mlir-opt 19).

func.func @float_op_on_integer(%i: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}
// -----
func.func @integer_op_on_float(%f: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %f : f32
  return
}
// -----
func.func @unsigned_integer(%u: ui32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = math.ctlz %u : ui32
  return
}
// -----
func.func @memref_operand(%m: memref<4xf32>) {
  // expected-error@+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.sin %m : memref<4xf32>
  return
}
// -----
func.func @mixed_float_types(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %g) : (f32, f64) -> f32
  return
}
// -----
func.func @result_type(%f: f32) {
  // expected-error@+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%f) : (f32) -> f64
  return
}
// -----
func.func @operand_count(%f: f32) {
  // expected-error@+1 {{'math.sin' op requires a single operand}}
  %0 = "math.sin"(%f, %f) : (f32, f32) -> f32
  return
}
// -----
func.func @fma_shapes(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}
// -----
func.func @fpowi_float_exponent(%f: f32, %g: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %f, %g : f32, f32
  return
}
// -----
func.func @fpowi_shapes(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<4xf32>, i32
  return
}
// -----
func.func @flags_on_integer_op(%i: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = math.absi %i fastmath<fast> : i32
  return
}
// -----
func.func @unknown_op(%f: f32) {
  // expected-error@+1 {{custom op 'math.isnan' is unknown}}
  %0 = math.isnan %f : f32
  return
}

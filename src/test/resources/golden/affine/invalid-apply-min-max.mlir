// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Broken affine.apply, affine.min and affine.max: each chunk gets the located error mlir-opt 19 gives (operand and
// result types, the map property, operand counts against the map's inputs, apply maps with several results).
// scripts/golden-mlir19.sh runs this RUN line with mlir-opt 19.

func.func @apply_operand_not_index(%a: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0)>} : (i32) -> (index)
  return
}
// -----
func.func @min_operand_not_index(%a: i32) {
  // expected-error@+1 {{'affine.min' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.min"(%a) {map = affine_map<(d0) -> (d0)>} : (i32) -> (index)
  return
}
// -----
func.func @max_result_not_index(%a: index) {
  // expected-error@+1 {{'affine.max' op result #0 must be index, but got 'i32'}}
  %0 = "affine.max"(%a) {map = affine_map<(d0) -> (d0)>} : (index) -> (i32)
  return
}
// -----
func.func @min_no_map(%a: index) {
  // expected-error@+1 {{'affine.min' op requires attribute 'map'}}
  %0 = "affine.min"(%a) : (index) -> (index)
  return
}
// -----
func.func @apply_map_not_a_map(%a: index) {
  // expected-error@+1 {{'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.apply"(%a) {map = 1} : (index) -> (index)
  return
}
// -----
func.func @apply_two_results(%a: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> (index)
  return
}
// -----
func.func @apply_operand_count(%a: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) {map = affine_map<(d0) -> (d0)>} : (index, index) -> (index)
  return
}
// -----
func.func @apply_custom_mismatch(%a: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a)[%a]
  return
}
// -----
func.func @apply_custom_not_a_map(%a: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = affine.apply 4(%a)
  return
}
// -----
func.func @min_too_many(%arg0 : index, %arg1 : index) {
  // expected-error@+1 {{operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0) -> (d0)> (%arg0, %arg1)
  return
}
// -----
func.func @min_symbol_as_dim(%arg0 : index, %arg1 : index) {
  // expected-error@+1 {{operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<()[s0] -> (s0)> (%arg0, %arg1)
  return
}
// -----
func.func @max_too_few(%arg0 : index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0)> ()
  return
}
// -----
func.func @max_symbols(%arg0 : index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0)>(%arg0)[%arg0]
  return
}

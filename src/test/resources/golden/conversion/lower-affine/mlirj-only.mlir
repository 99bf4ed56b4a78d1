// RUN: mlirj opt %s --lower-affine --split-input-file --verify-diagnostics
// Where mlirj's lower-affine departs from mlir-opt 19, on purpose: an affine.vector_load or affine.vector_store (which
// mlir-opt 19 lowers to the vector dialect, which mlirj does not have) makes the pass fail with a located error
// instead of being left behind silently; a loop bound that cannot be expanded (mlir-opt 19 crashes on it) gets the
// expander's located error.

func.func @vector_load(%m: memref<8xf32>, %i: index) -> vector<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'affine.vector_load' that was explicitly marked illegal}}
  %v = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// -----
func.func @vector_store(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{failed to legalize operation 'affine.vector_store' that was explicitly marked illegal}}
  affine.vector_store %v, %m[%i] : memref<8xf32>, vector<4xf32>
  return
}
// -----
func.func @ceildiv_negative_in_bound(%a: index) {
  // expected-error@+1 {{division by non-positive value is not supported}}
  affine.for %i = 0 to affine_map<(d0) -> (d0 ceildiv -1)>(%a) {
  }
  return
}

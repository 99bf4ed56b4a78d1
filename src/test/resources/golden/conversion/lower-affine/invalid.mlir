// RUN: mlirj opt %s --lower-affine --split-input-file --verify-diagnostics
// Divisions and remainders by a constant that is not positive cannot be expanded: the located error mlir-opt 19
// gives (mlir-opt 19 then leaves the operation and succeeds; mlirj's pass fails). scripts/golden-mlir19.sh runs
// this RUN line with mlir-opt 19.

func.func @mod_negative(%a: index) -> index {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%a)
  return %0 : index
}
// -----
func.func @floordiv_negative(%a: index) -> index {
  // expected-error@+1 {{division by non-positive value is not supported}}
  %0 = affine.min affine_map<(d0) -> (d0, d0 floordiv -3)>(%a)
  return %0 : index
}
// -----
func.func @vector_load_mod_zero(%m: memref<8xf32>, %a: index) -> vector<4xf32> {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %v = affine.vector_load %m[%a mod 0] : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// -----
func.func @vector_store_ceildiv_negative(%m: memref<8xf32>, %a: index, %v: vector<4xf32>) {
  // expected-error@+1 {{division by non-positive value is not supported}}
  affine.vector_store %v, %m[%a ceildiv -4] : memref<8xf32>, vector<4xf32>
  return
}

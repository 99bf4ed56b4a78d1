// mlirj-only: mlir-opt 19 crashes on or accepts these.
// RUN: mlirj opt %s --lower-affine --split-input-file --verify-diagnostics
// Where mlirj's lower-affine departs from mlir-opt 19, on purpose: a loop bound that cannot be expanded (mlir-opt 19
// crashes on it) gets the expander's located error; affine.for and affine.parallel whose operands do not fit their
// bound maps (which mlir-opt 19 accepts, then prints and lowers wrongly) are refused by the verifier.

func.func @ceildiv_negative_in_bound(%a: index) {
  // expected-error@+1 {{division by non-positive value is not supported}}
  affine.for %i = 0 to affine_map<(d0) -> (d0 ceildiv -1)>(%a) {
  }
  return
}
// -----
func.func @for_bound_operands(%a: index) {
  // expected-error@+1 {{'affine.for' op the bound maps take 1 and 0 operands, but 0 and 0 are given}}
  "affine.for"() <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%iv: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
  return
}
// -----
func.func @parallel_bound_operands(%a: index) {
  // expected-error@+1 {{'affine.parallel' op the bound maps take 0 operands, but 1 are given}}
  "affine.parallel"(%a) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
    ^bb0(%i: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  return
}

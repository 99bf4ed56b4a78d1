// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// A splat's element count is its type's, never a reason to expand it (issue 20): these checks used to loop over
// 2^32 elements (affine.parallel, forever, as an int counter wrapped) or truncated the count to an int (cf.switch,
// which then took 2^32 case values for none).

// expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (4294967296) and upper bound (1), and the number of steps (1) must all match}}
"affine.parallel"() ({
^bb0(%i: index):
  "affine.yield"() : () -> ()
}) {lowerBoundsGroups = dense<1> : tensor<4294967296xi32>, upperBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, upperBoundsMap = affine_map<() -> (10)>, steps = [1], reductions = []} : () -> ()

// -----

func.func @cf_switch(%a: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (4294967296) should match number of case destinations (0)}}
  "cf.switch"(%a)[^bb1] <{case_values = dense<1> : tensor<4294967296xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

llvm.func @llvm_switch(%a: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1] <{case_values = dense<1> : tensor<4294967296xi32>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

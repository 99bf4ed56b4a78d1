// RUN: not mlirj opt %s --convert-math-to-funcs 2>&1 | FileCheck %s

// mlir-opt 19 unrolls a vector ipowi with vector.extract / vector.insert; mlirj has no vector dialect yet, so the
// operation is reported instead of being lowered.
// CHECK: invalid-vector.mlir:7:8: error: failed to legalize operation 'math.ipowi' that was explicitly marked illegal
func.func @vector(%v: vector<2xi64>) -> vector<2xi64> {
  %0 = math.ipowi %v, %v : vector<2xi64>
  return %0 : vector<2xi64>
}

// RUN: not mlirj opt %s --convert-math-to-libm 2>&1 | FileCheck %s

// A vector operation whose elements libm has no function for is not unrolled: the error names the vector operation,
// as mlir-opt 19's does (scripts/golden-mlir19.sh runs this RUN line with mlir-opt 19).
// CHECK: invalid-vector.mlir:7:8: error: failed to legalize operation 'math.sin' that was explicitly marked illegal
func.func @f80(%x: vector<2xf80>) -> vector<2xf80> {
  %0 = math.sin %x : vector<2xf80>
  return %0 : vector<2xf80>
}

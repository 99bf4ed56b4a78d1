// RUN: not mlirj opt %s --convert-math-to-libm 2>&1 | FileCheck %s

// libm has no f80 functions: the operation cannot be lowered (mlir-opt 19 reports the same error).
// CHECK: invalid-f80.mlir:6:8: error: failed to legalize operation 'math.sin' that was explicitly marked illegal
func.func @f80(%x: f80) -> f80 {
  %0 = math.sin %x : f80
  return %0 : f80
}

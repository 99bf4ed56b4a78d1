// RUN: not mlirj opt %s --arith-expand=include-bf16 2>&1 | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). With include-bf16 a
// truncf from f32 to bf16 is illegal, and its expansion applies to the default rounding only.

// CHECK: arith-expand-invalid.mlir:8:8: error: failed to legalize operation 'arith.truncf' that was explicitly marked illegal
func.func @rounding(%a: f32) -> bf16 {
  %0 = arith.truncf %a upward : f32 to bf16
  return %0 : bf16
}

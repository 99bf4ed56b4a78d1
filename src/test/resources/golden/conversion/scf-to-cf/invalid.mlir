// RUN: not mlirj opt %s --convert-scf-to-cf 2>&1 | FileCheck %s

// A forall on tensors cannot be lowered; mlir-opt 19 reports the same error (mlirj adds the pattern's reason as
// a note).
// CHECK: invalid.mlir:7:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
func.func @forall_tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
  }
  return %r : tensor<4xf32>
}

// RUN: mlirj opt %s --convert-scf-to-cf --split-input-file --verify-diagnostics

// A forall on tensors cannot be lowered (mlir-opt 19 reports the same error).
func.func @forall_tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
  }
  return %r : tensor<4xf32>
}

// RUN: mlirj opt %s --convert-complex-to-llvm --split-input-file --verify-diagnostics
// The operations MLIR 19's convert-complex-to-llvm has no pattern for stay illegal: the pass fails at them (run
// convert-complex-to-standard first). mlir-opt 19 accepts this file with the same flags.

func.func @eq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  // expected-error@+1 {{failed to legalize operation 'complex.eq' that was explicitly marked illegal}}
  %e = complex.eq %a, %b : complex<f32>
  return %e : i1
}
// -----
func.func @exp(%a: complex<f64>) -> complex<f64> {
  // expected-error@+1 {{failed to legalize operation 'complex.exp' that was explicitly marked illegal}}
  %e = complex.exp %a : complex<f64>
  return %e : complex<f64>
}

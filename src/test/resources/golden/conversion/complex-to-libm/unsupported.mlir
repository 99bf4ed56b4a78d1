// RUN: mlirj opt %s --convert-complex-to-libm --split-input-file --verify-diagnostics
// The C library has complex functions on float and double parts only: other parts stay illegal and the pass fails
// at them. mlir-opt 19 accepts this file with the same flags.

func.func @f(%a: complex<f16>) -> complex<f16> {
  // expected-error@+1 {{failed to legalize operation 'complex.sqrt' that was explicitly marked illegal}}
  %0 = complex.sqrt %a : complex<f16>
  return %0 : complex<f16>
}

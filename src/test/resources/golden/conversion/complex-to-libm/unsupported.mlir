// mlirj-only: mlir-opt 19 gives the error without the pattern's note.
// RUN: mlirj opt %s --convert-complex-to-libm --split-input-file --verify-diagnostics
// The C library has complex functions on float and double parts only: other parts stay illegal and the pass fails
// at them, with mlir-opt 19's error; mlirj adds a note with the pattern's reason, which mlir-opt 19 does not give.

func.func @f(%a: complex<f16>) -> complex<f16> {
  // expected-error@+2 {{failed to legalize operation 'complex.sqrt' that was explicitly marked illegal}}
  // expected-note@+1 {{pattern 'ScalarOpToLibmCall' failed: libm has complex functions on f32 and f64 parts only, not on f16}}
  %0 = complex.sqrt %a : complex<f16>
  return %0 : complex<f16>
}

// mlirj-only: mlir-opt 19 unrolls scalable vectors and gives no notes.
// RUN: mlirj opt %s --convert-math-to-libm --split-input-file --verify-diagnostics
// Where mlirj's convert-math-to-libm departs from mlir-opt 19, on purpose: an operation on a scalable vector is not
// unrolled (mlir-opt 19 unrolls it into its minimum number of elements, so a vector larger at run time would be
// computed only in part) and fails legalization at its location. The notes (mlirj's, not mlir-opt 19's) give each
// pattern's reason, here and for a vector operation whose elements cannot be lowered.

func.func @scalable(%x: vector<[4]xf32>) -> vector<[4]xf32> {
  // expected-error@+4 {{failed to legalize operation 'math.exp' that was explicitly marked illegal}}
  // expected-note@+3 {{pattern 'VecOpToScalarOp<math.exp>' failed: a scalable vector has no fixed number of elements to unroll}}
  // expected-note@+2 {{pattern 'PromoteOpToF32<math.exp>' failed: only f16 and bf16 are promoted to f32}}
  // expected-note@+1 {{pattern 'ScalarOpToLibmCall<math.exp>' failed: libm has no function for vector<[4]xf32> (only f32 and f64)}}
  %0 = math.exp %x : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// -----
func.func @copysign(%x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'math.copysign' that was explicitly marked illegal}}
  %0 = math.copysign %x, %y : vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @f80(%x: vector<2xf80>) -> vector<2xf80> {
  // expected-error@+4 {{failed to legalize operation 'math.sin' that was explicitly marked illegal}}
  // expected-note@+3 {{pattern 'VecOpToScalarOp<math.sin>' failed: the operation 'math.sin' it created could not be legalized}}
  // expected-note@+2 {{pattern 'PromoteOpToF32<math.sin>' failed: only f16 and bf16 are promoted to f32}}
  // expected-note@+1 {{pattern 'ScalarOpToLibmCall<math.sin>' failed: libm has no function for vector<2xf80> (only f32 and f64)}}
  %0 = math.sin %x : vector<2xf80>
  return %0 : vector<2xf80>
}

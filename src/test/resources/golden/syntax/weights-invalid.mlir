// RUN: mlirj opt %s --verify-diagnostics
// mlirj-only: mlir-opt 19 reports a second error here ("expected ']'"), as its list parser goes on after the first.

// Branch weights are MLIR's parseInteger<int32_t>: beyond the 32-bit signed range is too large.

llvm.func @weights_beyond_i32(%c: i1) {
  // expected-error@+1 {{custom op 'llvm.cond_br' integer value too large}}
  llvm.cond_br %c weights([2147483648, 1]), ^bb1, ^bb1
^bb1:
  llvm.return
}

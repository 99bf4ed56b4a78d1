// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Structural rules the verifier checks for every operation, registered or not; scripts/golden-mlir19.sh runs
// the same RUN lines with mlir-opt 19 to show that it agrees.

"u.op"() ({
  %0 = "u.def"() : () -> i32
  // A value defined in an enclosing region may be used in a nested one; regions of unregistered operations
  // are not ordered by dominance.
  "u.use"(%1) : (i32) -> ()
  %1 = "u.def"() : () -> i32
  "u.nested"() ({
    "u.use"(%0) : (i32) -> ()
  }) : () -> ()
  "u.end"() : () -> ()
}) : () -> ()

// -----

"u.op"() ({
^bb0:
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "u.br"()[^bb1] : () -> ()
  "u.x"() : () -> ()
^bb1:
  "u.end"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"u.op"() ({
^bb0:
  "u.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

"u.op"() ({
^bb0:
  "u.x"() : () -> ()
^bb1:
  "u.y"() : () -> ()
}) : () -> ()
// Two blocks ending in unregistered ops: they may be terminators, so nothing to report.

// -----

// expected-note@+1 {{see existing symbol definition here}}
"u.symbol"() {sym_name = "f"} : () -> ()
"u.symbol"() {sym_name = "g"} : () -> ()
// expected-error@+1 {{redefinition of symbol named 'f'}}
"u.symbol"() {sym_name = "f"} : () -> ()

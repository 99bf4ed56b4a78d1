// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Found by fuzzing (issue 20): a dense hex string with a non-hex digit, and a result number too large for its
// type, threw NumberFormatException instead of MLIR 19's located errors.

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.a"() {a = dense<"0xZZ00"> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.a"() {a = dense<"0x000"> : tensor<2xi8>} : () -> ()

// -----

func.func @f() {
  %0:2 = "t.a"() : () -> (i32, i32)
  // expected-error@+1 {{invalid SSA value result number}}
  "t.b"(%0#99999999999) : (i32) -> ()
  return
}

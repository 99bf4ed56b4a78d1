// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// What the lexer refuses, with mlir-opt 19's messages (at its positions: an unterminated string at the end of its
// line, an unknown escape at its backslash).

// expected-error@+1 {{unexpected character}}
"test.op"() : () -> () $

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"test.op"() : () -> () .

// -----

// expected-error@+1 {{expected '"' in string literal}}
"test.op"() {a = "abc
def"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"test.op"() {a = "ab\qc"} : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"test.op"() {a = @0} : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
"test.op"() {a = # } : () -> ()

// -----

// expected-error@+1 {{invalid SSA name}}
"test.op"(% 0) : () -> ()

// -----

// expected-error@+1 {{invalid block name}}
"test.op"() [^ ] : () -> ()

// -----

// expected-error@+1 {{invalid type identifier}}
"test.op"() : () -> ! 

// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Beyond 32 bits, a FileLineColLoc line or column is refused with mlir-opt 19's messages.

// expected-error@+1 {{expected integer line number in FileLineColLoc}}
"test.op"() : () -> () loc("f.mlir":4294967296:1)

// -----

// expected-error@+1 {{expected integer column number in FileLineColLoc}}
"test.op"() : () -> () loc("f.mlir":1:4294967296)

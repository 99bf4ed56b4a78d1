// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Integer literals out of range, refused with mlir-opt 19's messages (MLIR's buildAttributeAPInt and
// parseInteger<IntT>): no -0, nothing above the signed maximum for index and signed types, nothing negative for
// unsigned ones.

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = -0 : i32} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 9223372036854775808 : index} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
%0 = "arith.constant"() <{value = 18446744073709551615 : index}> : () -> index

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 128 : si8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.5 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[1, 256]> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {a = dense<[1, -1]> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<[1, 1.5]> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 1, 256>} : () -> ()

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "test.op"() : () -> ()

// -----

llvm.func @switch_too_large(%v: i64) {
  llvm.switch %v : i64, ^bb1 [
    // expected-error@+1 {{custom op 'llvm.switch' integer value too large}}
    18446744073709551616: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

func.func @case_not_an_integer(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case x {
    scf.yield
  }
  default {
  }
  return
}

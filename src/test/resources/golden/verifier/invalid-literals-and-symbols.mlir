// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Invalid IR that mlirj accepted and MLIR 19 refuses (issue 20): integer literals out of their type's range (an
// index is a signed 64-bit value; -0 has no sign bit to set), dense float elements written as integers, dense array
// elements of the other kind, and a symbol whose parent is not a symbol table.

func.func @index_constant() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = "arith.constant"() <{value = 18446744073709551615 : index}> : () -> index
  return %0 : index
}

// -----

func.func @index_constant_custom() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 9223372036854775808 : index
  return %0 : index
}

// -----

func.func @negative_zero() -> i32 {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -0 : i32
  return %0 : i32
}

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"t.a"() {a = -1 : ui8} : () -> ()

// -----

func.func @dense_index() -> tensor<2xindex> {
  // expected-error@+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[9223372036854775808, 1]> : tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"t.a"() {a = dense<[-1, 1]> : tensor<2xui8>} : () -> ()

// -----

// MLIR reports this one at the token after the literal's type.
func.func @dense_float_of_integers() -> tensor<2xf32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xf32>
  // expected-error@+1 {{expected floating-point elements, but parsed integer}}
  return %0 : tensor<2xf32>
}

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"t.a"() {a = dense<[(1, 2)]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"t.a"() {a = dense<true> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"t.a"() {a = dense<[1.5, 2]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"t.a"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error@+1 {{expected integer or floating point literal}}
"t.a"() {a = array<f32: true>} : () -> ()

// -----

llvm.func @global_in_function() {
  // expected-error@+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global internal @g(0 : i32) : i32
  llvm.return
}

// -----

func.func @named_module_in_function() {
  // expected-error@+1 {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
  builtin.module @m {}
  return
}

// -----

// An unnamed module is no symbol, and an unregistered parent may be a symbol table.
func.func @unnamed_module_in_function() {
  builtin.module {}
  "t.table"() ({
    func.func private @inner()
  }) : () -> ()
  return
}

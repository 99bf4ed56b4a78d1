// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Broken input at the dialect level: each chunk gets the located error mlir-opt 19 gives
// (scripts/golden-mlir19.sh runs these RUN lines with mlir-opt 19).

func.func @unknown_op() {
  // expected-error@+1 {{custom op 'arith.foo' is unknown}}
  %0 = arith.foo : i32
  return
}
// -----
func.func @unknown_generic() {
  // expected-error@+1 {{unregistered operation 'arith.foo' found in dialect ('arith') that does not allow unknown operations}}
  "arith.foo"() : () -> ()
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @type_mismatch(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
// -----
func.func @undefined() -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %nope : i32
}
// -----
func.func @use_before_def_across_blocks(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %x : i32
}
// -----
func.func @missing_terminator() {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}
// -----
func.func @wrong_successor_arguments() {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}
// -----
func.func @wrong_successor_type(%a: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i64)
^bb1(%x: i32):
  return
}
// -----
// expected-note@+1 {{see existing symbol definition here}}
func.func @dup() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  return
}
// -----
func.func @call_unknown() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}
// -----
func.func @wrong_return() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@wrong_return) returns 1}}
  return
}
// -----
llvm.func @llvm_bad(%p: !llvm.ptr) -> i32 {
  // expected-note@+1 {{prior use here}}
  %0 = llvm.load %p : !llvm.ptr -> i32
  // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  llvm.return %0 : i64
}

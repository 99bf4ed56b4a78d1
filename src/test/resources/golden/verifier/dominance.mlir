// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Dominance in SSA regions (function bodies); scripts/golden-mlir19.sh checks the same with mlir-opt 19.

func.func @same_block() -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return %0 : i32
}

// -----

func.func @into_a_nested_region() {
  "u.wrap"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "u.use"(%0) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// The note points at the function, which owns the block.
// expected-note@+1 {{operand defined as a block argument (block #2 in the same region)}}
func.func @block_argument_of_a_later_block(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%c : i1)
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.extui %b : i1 to i32
  return %0 : i32
^bb2(%b: i1):
  cf.br ^bb1
}

// -----

func.func @loops_and_unreachable_blocks(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %next = arith.addi %i, %n : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^exit, ^loop(%next : i32)
^exit:
  return %next : i32
^dead:
  // Unreachable: not checked, as in MLIR.
  %x = arith.addi %y, %y : i32
  %y = arith.constant 2 : i32
  cf.br ^dead
}

// -----

// Found by fuzzing (issue 20): a case of scf.index_switch naming a value of a later case (a forward reference the
// parser resolves) passed the verifier, and the printer then named it where it is not defined.
func.func @sibling_regions(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 1 {
    %z = arith.constant 3 : i64
    // expected-error@+1 {{operand #0 does not dominate this use}}
    scf.yield %x : i64
  }
  default {
    // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %x = arith.constant 7 : i64
    scf.yield %x : i64
  }
  return %r : i64
}

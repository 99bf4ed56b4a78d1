// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// ODS's "N-bit signless integer" operand and attribute constraints that mlirj checked too loosely (issue 20).

// llvm.cond_br's condition is an I1, not a vector of them as select's may be.
llvm.func @cond_br_condition(%c: i2) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i2'}}
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i2) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @cond_br_vector_condition(%c: vector<2xi1>) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'vector<2xi1>'}}
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (vector<2xi1>) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @ctlz_immediate(%a: i32) {
  // expected-error@+1 {{'llvm.intr.ctlz' op attribute 'is_zero_poison' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = "llvm.intr.ctlz"(%a) <{is_zero_poison = 1 : i32}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @memcpy_immediate(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.intr.memcpy' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = 0 : i8}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

func.func @create_mask_operand(%a: i32) {
  // expected-error@+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "vector.create_mask"(%a) : (i32) -> vector<4xi1>
  return
}

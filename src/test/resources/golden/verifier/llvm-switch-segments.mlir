// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Found by fuzzing (issue 20): an llvm.switch whose segment properties were missing or inconsistent passed the
// verifier and threw NullPointerException in the printer and the translation; now MLIR 19's errors.

llvm.func @f(%arg2: i8) {
  // expected-error@+1 {{'llvm.switch' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "llvm.switch"(%arg2)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizesX = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%arg2: i8, %x: i64) {
  // expected-error@+1 {{'llvm.switch' op requires attribute 'case_operand_segments'}}
  "llvm.switch"(%arg2, %x)[^bb1, ^bb2] <{case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i64) -> ()
^bb1:
  llvm.return
^bb2(%y: i64):
  llvm.return
}

// -----

llvm.func @f(%arg2: i8, %x: i64) {
  // expected-error@+1 {{'llvm.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "llvm.switch"(%arg2, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i64) -> ()
^bb1:
  llvm.return
^bb2(%y: i64):
  llvm.return
}

// -----

llvm.func @f(%arg2: i8, %x: i64) {
  // expected-error@+1 {{'llvm.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "llvm.switch"(%arg2, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: -1, 2>, case_values = dense<7> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i64) -> ()
^bb1:
  llvm.return
^bb2(%y: i64):
  llvm.return
}

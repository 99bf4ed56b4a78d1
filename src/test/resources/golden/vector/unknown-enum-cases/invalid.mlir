// RUN: not mlirj opt %s --split-input-file 2>&1 | FileCheck %s
// Unknown #vector.kind and #vector.punctuation cases: mlir-opt 19 reports two errors for each (the case list, then
// "failed to parse ... parameter"); mlirj's parser stops at the first, which both must report.

func.func @unknown_kind(%v: vector<4xf32>) -> f32 {
  // CHECK: error: custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf
  %0 = vector.reduction <foo>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----
func.func @unknown_kind_attribute(%v: vector<4xf32>) -> f32 {
  // CHECK: error: expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<bar>}> : (vector<4xf32>) -> f32
  return %0 : f32
}

// -----
func.func @unknown_punctuation(%a: f32) {
  // CHECK: error: custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close
  vector.print %a : f32 punctuation <semicolon>
  return
}

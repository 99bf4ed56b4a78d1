// RUN: mlirj opt %s --expand-strided-metadata | FileCheck %s

// The greedy driver under expand-strided-metadata: folds (arith, constants in nested regions), constants deduplicated and hoisted to the function's entry in MLIR's order, dead operations erased. Expectations are mlir-opt 19 output.

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: i1) -> (index, index, index) {
// CHECK-NEXT:     %c35 = arith.constant 35 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c5 : index
// CHECK-NEXT:     %1 = scf.if %arg1 -> (index) {
// CHECK-NEXT:       scf.yield %c35 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.muli %0, %c5 : index
// CHECK-NEXT:     return %1, %2, %c5 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%x: index, %b: i1) -> (index, index, index) {
  %c5 = arith.constant 5 : index
  %0 = arith.addi %x, %c5 : index
  %1 = scf.if %b -> (index) {
    %c7 = arith.constant 7 : index
    %c5b = arith.constant 5 : index
    %s = arith.muli %c7, %c5b : index
    scf.yield %s : index
  } else {
    %c0 = arith.constant 0 : index
    %s = arith.addi %x, %c0 : index
    scf.yield %s : index
  }
  %dead = arith.muli %x, %x : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %2 = arith.addi %c2, %c3 : index
  %3 = arith.muli %0, %2 : index
  return %1, %3, %c5 : index, index, index
}

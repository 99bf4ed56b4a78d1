// mlirj-only: MLIR 19's expansion of ceildivsi overflows; mlirj's does not.
// RUN: mlirj opt %s --arith-expand | FileCheck %s

// arith-expand's expansion of ceildivsi, which deliberately differs from MLIR 19's (so scripts/golden-mlir19.sh
// reports this file). MLIR 19 computes ((b > 0 ? -1 : 1) + a) / b + 1 for operands of one sign and -((0 - a) / b)
// otherwise, which is wrong for a = MIN (0 - MIN wraps to MIN: ceildivsi(-128, 2) gives 64 in i8) and divides
// MIN by -1 for a = MAX, b = -1 (undefined in LLVM, a trap on x86). mlirj computes q = a / b and adds one when the
// division was inexact and the operands have one sign, as later MLIR versions do;
// ArithExpandExecutionTest checks it against exact division on every i8 pair and the i64 edges.

// CHECK-LABEL: func.func @ceildivsi(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: return %8 : i32
// CHECK-NEXT: }
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @ceildivsi_index(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
func.func @ceildivsi_index(%a: index, %b: index) -> index {
  %0 = arith.ceildivsi %a, %b : index
  return %0 : index
}

// CHECK-LABEL: func.func @ceildivsi_vector(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi8> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<4xi8>
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : vector<4xi8>
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : vector<4xi8>
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %cst : vector<4xi8>
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %cst : vector<4xi8>
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : vector<4xi1>
// CHECK-NEXT: %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT: %7 = arith.addi %0, %cst_0 : vector<4xi8>
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi8>
// CHECK-NEXT: return %8 : vector<4xi8>
// CHECK-NEXT: }
func.func @ceildivsi_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.ceildivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

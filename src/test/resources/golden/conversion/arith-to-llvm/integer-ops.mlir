// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). Integer arithmetic lowers
// one to one; overflow flags become the LLVM dialect's, other attributes pass through.

// CHECK-LABEL: func.func @flags(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.add %0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.sub %1, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %3 = llvm.mul %2, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = llvm.shl %3, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %5 = llvm.mul %4, %arg0 : i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
func.func @flags(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b overflow<nsw> : i32
  %2 = arith.subi %1, %a overflow<nuw> : i32
  %3 = arith.muli %2, %b overflow<nsw, nuw> : i32
  %4 = arith.shli %3, %a overflow<nsw> : i32
  %5 = arith.muli %4, %a : i32
  return %5 : i32
}

// CHECK-LABEL: func.func @bitwise_and_division(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.sdiv %arg0, %arg1  : i64
// CHECK-NEXT: %1 = llvm.udiv %0, %arg1  : i64
// CHECK-NEXT: %2 = llvm.srem %1, %arg0  : i64
// CHECK-NEXT: %3 = llvm.urem %2, %arg1  : i64
// CHECK-NEXT: %4 = llvm.and %3, %arg0  : i64
// CHECK-NEXT: %5 = llvm.or %4, %arg1  : i64
// CHECK-NEXT: %6 = llvm.xor %5, %arg0  : i64
// CHECK-NEXT: %7 = llvm.ashr %6, %arg1  : i64
// CHECK-NEXT: %8 = llvm.lshr %7, %arg0  : i64
// CHECK-NEXT: return %8 : i64
// CHECK-NEXT: }
func.func @bitwise_and_division(%a: i64, %b: i64) -> i64 {
  %0 = arith.divsi %a, %b : i64
  %1 = arith.divui %0, %b : i64
  %2 = arith.remsi %1, %a : i64
  %3 = arith.remui %2, %b : i64
  %4 = arith.andi %3, %a : i64
  %5 = arith.ori %4, %b : i64
  %6 = arith.xori %5, %a : i64
  %7 = arith.shrsi %6, %b : i64
  %8 = arith.shrui %7, %a : i64
  return %8 : i64
}

// CHECK-LABEL: func.func @widths(%arg0: i1, %arg1: i1, %arg2: i8, %arg3: i8, %arg4: i16, %arg5: i16, %arg6: i128, %arg7: i128) -> (i1, i8, i16, i128) {
// CHECK-NEXT: %0 = llvm.xor %arg0, %arg1  : i1
// CHECK-NEXT: %1 = llvm.add %arg2, %arg3 : i8
// CHECK-NEXT: %2 = llvm.mul %arg4, %arg5 : i16
// CHECK-NEXT: %3 = llvm.sub %arg6, %arg7 : i128
// CHECK-NEXT: return %0, %1, %2, %3 : i1, i8, i16, i128
// CHECK-NEXT: }
func.func @widths(%a: i1, %b: i1, %c: i8, %d: i8, %e: i16, %f: i16, %g: i128, %h: i128) -> (i1, i8, i16, i128) {
  %0 = arith.xori %a, %b : i1
  %1 = arith.addi %c, %d : i8
  %2 = arith.muli %e, %f : i16
  %3 = arith.subi %g, %h : i128
  return %0, %1, %2, %3 : i1, i8, i16, i128
}

// index operands are cast to i64 where they come from outside the conversion.
// CHECK-LABEL: func.func @index(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = llvm.mul %2, %1 : i64
// CHECK-NEXT: %4 = llvm.srem %3, %0  : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
func.func @index(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %a : index
  %2 = arith.remsi %1, %b : index
  return %2 : index
}

// Discardable attributes are carried to the LLVM operation.
// CHECK-LABEL: func.func @discardable(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 {tag = "sum"} : i32
// CHECK-NEXT: %1 = llvm.sdiv %0, %arg1  {tag = 7 : i64} : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @discardable(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b {tag = "sum"} : i32
  %1 = arith.divsi %0, %b {tag = 7 : i64} : i32
  return %1 : i32
}

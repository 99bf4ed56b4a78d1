// RUN: mlirj opt %s --convert-arith-to-llvm='index-bitwidth=32' | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(convert-arith-to-llvm{index-bitwidth=32})' | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). index is i32.

// CHECK-LABEL: func.func @index32(%arg0: index, %arg1: index, %arg2: i64, %arg3: i32, %arg4: i16) -> (index, i64, index, index, i16, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.add %1, %0 : i32
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// CHECK-NEXT: %4 = llvm.sext %2 : i32 to i64
// CHECK-NEXT: %5 = llvm.trunc %arg2 : i64 to i32
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %arg3 : i32 to index
// CHECK-NEXT: %8 = llvm.trunc %1 : i32 to i16
// CHECK-NEXT: %9 = llvm.zext %arg4 : i16 to i32
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : i32 to index
// CHECK-NEXT: return %3, %4, %6, %7, %8, %10 : index, i64, index, index, i16, index
// CHECK-NEXT: }
func.func @index32(%a: index, %b: index, %c: i64, %d: i32, %e: i16) -> (index, i64, index, index, i16, index) {
  %0 = arith.addi %a, %b : index
  %1 = arith.index_cast %0 : index to i64
  %2 = arith.index_cast %c : i64 to index
  %3 = arith.index_castui %d : i32 to index
  %4 = arith.index_cast %a : index to i16
  %5 = arith.index_castui %e : i16 to index
  return %0, %1, %2, %3, %4, %5 : index, i64, index, index, i16, index
}

// CHECK-LABEL: func.func @constants32() -> (index, vector<2xindex>, vector<2x2xindex>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1 : index) : i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<[4, 5]> : vector<2xindex>) : vector<2xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2xi32> to vector<2xindex>
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<3> : vector<2x2xindex>) : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<2xi32>> to vector<2x2xindex>
// CHECK-NEXT: return %1, %3, %5 : index, vector<2xindex>, vector<2x2xindex>
// CHECK-NEXT: }
func.func @constants32() -> (index, vector<2xindex>, vector<2x2xindex>) {
  %0 = arith.constant -1 : index
  %1 = arith.constant dense<[4, 5]> : vector<2xindex>
  %2 = arith.constant dense<3> : vector<2x2xindex>
  return %0, %1, %2 : index, vector<2xindex>, vector<2x2xindex>
}

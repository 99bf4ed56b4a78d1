// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). addui_extended becomes
// llvm.intr.uadd.with.overflow; mulsi/mului_extended multiply in twice the width and split the product. n-D
// vectors are not supported by MLIR 19 ("ND vector types are not supported yet"): those stay as they are.

// CHECK-LABEL: func.func @addui(%arg0: i32, %arg1: i32) -> (i32, i1) {
// CHECK-NEXT: %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: return %1, %2 : i32, i1
// CHECK-NEXT: }
func.func @addui(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}

// CHECK-LABEL: func.func @addui_vector(%arg0: vector<4xi64>, %arg1: vector<4xi64>) -> (vector<4xi64>, vector<4xi1>) {
// CHECK-NEXT: %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (vector<4xi64>, vector<4xi64>) -> !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT: return %1, %2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: }
func.func @addui_vector(%a: vector<4xi64>, %b: vector<4xi64>) -> (vector<4xi64>, vector<4xi1>) {
  %sum, %overflow = arith.addui_extended %a, %b : vector<4xi64>, vector<4xi1>
  return %sum, %overflow : vector<4xi64>, vector<4xi1>
}

// CHECK-LABEL: func.func @mulsi(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : i64
// CHECK-NEXT: %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT: return %3, %6 : i32, i32
// CHECK-NEXT: }
func.func @mulsi(%a: i32, %b: i32) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %low, %high : i32, i32
}

// CHECK-LABEL: func.func @mului(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: %0 = llvm.zext %arg0 : i64 to i128
// CHECK-NEXT: %1 = llvm.zext %arg1 : i64 to i128
// CHECK-NEXT: %2 = llvm.mul %0, %1 : i128
// CHECK-NEXT: %3 = llvm.trunc %2 : i128 to i64
// CHECK-NEXT: %4 = llvm.mlir.constant(64 : i128) : i128
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : i128
// CHECK-NEXT: %6 = llvm.trunc %5 : i128 to i64
// CHECK-NEXT: return %3, %6 : i64, i64
// CHECK-NEXT: }
func.func @mului(%a: i64, %b: i64) -> (i64, i64) {
  %low, %high = arith.mului_extended %a, %b : i64
  return %low, %high : i64, i64
}

// CHECK-LABEL: func.func @mul_vector(%arg0: vector<3xi8>, %arg1: vector<3xi8>) -> (vector<3xi8>, vector<3xi8>) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %1 = llvm.sext %arg1 : vector<3xi8> to vector<3xi16>
// CHECK-NEXT: %2 = llvm.mul %0, %1 : vector<3xi16>
// CHECK-NEXT: %3 = llvm.trunc %2 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<8> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT: %5 = llvm.lshr %2, %4  : vector<3xi16>
// CHECK-NEXT: %6 = llvm.trunc %5 : vector<3xi16> to vector<3xi8>
// CHECK-NEXT: return %3, %6 : vector<3xi8>, vector<3xi8>
// CHECK-NEXT: }
func.func @mul_vector(%a: vector<3xi8>, %b: vector<3xi8>) -> (vector<3xi8>, vector<3xi8>) {
  %low, %high = arith.mulsi_extended %a, %b : vector<3xi8>
  return %low, %high : vector<3xi8>, vector<3xi8>
}

// CHECK-LABEL: func.func @mul_index(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.zext %1 : i64 to i128
// CHECK-NEXT: %3 = llvm.zext %0 : i64 to i128
// CHECK-NEXT: %4 = llvm.mul %2, %3 : i128
// CHECK-NEXT: %5 = llvm.trunc %4 : i128 to i64
// CHECK-NEXT: %6 = llvm.mlir.constant(64 : i128) : i128
// CHECK-NEXT: %7 = llvm.lshr %4, %6  : i128
// CHECK-NEXT: %8 = llvm.trunc %7 : i128 to i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: return %9, %10 : index, index
// CHECK-NEXT: }
func.func @mul_index(%a: index, %b: index) -> (index, index) {
  %low, %high = arith.mului_extended %a, %b : index
  return %low, %high : index, index
}

// CHECK-LABEL: func.func @not_nd(%arg0: vector<2x2xi32>, %arg1: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi1>, vector<2x2xi32>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : vector<2x2xi32>, vector<2x2xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : vector<2x2xi32>
// CHECK-NEXT: return %sum, %overflow, %high : vector<2x2xi32>, vector<2x2xi1>, vector<2x2xi32>
// CHECK-NEXT: }
func.func @not_nd(%a: vector<2x2xi32>, %b: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi1>, vector<2x2xi32>) {
  %sum, %overflow = arith.addui_extended %a, %b : vector<2x2xi32>, vector<2x2xi1>
  %low, %high = arith.mulsi_extended %a, %b : vector<2x2xi32>
  return %sum, %overflow, %high : vector<2x2xi32>, vector<2x2xi1>, vector<2x2xi32>
}

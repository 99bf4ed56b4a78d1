// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). convert-arith-to-llvm
// is a partial conversion: what it cannot lower stays as it is, without an error (the error comes when the
// module is translated to LLVM IR). Operations on tensors have no LLVM type; ceildivsi, ceildivui and floordivsi
// are left to arith-expand (MLIR 19's convert-arith-to-llvm does not expand them).

// CHECK-LABEL: func.func @tensors(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<2xf32>) -> (tensor<4xi32>, tensor<4xi1>, tensor<2xf32>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : tensor<4xi32>
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %arg1 : tensor<4xi32>
// CHECK-NEXT: %2 = arith.negf %arg2 : tensor<2xf32>
// CHECK-NEXT: return %0, %1, %2 : tensor<4xi32>, tensor<4xi1>, tensor<2xf32>
// CHECK-NEXT: }
func.func @tensors(%a: tensor<4xi32>, %b: tensor<4xi32>, %f: tensor<2xf32>) -> (tensor<4xi32>, tensor<4xi1>, tensor<2xf32>) {
  %0 = arith.addi %a, %b : tensor<4xi32>
  %1 = arith.cmpi slt, %a, %b : tensor<4xi32>
  %2 = arith.negf %f : tensor<2xf32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi1>, tensor<2xf32>
}

// CHECK-LABEL: func.func @divisions(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
func.func @divisions(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// The lowered operations around an unconverted one are connected by casts.
// CHECK-LABEL: func.func @mixed(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = arith.ceildivsi %3, %arg1 : index
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : index to i64
// CHECK-NEXT: %6 = llvm.mul %5, %1 : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }
func.func @mixed(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.ceildivsi %0, %b : index
  %2 = arith.muli %1, %a : index
  return %2 : index
}

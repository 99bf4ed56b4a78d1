// RUN: mlirj opt %s --convert-vector-to-llvm=force-32bit-vector-indices=false | FileCheck %s
// With force-32bit-vector-indices=false, 1-D masks compare i64 lane numbers (CHECK lines from mlir-opt 19,
// scripts/golden-checks-mlir19.py).

// CHECK-LABEL: func.func @create_mask(%arg0: index) -> vector<3xi1> {
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1, 2]> : vector<3xi64>
// CHECK-NEXT:  %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:  %1 = llvm.mlir.undef : vector<3xi64>
// CHECK-NEXT:  %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %3 = llvm.insertelement %0, %1[%2 : i32] : vector<3xi64>
// CHECK-NEXT:  %4 = llvm.shufflevector %3, %1 [0, 0, 0] : vector<3xi64>
// CHECK-NEXT:  %5 = arith.cmpi slt, %cst, %4 : vector<3xi64>
// CHECK-NEXT:  return %5 : vector<3xi1>
// CHECK-NEXT:  }
func.func @create_mask(%n: index) -> vector<3xi1> {
  %m = vector.create_mask %n : vector<3xi1>
  return %m : vector<3xi1>
}
// CHECK-LABEL: func.func @read(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<2xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:  %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1]> : vector<2xi64>
// CHECK-NEXT:  %3 = arith.index_cast %2 : index to i64
// CHECK-NEXT:  %4 = llvm.mlir.undef : vector<2xi64>
// CHECK-NEXT:  %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %6 = llvm.insertelement %3, %4[%5 : i32] : vector<2xi64>
// CHECK-NEXT:  %7 = llvm.shufflevector %6, %4 [0, 0] : vector<2xi64>
// CHECK-NEXT:  %8 = arith.cmpi slt, %cst, %7 : vector<2xi64>
// CHECK-NEXT:  %9 = llvm.mlir.undef : vector<2xf32>
// CHECK-NEXT:  %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<2xf32>
// CHECK-NEXT:  %12 = llvm.shufflevector %11, %9 [0, 0] : vector<2xf32>
// CHECK-NEXT:  %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<2xi1>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT:  return %15 : vector<2xf32>
// CHECK-NEXT:  }
func.func @read(%m: memref<?xf32>, %i: index, %p: f32) -> vector<2xf32> {
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2xf32>
  return %v : vector<2xf32>
}

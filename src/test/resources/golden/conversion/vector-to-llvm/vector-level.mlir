// RUN: mlirj opt %s --convert-vector-to-llvm | FileCheck %s
// The operations MLIR 19's convert-vector-to-llvm first rewrites at the vector level (greedily, with folding and
// constant hoisting): broadcasts of vectors (n-D), n-D bitcasts, constant and create masks, and transfers on
// memrefs (1-D in bounds, out of bounds with a materialized mask, broadcasting maps, 0-D); CHECK lines from
// mlir-opt 19's output (scripts/golden-checks-mlir19.py). A 2-D transfer stays, as in mlir-opt 19.

// CHECK-LABEL: func.func @b1(%arg0: vector<4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %cst : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg0, %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg0, %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:  return %4 : vector<3x4xf32>
// CHECK-NEXT:  }
func.func @b1(%v: vector<4xf32>) -> vector<3x4xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  return %b : vector<3x4xf32>
}
// CHECK-LABEL: func.func @b2(%arg0: vector<1x4xf32>) -> vector<2x3x4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:  %4 = llvm.insertvalue %3, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %5 = llvm.insertvalue %3, %4[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %6 = llvm.insertvalue %3, %5[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %7 = llvm.insertvalue %6, %1[0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %8 = llvm.insertvalue %6, %7[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT:  return %9 : vector<2x3x4xf32>
// CHECK-NEXT:  }
func.func @b2(%v: vector<1x4xf32>) -> vector<2x3x4xf32> {
  %b = vector.broadcast %v : vector<1x4xf32> to vector<2x3x4xf32>
  return %b : vector<2x3x4xf32>
}
// CHECK-LABEL: func.func @b3(%arg0: vector<3x1xf32>) -> vector<3x4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x1xf32> to !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %cst : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %4 = llvm.extractelement %2[%3 : i64] : vector<1xf32>
// CHECK-NEXT:  %5 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xf32>
// CHECK-NEXT:  %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %9 = llvm.insertvalue %8, %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %10 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:  %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %12 = llvm.extractelement %10[%11 : i64] : vector<1xf32>
// CHECK-NEXT:  %13 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %15 = llvm.insertelement %12, %13[%14 : i32] : vector<4xf32>
// CHECK-NEXT:  %16 = llvm.shufflevector %15, %13 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %17 = llvm.insertvalue %16, %9[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %18 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xf32>>
// CHECK-NEXT:  %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %20 = llvm.extractelement %18[%19 : i64] : vector<1xf32>
// CHECK-NEXT:  %21 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %22 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %23 = llvm.insertelement %20, %21[%22 : i32] : vector<4xf32>
// CHECK-NEXT:  %24 = llvm.shufflevector %23, %21 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %25 = llvm.insertvalue %24, %17[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT:  %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT:  return %26 : vector<3x4xf32>
// CHECK-NEXT:  }
func.func @b3(%v: vector<3x1xf32>) -> vector<3x4xf32> {
  %b = vector.broadcast %v : vector<3x1xf32> to vector<3x4xf32>
  return %b : vector<3x4xf32>
}
// CHECK-LABEL: func.func @b4(%arg0: vector<1xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %1 = llvm.extractelement %arg0[%0 : i64] : vector<1xf32>
// CHECK-NEXT:  %2 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT:  %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  return %5 : vector<4xf32>
// CHECK-NEXT:  }
func.func @b4(%v: vector<1xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<1xf32> to vector<4xf32>
  return %b : vector<4xf32>
}
// CHECK-LABEL: func.func @b5(%arg0: vector<f32>) -> vector<2x4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %cst : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %2 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %3 = llvm.extractelement %0[%2 : i64] : vector<1xf32>
// CHECK-NEXT:  %4 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xf32>
// CHECK-NEXT:  %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %8 = llvm.insertvalue %7, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %9 = llvm.insertvalue %7, %8[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT:  %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT:  return %10 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @b5(%v: vector<f32>) -> vector<2x4xf32> {
  %b = vector.broadcast %v : vector<f32> to vector<2x4xf32>
  return %b : vector<2x4xf32>
}
// CHECK-LABEL: func.func @b6(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @b6(%v: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %b : vector<4xf32>
}
// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:  %cst_2 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT:  %cst_3 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:  %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  %2 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT:  %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %6 = arith.cmpi slt, %cst_3, %5 : vector<4xi32>
// CHECK-NEXT:  %7 = llvm.insertvalue %cst_1, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:  %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:  %cst_4 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT:  %9 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  %10 = llvm.mlir.undef : vector<3xi32>
// CHECK-NEXT:  %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %12 = llvm.insertelement %9, %10[%11 : i32] : vector<3xi32>
// CHECK-NEXT:  %13 = llvm.shufflevector %12, %10 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT:  %14 = arith.cmpi slt, %cst_4, %13 : vector<3xi32>
// CHECK-NEXT:  %15 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:  %16 = arith.select %15, %14, %cst : vector<3xi1>
// CHECK-NEXT:  %17 = llvm.insertvalue %16, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:  %18 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:  %19 = arith.select %18, %14, %cst : vector<3xi1>
// CHECK-NEXT:  %20 = llvm.insertvalue %19, %17[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT:  %21 = builtin.unrealized_conversion_cast %20 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT:  return %6, %cst_2, %8, %21 : vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>
// CHECK-NEXT:  }
func.func @masks(%n: index) -> (vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>) {
  %a = vector.create_mask %n : vector<4xi1>
  %b = vector.constant_mask [2] : vector<4xi1>
  %c = vector.constant_mask [1, 2] : vector<2x3xi1>
  %d = vector.create_mask %n, %n : vector<2x3xi1>
  return %a, %b, %c, %d : vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>
}
// CHECK-LABEL: func.func @r_inb(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT:  %5 = llvm.add %4, %0 : i64
// CHECK-NEXT:  %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:  return %7 : vector<4xf32>
// CHECK-NEXT:  }
func.func @r_inb(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @r_oob(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:  %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:  %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:  %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:  %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:  %9 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT:  %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %13 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %14 = llvm.getelementptr %13[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %15 = llvm.intr.masked.load %14, %8, %12 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:  return %15 : vector<4xf32>
// CHECK-NEXT:  }
func.func @r_oob(%m: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @r_static(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %2 = arith.subi %c8, %arg1 : index
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:  %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:  %4 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %6 = llvm.insertelement %3, %4[%5 : i32] : vector<4xi32>
// CHECK-NEXT:  %7 = llvm.shufflevector %6, %4 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %8 = arith.cmpi slt, %cst, %7 : vector<4xi32>
// CHECK-NEXT:  %9 = arith.andi %8, %arg3 : vector<4xi1>
// CHECK-NEXT:  %10 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %12 = llvm.insertelement %arg2, %10[%11 : i32] : vector<4xf32>
// CHECK-NEXT:  %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %16 = llvm.intr.masked.load %15, %9, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:  return %16 : vector<4xf32>
// CHECK-NEXT:  }
func.func @r_static(%m: memref<8xf32>, %i: index, %p: f32, %mask: vector<4xi1>) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i], %p, %mask : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @w(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  llvm.store %arg2, %3 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:  %4 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:  %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT:  %6 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %8 = llvm.insertelement %5, %6[%7 : i32] : vector<4xi32>
// CHECK-NEXT:  %9 = llvm.shufflevector %8, %6 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %10 = arith.cmpi slt, %cst, %9 : vector<4xi32>
// CHECK-NEXT:  %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %12 = llvm.getelementptr %11[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  llvm.intr.masked.store %arg2, %12, %10 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @w(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>
  return
}
// CHECK-LABEL: func.func @r2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<2x4xf32> {
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:  return %0 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @r2d(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<2x4xf32> {
  %v = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
// CHECK-LABEL: func.func @rbc(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:  %1 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:  %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %3 = llvm.insertelement %0, %1[%2 : i32] : vector<4xf32>
// CHECK-NEXT:  %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:  return %4 : vector<4xf32>
// CHECK-NEXT:  }
func.func @rbc(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @bitcast_nd(%arg0: vector<2x3x4xf32>) -> vector<2x3x2xi64> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<2x3x2xi64>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %cst : vector<2x3x2xi64> to !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %3 = llvm.bitcast %2 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  %4 = llvm.insertvalue %3, %1[0, 0] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %6 = llvm.bitcast %5 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  %7 = llvm.insertvalue %6, %4[0, 1] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %8 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %9 = llvm.bitcast %8 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %7[0, 2] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %11 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %12 = llvm.bitcast %11 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  %13 = llvm.insertvalue %12, %10[1, 0] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %14 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %15 = llvm.bitcast %14 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  %16 = llvm.insertvalue %15, %13[1, 1] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %17 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT:  %18 = llvm.bitcast %17 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  %19 = llvm.insertvalue %18, %16[1, 2] : !llvm.array<2 x array<3 x vector<2xi64>>>
// CHECK-NEXT:  %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x array<3 x vector<2xi64>>> to vector<2x3x2xi64>
// CHECK-NEXT:  return %20 : vector<2x3x2xi64>
// CHECK-NEXT:  }
func.func @bitcast_nd(%v: vector<2x3x4xf32>) -> vector<2x3x2xi64> {
  %b = vector.bitcast %v : vector<2x3x4xf32> to vector<2x3x2xi64>
  return %b : vector<2x3x2xi64>
}
// CHECK-LABEL: func.func @masks_more(%arg0: index, %arg1: index) -> (vector<i1>, vector<4xi1>, vector<4xi1>, vector<2x3x4xi1>, vector<i1>) {
// CHECK-NEXT:  %cst = arith.constant dense<false> : vector<2x3x4xi1>
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %cst : vector<2x3x4xi1> to !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<3x4xi1>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %cst_0 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:  %cst_1 = arith.constant dense<true> : vector<i1>
// CHECK-NEXT:  %cst_2 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:  %cst_3 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:  %cst_4 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:  %2 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  %3 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %5 = llvm.insertelement %2, %3[%4 : i32] : vector<4xi32>
// CHECK-NEXT:  %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %7 = arith.cmpi slt, %cst_4, %6 : vector<4xi32>
// CHECK-NEXT:  %8 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT:  %9 = arith.select %8, %7, %cst_2 : vector<4xi1>
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %1[0] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:  %11 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT:  %12 = arith.select %11, %7, %cst_2 : vector<4xi1>
// CHECK-NEXT:  %13 = llvm.insertvalue %12, %10[1] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:  %14 = arith.cmpi sgt, %arg1, %c2 : index
// CHECK-NEXT:  %15 = arith.select %14, %7, %cst_2 : vector<4xi1>
// CHECK-NEXT:  %16 = llvm.insertvalue %15, %13[2] : !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:  %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<4xi1>> to vector<3x4xi1>
// CHECK-NEXT:  %18 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:  %19 = arith.select %18, %17, %cst_0 : vector<3x4xi1>
// CHECK-NEXT:  %20 = builtin.unrealized_conversion_cast %19 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:  %21 = llvm.insertvalue %20, %0[0] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:  %22 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:  %23 = arith.select %22, %17, %cst_0 : vector<3x4xi1>
// CHECK-NEXT:  %24 = builtin.unrealized_conversion_cast %23 : vector<3x4xi1> to !llvm.array<3 x vector<4xi1>>
// CHECK-NEXT:  %25 = llvm.insertvalue %24, %21[1] : !llvm.array<2 x array<3 x vector<4xi1>>>
// CHECK-NEXT:  %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x array<3 x vector<4xi1>>> to vector<2x3x4xi1>
// CHECK-NEXT:  %cst_5 = arith.constant dense<0> : vector<i32>
// CHECK-NEXT:  %27 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  %28 = llvm.mlir.undef : vector<1xi32>
// CHECK-NEXT:  %29 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %30 = llvm.insertelement %27, %28[%29 : i32] : vector<1xi32>
// CHECK-NEXT:  %31 = builtin.unrealized_conversion_cast %30 : vector<1xi32> to vector<i32>
// CHECK-NEXT:  %32 = arith.cmpi slt, %cst_5, %31 : vector<i32>
// CHECK-NEXT:  return %cst_1, %cst_2, %cst_3, %26, %32 : vector<i1>, vector<4xi1>, vector<4xi1>, vector<2x3x4xi1>, vector<i1>
// CHECK-NEXT:  }
func.func @masks_more(%n: index, %m: index) -> (vector<i1>, vector<4xi1>, vector<4xi1>, vector<2x3x4xi1>, vector<i1>) {
  %a = vector.constant_mask [1] : vector<i1>
  %b = vector.constant_mask [0] : vector<4xi1>
  %c = vector.constant_mask [4] : vector<4xi1>
  %d = vector.create_mask %n, %m, %n : vector<2x3x4xi1>
  %e = vector.create_mask %n : vector<i1>
  return %a, %b, %c, %d, %e : vector<i1>, vector<4xi1>, vector<4xi1>, vector<2x3x4xi1>, vector<i1>
}
// CHECK-LABEL: func.func @transfers_more(%arg0: memref<?x8xf32>, %arg1: memref<f32>, %arg2: index, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<4xi1>) -> (vector<f32>, vector<2x4xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %2 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT:  %3 = llvm.mlir.undef : vector<1xf32>
// CHECK-NEXT:  %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %5 = llvm.insertelement %2, %3[%4 : i32] : vector<1xf32>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : vector<1xf32> to vector<f32>
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %7 = arith.subi %c8, %arg2 : index
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT:  %8 = arith.index_cast %7 : index to i32
// CHECK-NEXT:  %9 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT:  %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %11 = llvm.insertelement %8, %9[%10 : i32] : vector<4xi32>
// CHECK-NEXT:  %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT:  %13 = arith.cmpi slt, %cst, %12 : vector<4xi32>
// CHECK-NEXT:  %14 = arith.andi %13, %arg5 : vector<4xi1>
// CHECK-NEXT:  %15 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %16 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %17 = llvm.mul %0, %16 : i64
// CHECK-NEXT:  %18 = llvm.add %17, %0 : i64
// CHECK-NEXT:  %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  llvm.intr.masked.store %arg4, %19, %14 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:  %20 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %21 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %22 = llvm.mul %0, %21 : i64
// CHECK-NEXT:  %23 = llvm.add %22, %0 : i64
// CHECK-NEXT:  %24 = llvm.getelementptr %20[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  llvm.intr.masked.store %arg4, %24, %arg5 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:  %25 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {in_bounds = [true, true], permutation_map = #map} : memref<?x8xf32>, vector<2x4xf32>
// CHECK-NEXT:  return %6, %25 : vector<f32>, vector<2x4xf32>
// CHECK-NEXT:  }
func.func @transfers_more(%m: memref<?x8xf32>, %z: memref<f32>, %i: index, %p: f32, %v: vector<4xf32>, %mask: vector<4xi1>) -> (vector<f32>, vector<2x4xf32>) {
  %a = vector.transfer_read %z[], %p : memref<f32>, vector<f32>
  vector.transfer_write %v, %m[%i, %i], %mask : vector<4xf32>, memref<?x8xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x8xf32>
  %b = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<?x8xf32>, vector<2x4xf32>
  return %a, %b : vector<f32>, vector<2x4xf32>
}

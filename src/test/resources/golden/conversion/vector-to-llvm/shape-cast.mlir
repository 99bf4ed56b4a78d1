// RUN: mlirj opt %s --convert-vector-to-llvm | FileCheck %s
// vector.shape_cast as mlir-opt 19 lowers it (CHECK lines from its output, scripts/golden-checks-mlir19.py):
// between 2-D and 1-D by rows (shuffles, as its strided-slice lowerings produce; one full row is the row itself),
// otherwise element by element (extract at the source position, insert at the result position, from a zero
// constant), including 0-D casts.

// CHECK-LABEL: func.func @to_1d(%arg0: vector<2x1x2xi32>) -> vector<4xi32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x2xi32> to !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:  %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %3 = llvm.extractelement %1[%2 : i64] : vector<2xi32>
// CHECK-NEXT:  %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %5 = llvm.insertelement %3, %cst[%4 : i64] : vector<4xi32>
// CHECK-NEXT:  %6 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:  %7 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %8 = llvm.extractelement %6[%7 : i64] : vector<2xi32>
// CHECK-NEXT:  %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %10 = llvm.insertelement %8, %5[%9 : i64] : vector<4xi32>
// CHECK-NEXT:  %11 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:  %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %13 = llvm.extractelement %11[%12 : i64] : vector<2xi32>
// CHECK-NEXT:  %14 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %15 = llvm.insertelement %13, %10[%14 : i64] : vector<4xi32>
// CHECK-NEXT:  %16 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<2xi32>>>
// CHECK-NEXT:  %17 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %18 = llvm.extractelement %16[%17 : i64] : vector<2xi32>
// CHECK-NEXT:  %19 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:  %20 = llvm.insertelement %18, %15[%19 : i64] : vector<4xi32>
// CHECK-NEXT:  return %20 : vector<4xi32>
// CHECK-NEXT:  }
func.func @to_1d(%v: vector<2x1x2xi32>) -> vector<4xi32> {
  %0 = vector.shape_cast %v : vector<2x1x2xi32> to vector<4xi32>
  return %0 : vector<4xi32>
}
// CHECK-LABEL: func.func @from_0d(%arg0: vector<f32>) -> vector<1xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<1xf32>
// CHECK-NEXT:  %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %2 = llvm.extractelement %0[%1 : i64] : vector<1xf32>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %4 = llvm.insertelement %2, %cst[%3 : i64] : vector<1xf32>
// CHECK-NEXT:  return %4 : vector<1xf32>
// CHECK-NEXT:  }
func.func @from_0d(%z: vector<f32>) -> vector<1xf32> {
  %0 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  return %0 : vector<1xf32>
}
// CHECK-LABEL: func.func @to_0d(%arg0: vector<1xf32>) -> vector<f32> {
// CHECK-NEXT:  %cst = arith.constant dense<0.000000e+00> : vector<f32>
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %cst : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %2 = llvm.extractelement %arg0[%1 : i64] : vector<1xf32>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %4 = llvm.insertelement %2, %0[%3 : i64] : vector<1xf32>
// CHECK-NEXT:  %5 = builtin.unrealized_conversion_cast %4 : vector<1xf32> to vector<f32>
// CHECK-NEXT:  return %5 : vector<f32>
// CHECK-NEXT:  }
func.func @to_0d(%z: vector<1xf32>) -> vector<f32> {
  %0 = vector.shape_cast %z : vector<1xf32> to vector<f32>
  return %0 : vector<f32>
}
// CHECK-LABEL: func.func @to_3d(%arg0: vector<4xi8>) -> vector<1x2x2xi8> {
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<1x2x2xi8>
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %cst : vector<1x2x2xi8> to !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %2 = llvm.extractelement %arg0[%1 : i64] : vector<4xi8>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[0, 0] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %5 = llvm.insertelement %2, %3[%4 : i64] : vector<2xi8>
// CHECK-NEXT:  %6 = llvm.insertvalue %5, %0[0, 0] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %7 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %8 = llvm.extractelement %arg0[%7 : i64] : vector<4xi8>
// CHECK-NEXT:  %9 = llvm.extractvalue %6[0, 0] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %11 = llvm.insertelement %8, %9[%10 : i64] : vector<2xi8>
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %6[0, 0] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %13 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %14 = llvm.extractelement %arg0[%13 : i64] : vector<4xi8>
// CHECK-NEXT:  %15 = llvm.extractvalue %12[0, 1] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %17 = llvm.insertelement %14, %15[%16 : i64] : vector<2xi8>
// CHECK-NEXT:  %18 = llvm.insertvalue %17, %12[0, 1] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %19 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:  %20 = llvm.extractelement %arg0[%19 : i64] : vector<4xi8>
// CHECK-NEXT:  %21 = llvm.extractvalue %18[0, 1] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:  %23 = llvm.insertelement %20, %21[%22 : i64] : vector<2xi8>
// CHECK-NEXT:  %24 = llvm.insertvalue %23, %18[0, 1] : !llvm.array<1 x array<2 x vector<2xi8>>>
// CHECK-NEXT:  %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<1 x array<2 x vector<2xi8>>> to vector<1x2x2xi8>
// CHECK-NEXT:  return %25 : vector<1x2x2xi8>
// CHECK-NEXT:  }
func.func @to_3d(%v: vector<4xi8>) -> vector<1x2x2xi8> {
  %0 = vector.shape_cast %v : vector<4xi8> to vector<1x2x2xi8>
  return %0 : vector<1x2x2xi8>
}
// CHECK-LABEL: func.func @down(%arg0: vector<1x4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT:  return %1 : vector<4xf32>
// CHECK-NEXT:  }
func.func @down(%v: vector<1x4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @up(%arg0: vector<6xi8>) -> vector<2x3xi8> {
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<2x3xi8>
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %cst : vector<2x3xi8> to !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT:  %1 = llvm.shufflevector %arg0, %arg0 [0, 1, 2] : vector<6xi8>
// CHECK-NEXT:  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT:  %3 = llvm.shufflevector %arg0, %arg0 [3, 4, 5] : vector<6xi8>
// CHECK-NEXT:  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT:  %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<3xi8>> to vector<2x3xi8>
// CHECK-NEXT:  return %5 : vector<2x3xi8>
// CHECK-NEXT:  }
func.func @up(%v: vector<6xi8>) -> vector<2x3xi8> {
  %0 = vector.shape_cast %v : vector<6xi8> to vector<2x3xi8>
  return %0 : vector<2x3xi8>
}
// CHECK-LABEL: func.func @down2(%arg0: vector<3x2xi8>) -> vector<6xi8> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xi8> to !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<6xi8>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:  %2 = llvm.shufflevector %1, %1 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %3 = llvm.shufflevector %2, %cst [0, 1, 8, 9, 10, 11] : vector<6xi8>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:  %5 = llvm.shufflevector %4, %4 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %6 = llvm.shufflevector %5, %3 [6, 7, 0, 1, 10, 11] : vector<6xi8>
// CHECK-NEXT:  %7 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT:  %8 = llvm.shufflevector %7, %7 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT:  %9 = llvm.shufflevector %8, %6 [6, 7, 8, 9, 0, 1] : vector<6xi8>
// CHECK-NEXT:  return %9 : vector<6xi8>
// CHECK-NEXT:  }
func.func @down2(%v: vector<3x2xi8>) -> vector<6xi8> {
  %0 = vector.shape_cast %v : vector<3x2xi8> to vector<6xi8>
  return %0 : vector<6xi8>
}

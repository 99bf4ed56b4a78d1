// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.reshape with a statically shaped shape operand: sizes loaded from it (through memref.load, lowered in
// turn), strides the running products. Expectations are mlir-opt 19 output.

// CHECK-LABEL: func.func @r(%arg0: memref<12xf32>, %arg1: memref<2xindex>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<12xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %9, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mul %9, %15 : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.getelementptr %20[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : i64 to index
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : index to i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %18, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.mul %18, %24 : i64
// CHECK-NEXT: %28 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %28 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r2(%arg0: memref<*xf32>, %arg1: memref<3xi32>) -> memref<2x?x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %10[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %15 = llvm.mul %11, %12 : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> i32
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : i32 to i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %16, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %24 = llvm.mul %16, %21 : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %28 = llvm.mul %24, %25 : i64
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %27 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x?x3xf32>
// CHECK-NEXT: return %29 : memref<2x?x3xf32>
// CHECK-NEXT: }

func.func @r(%m: memref<12xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @r2(%m: memref<*xf32>, %s: memref<3xi32>) -> memref<2x?x3xf32> {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<3xi32>) -> memref<2x?x3xf32>
  return %r : memref<2x?x3xf32>
}

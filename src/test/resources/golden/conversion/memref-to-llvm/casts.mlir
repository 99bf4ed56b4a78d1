// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.cast, memref.reinterpret_cast, memref.extract_strided_metadata and
// memref.extract_aligned_pointer_as_index. Expectations are mlir-opt 19 output (inputs avoid what mlir-opt folds:
// casts of casts, metadata of static shapes).

// CHECK-LABEL: func.func @ranked(%arg0: memref<4x4xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked(%arg0: memref<?x3xi64>, %arg1: memref<*xi64>) -> (memref<*xi64>, memref<2x3xi64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xi64> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x3xi64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %3 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(i64, ptr)> to memref<*xi64>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xi64>
// CHECK-NEXT: return %8, %11 : memref<*xi64>, memref<2x3xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret(%arg0: memref<16xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %0, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %1, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %16 : memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret_unranked(%arg0: memref<*xf32>) -> memref<3x4xf32, strided<[4, 1], offset: 2>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<3x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: return %18 : memref<3x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %12 : i64 to index
// CHECK-NEXT: return %13, %14, %15, %16, %17, %18 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aligned_pointer(%arg0: memref<?xf32>, %arg1: memref<*xf32>) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: return %4, %9 : index, index
// CHECK-NEXT: }

// Static to dynamic: the same descriptor.
func.func @ranked(%m: memref<4x4xf32>) -> memref<?x?xf32> {
  %a = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// Ranked to unranked: the descriptor stored on the stack. Unranked to ranked: loaded back.
func.func @unranked(%m: memref<?x3xi64>, %v: memref<*xi64>) -> (memref<*xi64>, memref<2x3xi64>) {
  %u = memref.cast %m : memref<?x3xi64> to memref<*xi64>
  %r = memref.cast %v : memref<*xi64> to memref<2x3xi64>
  return %u, %r : memref<*xi64>, memref<2x3xi64>
}

// reinterpret_cast: the source's pointers with the given offset, sizes and strides.
func.func @reinterpret(%m: memref<16xf32>, %off: index, %size: index, %stride: index)
    -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%off], sizes: [2, %size], strides: [%stride, 1]
      : memref<16xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<2x?xf32, strided<[?, 1], offset: ?>>
}

func.func @reinterpret_unranked(%u: memref<*xf32>) -> memref<3x4xf32, strided<[4, 1], offset: 2>> {
  %r = memref.reinterpret_cast %u to offset: [2], sizes: [3, 4], strides: [4, 1]
      : memref<*xf32> to memref<3x4xf32, strided<[4, 1], offset: 2>>
  return %r : memref<3x4xf32, strided<[4, 1], offset: 2>>
}

// extract_strided_metadata: a rank-0 base descriptor and the source's fields.
func.func @metadata(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

func.func @aligned_pointer(%m: memref<?xf32>, %u: memref<*xf32>) -> (index, index) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  return %p, %q : index, index
}

// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.dim and memref.rank on ranked and unranked memrefs. Expectations are mlir-opt 19 output.

// CHECK-LABEL: func.func @constant_index(%arg0: memref<?x4xf32>) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %2, %4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_index(%arg0: memref<?x4xf32>, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.alloca %2 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %4 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xi32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xi32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT: return %8, %10 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ranked_rank(%arg0: memref<2x?x3xf32>) -> index {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }

// A constant index: the static size as a constant, a dynamic one from the descriptor.
func.func @constant_index(%m: memref<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x4xf32>
  %d1 = memref.dim %m, %c1 : memref<?x4xf32>
  return %d0, %d1 : index, index
}

// A run-time index: the sizes array spilled to the stack and indexed.
func.func @dynamic_index(%m: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return %d : index
}

// Unranked: a load through the descriptor pointer, index + 1 words after the offset field.
func.func @unranked(%u: memref<*xi32>, %i: index) -> (index, index) {
  %d = memref.dim %u, %i : memref<*xi32>
  %r = memref.rank %u : memref<*xi32>
  return %d, %r : index, index
}

func.func @ranked_rank(%m: memref<2x?x3xf32>) -> index {
  %r = memref.rank %m : memref<2x?x3xf32>
  return %r : index
}

// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// Static indices out of range: mlir-opt 19 reports none of them (memref.load and memref.dim with a constant index
// past the shape, a subview whose static bounds leave the source) and lowers them as any other, with undefined
// behaviour at run time; mlirj does the same. (Bad input MLIR 19 does refuse, cast shape mismatches and the like,
// is in golden/memref/invalid.mlir.)
// Expectations are mlir-opt 19 output.

func.func @load_oob(%m: memref<4xf32>) -> f32 {
  %c9 = arith.constant 9 : index
  %v = memref.load %m[%c9] : memref<4xf32>
  return %v : f32
}

func.func @subview_oob(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 8>> {
  %s = memref.subview %m[2, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
  return %s : memref<4x4xf32, strided<[4, 1], offset: 8>>
}

func.func @dim_oob(%m: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %d = memref.dim %m, %c3 : memref<4xf32>
  return %d : index
}

// CHECK-LABEL: func.func @load_oob(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c9 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> f32
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_oob(%arg0: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 8>> {
// CHECK-NEXT: %subview = memref.subview %arg0[2, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[4, 1], offset: 8>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_oob(%arg0: memref<4xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c3 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.extractvalue %0[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %4 = llvm.alloca %2 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %4 : !llvm.array<1 x i64>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }

// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.load and memref.store: TargetLLVMIR "Address Computation" (row-major linearization with strides).
// Expectations are mlir-opt 19 output.

// CHECK-LABEL: func.func @target_llvmir(%arg0: memref<?x?x4x8xf32, strided<[?, 32, 8, 1], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : memref<?x?x4x8xf32, strided<[?, 32, 8, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %5[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
// CHECK-NEXT: %9 = llvm.mul %3, %8 : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %11 = llvm.mul %2, %10 : i64
// CHECK-NEXT: %12 = llvm.add %9, %11 : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %14 = llvm.mul %1, %13 : i64
// CHECK-NEXT: %15 = llvm.add %12, %14 : i64
// CHECK-NEXT: %16 = llvm.add %15, %0 : i64
// CHECK-NEXT: %17 = llvm.getelementptr %7[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> f32
// CHECK-NEXT: return %18 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0(%arg0: memref<f32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> f32
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.store %arg1, %3 : f32, !llvm.ptr
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identity(%arg0: memref<3x4x5xi32>, %arg1: index, %arg2: index, %arg3: index, %arg4: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<3x4x5xi32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %6 = llvm.mul %2, %5 : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %8 = llvm.mul %1, %7 : i64
// CHECK-NEXT: %9 = llvm.add %6, %8 : i64
// CHECK-NEXT: %10 = llvm.add %9, %0 : i64
// CHECK-NEXT: %11 = llvm.getelementptr %4[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %12 = llvm.load %11 {nontemporal} : !llvm.ptr -> i32
// CHECK-NEXT: %13 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %15 = llvm.mul %0, %14 : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %17 = llvm.mul %1, %16 : i64
// CHECK-NEXT: %18 = llvm.add %15, %17 : i64
// CHECK-NEXT: %19 = llvm.add %18, %2 : i64
// CHECK-NEXT: %20 = llvm.getelementptr %13[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.store %arg4, %20 {nontemporal} : i32, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_offset(%arg0: memref<4xf64, strided<[2], offset: 3>>, %arg1: index, %arg2: f64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4xf64, strided<[2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %6 = llvm.mul %0, %5 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %4[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: llvm.store %arg2, %7 : f64, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic(%arg0: memref<?x?xi8>, %arg1: index, %arg2: index) -> i8 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 : i64
// CHECK-NEXT: %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> i8
// CHECK-NEXT: return %8 : i8
// CHECK-NEXT: }

// TargetLLVMIR's address computation example: dynamic stride 0 read from the descriptor, constant strides 32 and
// 8, the unit stride not multiplied, the dynamic offset applied to the aligned pointer first.
func.func @target_llvmir(%m: memref<?x?x4x8xf32, strided<[?, 32, 8, 1], offset: ?>>, %i: index, %j: index,
                         %k: index, %l: index) -> f32 {
  %x = memref.load %m[%i, %j, %k, %l] : memref<?x?x4x8xf32, strided<[?, 32, 8, 1], offset: ?>>
  return %x : f32
}

// TargetLLVMIR's rank-0 load: the aligned pointer itself.
func.func @rank0(%m: memref<f32>, %v: f32) -> f32 {
  %x = memref.load %m[] : memref<f32>
  memref.store %v, %m[] : memref<f32>
  return %x : f32
}

// Identity layout: static strides folded; a static offset is a constant GEP; nontemporal is kept.
func.func @identity(%m: memref<3x4x5xi32>, %i: index, %j: index, %k: index, %v: i32) {
  %x = memref.load %m[%i, %j, %k] {nontemporal = true} : memref<3x4x5xi32>
  memref.store %v, %m[%k, %j, %i] {nontemporal = true} : memref<3x4x5xi32>
  return
}

func.func @static_offset(%m: memref<4xf64, strided<[2], offset: 3>>, %i: index, %v: f64) {
  memref.store %v, %m[%i] : memref<4xf64, strided<[2], offset: 3>>
  return
}

// Dynamic sizes with an identity layout: the strides are still static for the innermost dimension only.
func.func @dynamic(%m: memref<?x?xi8>, %i: index, %j: index) -> i8 {
  %x = memref.load %m[%i, %j] : memref<?x?xi8>
  return %x : i8
}

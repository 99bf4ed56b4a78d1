// RUN: mlirj opt %s --finalize-memref-to-llvm='index-bitwidth=32' | FileCheck %s

// index-bitwidth=32: i32 offsets, sizes, strides and malloc size. Expectations are mlir-opt 19 output.

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i32) -> !llvm.ptr
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %4 = llvm.mul %2, %1 : i32
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i32
// CHECK-NEXT: %8 = llvm.call @malloc(%7) : (i32) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %14 = llvm.insertvalue %1, %13[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %15 = llvm.insertvalue %2, %14[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %17 = llvm.insertvalue %3, %16[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %18 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %20 = llvm.mul %0, %19 : i32
// CHECK-NEXT: %21 = llvm.add %20, %0 : i32
// CHECK-NEXT: %22 = llvm.getelementptr %18[%21] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> f32
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %25 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %26 = llvm.alloca %24 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %25, %26 : !llvm.array<2 x i32>, !llvm.ptr
// CHECK-NEXT: %27 = llvm.getelementptr %26[0, %0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
// CHECK-NEXT: %28 = llvm.load %27 : !llvm.ptr -> i32
// CHECK-NEXT: %29 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: llvm.call @free(%29) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %23 : f32
// CHECK-NEXT: }

func.func @f(%n: index, %i: index) -> f32 {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %x = memref.load %a[%i, %i] : memref<?x4xf32>
  %d = memref.dim %a, %i : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %x : f32
}

// RUN: mlirj opt %s --pass-pipeline='builtin.module(finalize-memref-to-llvm{use-generic-functions=true})' | FileCheck %s

// use-generic-functions without use-aligned-alloc: _mlir_memref_to_llvm_alloc. Expectations are mlir-opt 19 output.

// CHECK: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @f(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %6 = llvm.add %4, %5 : i64
// CHECK-NEXT: %7 = llvm.call @_mlir_memref_to_llvm_alloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.sub %5, %9 : i64
// CHECK-NEXT: %11 = llvm.add %8, %10 : i64
// CHECK-NEXT: %12 = llvm.urem %11, %5  : i64
// CHECK-NEXT: %13 = llvm.sub %11, %12 : i64
// CHECK-NEXT: %14 = llvm.inttoptr %13 : i64 to !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %7, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %0, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %1, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_free(%22) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @f(%n: index) {
  %a = memref.alloc(%n) {alignment = 8} : memref<?xi32>
  memref.dealloc %a : memref<?xi32>
  return
}

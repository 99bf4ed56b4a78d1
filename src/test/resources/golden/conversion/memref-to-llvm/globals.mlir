// RUN: mlirj opt %s --finalize-memref-to-llvm | FileCheck %s

// memref.global (dense, splat and uninitialized initializers, declarations, constant, alignment, visibility)
// and memref.get_global. Expectations are mlir-opt 19 output.

// CHECK: llvm.mlir.global private constant @table(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00{{\]\]}}> : tensor<2x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<3 x f32>>
// CHECK: llvm.mlir.global external @counters() {addr_space = 0 : i32} : !llvm.array<4 x i64> {
// CHECK: %0 = llvm.mlir.undef : !llvm.array<4 x i64>
// CHECK: llvm.return %0 : !llvm.array<4 x i64>
// CHECK: llvm.mlir.global external @scalar(7 : i32) {addr_space = 0 : i32} : i32
// CHECK: llvm.mlir.global private @splat(dense<5.000000e-01> : tensor<3xf64>) {addr_space = 0 : i32} : !llvm.array<3 x f64>
// CHECK: llvm.mlir.global external @declared() {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK: llvm.mlir.global private @hidden(dense<3> : tensor<1xi16>) {addr_space = 0 : i32} : !llvm.array<1 x i16>
// CHECK-LABEL: func.func @use() -> (memref<2x3xf32>, memref<i32>, memref<4xi64>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// CHECK-NEXT: %25 = llvm.mlir.addressof @scalar : !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %25[0] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: %27 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %28 = llvm.inttoptr %27 : i64 to !llvm.ptr
// CHECK-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr, ptr, i64)> to memref<i32>
// CHECK-NEXT: %35 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %37[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %39 = llvm.ptrtoint %38 : !llvm.ptr to i64
// CHECK-NEXT: %40 = llvm.mlir.addressof @counters : !llvm.ptr
// CHECK-NEXT: %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
// CHECK-NEXT: %42 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
// CHECK-NEXT: %44 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %41, %45[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %49 = llvm.insertvalue %35, %48[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %36, %49[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi64>
// CHECK-NEXT: return %20, %34, %51 : memref<2x3xf32>, memref<i32>, memref<4xi64>
// CHECK-NEXT: }

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 64}
memref.global @counters : memref<4xi64> = uninitialized
memref.global @scalar : memref<i32> = dense<7>
memref.global "private" @splat : memref<3xf64> = dense<0.5>
memref.global @declared : memref<2xi8>
memref.global "nested" @hidden : memref<1xi16> = dense<3>

// get_global: the global's first element as aligned pointer, 0xdeadbeef as allocated pointer.
func.func @use() -> (memref<2x3xf32>, memref<i32>, memref<4xi64>) {
  %t = memref.get_global @table : memref<2x3xf32>
  %s = memref.get_global @scalar : memref<i32>
  %c = memref.get_global @counters : memref<4xi64>
  return %t, %s, %c : memref<2x3xf32>, memref<i32>, memref<4xi64>
}

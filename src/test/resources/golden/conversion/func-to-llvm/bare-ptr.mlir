// RUN: mlirj opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s

// The bare-pointer calling convention: a statically shaped memref with static strides and offset is passed as
// one pointer; the body rebuilds its descriptor from the static shape; calls pass the aligned pointer, returns the
// allocated one; C interfaces are not emitted. Expectations are mlir-opt 19's output.

// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr, %arg1: i32) -> !llvm.ptr {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %7 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT:  %14 = builtin.unrealized_conversion_cast %13 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  llvm.return %15 : !llvm.ptr
// CHECK-NEXT:  }
func.func @callee(%m: memref<2x3xf32>, %a: i32) -> memref<2x3xf32> {
  return %m : memref<2x3xf32>
}

// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr) -> !llvm.ptr attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %7 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT:  %14 = builtin.unrealized_conversion_cast %13 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %15 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %17 = llvm.call @callee(%16, %15) : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT:  %18 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %24 = llvm.insertvalue %23, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %25 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %26 = llvm.insertvalue %25, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %27 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %28 = llvm.insertvalue %27, %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %30 = llvm.insertvalue %29, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  llvm.return %31 : !llvm.ptr
// CHECK-NEXT:  }
func.func @caller(%m: memref<2x3xf32>) -> memref<2x3xf32> attributes {llvm.emit_c_interface} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = call @callee(%m, %c) : (memref<2x3xf32>, i32) -> memref<2x3xf32>
  return %r : memref<2x3xf32>
}

// A static strided layout with a static offset is allowed too.
// CHECK-LABEL: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @strided(%m: memref<4xf32, strided<[2], offset: 3>>, %z: memref<i64>) {
  return
}

// CHECK-LABEL: llvm.func @declared(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
func.func private @declared(memref<8xi8>) -> memref<8xi8>

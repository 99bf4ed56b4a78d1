// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s

// llvm.bareptr on a function selects the bare-pointer convention for it and for calls to it.
// Expectations are mlir-opt 19's output.

// CHECK-LABEL: llvm.func @bare(!llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr, sym_visibility = "private"}
func.func private @bare(memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr}

// CHECK-LABEL: llvm.func @user(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:  %7 = builtin.unrealized_conversion_cast %6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %9 = llvm.call @bare(%8) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:  %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %15 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:  %16 = llvm.insertvalue %15, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %18 = llvm.insertvalue %17, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  llvm.return %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  }
func.func @user(%m: memref<4xf32>) -> memref<4xf32> {
  %r = call @bare(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK-LABEL: llvm.func @bare_body(%arg0: !llvm.ptr) attributes {llvm.bareptr} {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @bare_body(%m: memref<4xf32>) attributes {llvm.bareptr} {
  return
}

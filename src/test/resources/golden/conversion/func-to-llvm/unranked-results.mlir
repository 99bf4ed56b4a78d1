// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s

// Unranked memref results: a returned descriptor's ranked descriptor is copied to the heap (malloc: the callee's
// stack goes away), and at the call site copied to the caller's stack and the heap copy freed; the size is computed
// from the rank. malloc and free are declared at the start of the module. Expectations are mlir-opt 19's output.

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @source() -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> attributes {sym_visibility = "private"}
func.func private @source() -> (memref<*xf32>, memref<*xi8, 1>)

// CHECK-LABEL: llvm.func @pass_on(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32) -> !llvm.struct<(i32, struct<(i64, ptr)>)> {
// CHECK-NEXT:  %0 = llvm.call @source() : () -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:  %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %7 = llvm.mul %4, %6 : i64
// CHECK-NEXT:  %8 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %9 = llvm.mul %4, %8 : i64
// CHECK-NEXT:  %10 = llvm.add %9, %3 : i64
// CHECK-NEXT:  %11 = llvm.mul %10, %5 : i64
// CHECK-NEXT:  %12 = llvm.add %7, %11 : i64
// CHECK-NEXT:  %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %14 = llvm.mul %4, %13 : i64
// CHECK-NEXT:  %15 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %16 = llvm.mul %4, %15 : i64
// CHECK-NEXT:  %17 = llvm.add %16, %3 : i64
// CHECK-NEXT:  %18 = llvm.mul %17, %5 : i64
// CHECK-NEXT:  %19 = llvm.add %14, %18 : i64
// CHECK-NEXT:  %20 = llvm.alloca %12 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:  %21 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  "llvm.intr.memcpy"(%20, %21, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:  llvm.call @free(%21) : (!llvm.ptr) -> ()
// CHECK-NEXT:  %22 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %23 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %24 = llvm.insertvalue %23, %22[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %25 = llvm.insertvalue %20, %24[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %26 = llvm.alloca %19 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:  %27 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  "llvm.intr.memcpy"(%26, %27, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:  llvm.call @free(%27) : (!llvm.ptr) -> ()
// CHECK-NEXT:  %28 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %29 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %30 = llvm.insertvalue %29, %28[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %33 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %34 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %35 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %36 = llvm.mul %33, %35 : i64
// CHECK-NEXT:  %37 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %38 = llvm.mul %33, %37 : i64
// CHECK-NEXT:  %39 = llvm.add %38, %32 : i64
// CHECK-NEXT:  %40 = llvm.mul %39, %34 : i64
// CHECK-NEXT:  %41 = llvm.add %36, %40 : i64
// CHECK-NEXT:  %42 = llvm.call @malloc(%41) : (i64) -> !llvm.ptr
// CHECK-NEXT:  %43 = llvm.extractvalue %25[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:  %44 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %45 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %46 = llvm.insertvalue %45, %44[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %47 = llvm.insertvalue %42, %46[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %48 = llvm.mlir.undef : !llvm.struct<(i32, struct<(i64, ptr)>)>
// CHECK-NEXT:  %49 = llvm.insertvalue %arg2, %48[0] : !llvm.struct<(i32, struct<(i64, ptr)>)>
// CHECK-NEXT:  %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(i32, struct<(i64, ptr)>)>
// CHECK-NEXT:  llvm.return %50 : !llvm.struct<(i32, struct<(i64, ptr)>)>
// CHECK-NEXT:  }
func.func @pass_on(%a: memref<*xf32>, %i: i32) -> (i32, memref<*xf32>) {
  %r:2 = call @source() : () -> (memref<*xf32>, memref<*xi8, 1>)
  return %i, %r#0 : i32, memref<*xf32>
}

// CHECK-LABEL: llvm.func @identity(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:  %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT:  %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT:  %12 = llvm.add %11, %5 : i64
// CHECK-NEXT:  %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT:  %14 = llvm.add %9, %13 : i64
// CHECK-NEXT:  %15 = llvm.call @malloc(%14) : (i64) -> !llvm.ptr
// CHECK-NEXT:  %16 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  "llvm.intr.memcpy"(%15, %16, %14) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:  %17 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %18 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %19 = llvm.insertvalue %18, %17[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %20 = llvm.insertvalue %15, %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  llvm.return %20 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  }
func.func @identity(%a: memref<*xf32>) -> memref<*xf32> {
  return %a : memref<*xf32>
}

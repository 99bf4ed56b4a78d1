// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s

// func.call, func.call_indirect, func.constant and func.return. Expectations are mlir-opt 19's output.

// CHECK-LABEL: llvm.func @ext(i32) -> i32 attributes {sym_visibility = "private"}
func.func private @ext(i32) -> i32
// CHECK-LABEL: llvm.func @none() attributes {sym_visibility = "private"}
func.func private @none()

// A call with one result and one without.
// CHECK-LABEL: llvm.func @direct(%arg0: i32) -> i32 {
// CHECK-NEXT:  llvm.call @none() : () -> ()
// CHECK-NEXT:  %0 = llvm.call @ext(%arg0) : (i32) -> i32
// CHECK-NEXT:  llvm.return %0 : i32
// CHECK-NEXT:  }
func.func @direct(%a: i32) -> i32 {
  call @none() : () -> ()
  %r = call @ext(%a) : (i32) -> i32
  return %r : i32
}

// Several results: the call returns the packed struct, unpacked with extractvalue.
// CHECK-LABEL: llvm.func @pair(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  }
func.func @pair(%a: i32, %b: index) -> (i32, index) {
  return %a, %b : i32, index
}
// CHECK-LABEL: llvm.func @multi(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT:  %0 = llvm.call @pair(%arg0, %arg1) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  llvm.return %2 : i64
// CHECK-NEXT:  }
func.func @multi(%a: i32, %b: index) -> index {
  %r:2 = call @pair(%a, %b) : (i32, index) -> (i32, index)
  return %r#1 : index
}

// Discardable attributes of the call are kept.
// CHECK-LABEL: llvm.func @tagged(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = llvm.call @ext(%arg0) {my.tag} : (i32) -> i32
// CHECK-NEXT:  llvm.return %0 : i32
// CHECK-NEXT:  }
func.func @tagged(%a: i32) -> i32 {
  %r = call @ext(%a) {my.tag} : (i32) -> i32
  return %r : i32
}

// func.constant is llvm.mlir.addressof; call_indirect calls through the pointer.
// CHECK-LABEL: llvm.func @indirect(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT:  %0 = llvm.mlir.addressof @pair : !llvm.ptr
// CHECK-NEXT:  %1 = llvm.call %0(%arg0, %arg1) : !llvm.ptr, (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %4 = llvm.mlir.addressof @ext : !llvm.ptr
// CHECK-NEXT:  %5 = llvm.call %4(%2) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:  llvm.return %5 : i32
// CHECK-NEXT:  }
func.func @indirect(%a: i32, %b: index) -> i32 {
  %f = constant @pair : (i32, index) -> (i32, index)
  %r:2 = call_indirect %f(%a, %b) : (i32, index) -> (i32, index)
  %g = constant @ext : (i32) -> i32
  %s = call_indirect %g(%r#0) : (i32) -> i32
  return %s : i32
}

// Memref operands are unpacked into their scalars at the call; a memref result is a descriptor.
// CHECK-LABEL: llvm.func @take(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {sym_visibility = "private"}
func.func private @take(memref<?x?xf32>, memref<*xi8>) -> memref<?x?xf32>
// CHECK-LABEL: llvm.func @pass(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xi8>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : memref<*xi8> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %8 = llvm.insertvalue %arg2, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %9 = llvm.insertvalue %arg3, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %10 = llvm.insertvalue %arg5, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %11 = llvm.insertvalue %arg4, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %12 = llvm.insertvalue %arg6, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT:  %14 = builtin.unrealized_conversion_cast %13 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %17 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %18 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %19 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %20 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %21 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %22 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %23 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %24 = llvm.call @take(%15, %16, %17, %18, %19, %20, %21, %22, %23) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  llvm.return %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  }
func.func @pass(%m: memref<?x?xf32>, %u: memref<*xi8>) -> memref<?x?xf32> {
  %r = call @take(%m, %u) : (memref<?x?xf32>, memref<*xi8>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// Recursion.
// CHECK-LABEL: llvm.func @rec(%arg0: i64) -> i64 {
// CHECK-NEXT:  %0 = llvm.call @rec(%arg0) : (i64) -> i64
// CHECK-NEXT:  llvm.return %0 : i64
// CHECK-NEXT:  }
func.func @rec(%a: i64) -> i64 {
  %r = call @rec(%a) : (i64) -> i64
  return %r : i64
}

// An operand made by a cast from the converted type is used directly (the cast back folds, as in MLIR 19); the
// input's cast stays for reconcile-unrealized-casts.
// CHECK-LABEL: llvm.func @through_cast(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:  %2 = llvm.call @pair(%arg0, %0) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:  llvm.return %3 : i32
// CHECK-NEXT:  }
func.func @through_cast(%a: i32) -> i32 {
  %c = llvm.mlir.constant(1 : index) : i64
  %i = builtin.unrealized_conversion_cast %c : i64 to index
  %r:2 = call @pair(%a, %i) : (i32, index) -> (i32, index)
  return %r#0 : i32
}

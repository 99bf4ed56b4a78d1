// RUN: mlirj opt %s --convert-func-to-llvm='index-bitwidth=32' | FileCheck %s

// index-bitwidth=32: index, and the offset, sizes and strides of descriptors, are i32 (also in the C interface).
// Expectations are mlir-opt 19's output.

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) -> !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x2xf32>
// CHECK-NEXT:  %9 = builtin.unrealized_conversion_cast %8 : memref<?x2xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %10 = llvm.mlir.undef : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  %11 = llvm.insertvalue %arg0, %10[0] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  llvm.return %12 : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  }
func.func @f(%a: index, %m: memref<?x2xf32>) -> (index, memref<?x2xf32>) {
  return %a, %m : index, memref<?x2xf32>
}

// CHECK-LABEL: llvm.func @g(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) -> i32 {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<?x2xf32>
// CHECK-NEXT:  %9 = builtin.unrealized_conversion_cast %8 : memref<?x2xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %10 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %11 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %12 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %13 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %14 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %15 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %16 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT:  %17 = llvm.call @f(%arg0, %10, %11, %12, %13, %14, %15, %16) : (i32, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  %18 = llvm.extractvalue %17[0] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  %19 = llvm.extractvalue %17[1] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT:  llvm.return %18 : i32
// CHECK-NEXT:  }
func.func @g(%a: index, %m: memref<?x2xf32>) -> index {
  %r:2 = call @f(%a, %m) : (index, memref<?x2xf32>) -> (index, memref<?x2xf32>)
  return %r#0 : index
}

// CHECK-LABEL: llvm.func @c(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i32, %arg5: i32, %arg6: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_c(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(i32, ptr)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:  %3 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:  %4 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:  %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:  %6 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:  %7 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:  %8 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:  llvm.call @c(%1, %2, %4, %5, %6, %7, %8) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> ()
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @c(%u: memref<*xf32>, %m: memref<3xi8>) attributes {llvm.emit_c_interface} {
  return
}

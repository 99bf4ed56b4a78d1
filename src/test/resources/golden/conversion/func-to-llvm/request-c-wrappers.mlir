// RUN: mlirj opt %s --llvm-request-c-wrappers --convert-func-to-llvm | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(func.func(llvm-request-c-wrappers),convert-func-to-llvm)' | FileCheck %s

// C interfaces for all functions: llvm-request-c-wrappers sets llvm.emit_c_interface on every func.func (MLIR 19's
// convert-func-to-llvm has no option for it). Expectations are mlir-opt 19's output.

// CHECK-LABEL: llvm.func @defined(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  llvm.return %arg5 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_defined(%arg0: !llvm.ptr, %arg1: i64) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = llvm.call @defined(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> i64
// CHECK-NEXT:  llvm.return %6 : i64
// CHECK-NEXT:  }
func.func @defined(%m: memref<2xf32>, %i: i64) -> i64 {
  return %i : i64
}

// CHECK-LABEL: llvm.func private @declared(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:  llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:  llvm.call @_mlir_ciface_declared(%1, %9) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:  %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_declared(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
func.func private @declared(memref<?xf32>) -> memref<?xf32>

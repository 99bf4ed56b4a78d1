// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s

// llvm.emit_c_interface: the _mlir_ciface_ wrappers (TargetLLVMIR "C-compatible wrapper emission").
// Expectations are mlir-opt 19's output.

// TargetLLVMIR's @qux: a defined function; the wrapper loads the descriptor from its pointer argument, unpacks it
// and calls @qux.
// CHECK-LABEL: llvm.func @qux(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_qux(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  llvm.call @qux(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @qux(%arg0: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  return
}

// TargetLLVMIR's @foo: an external function; it gets a private body that packs the descriptor, stores it on the
// stack and calls the declared interface; the memref result comes back through a pointer passed first.
// CHECK-LABEL: llvm.func private @foo(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %7 = llvm.insertvalue %arg5, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %8 = llvm.insertvalue %arg4, %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %9 = llvm.insertvalue %arg6, %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:  llvm.store %9, %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:  llvm.call @_mlir_ciface_foo(%1, %11) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:  %12 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  llvm.return %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_foo(!llvm.ptr, !llvm.ptr {llvm.noalias}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
func.func private @foo(%arg0: memref<?x?xf32> {llvm.noalias}) -> memref<?x?xf32> attributes {llvm.emit_c_interface}

// A defined function with several results: the wrapper stores the struct through its first argument, and the
// argument attributes shift by one.
// CHECK-LABEL: llvm.func @results(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.noundef}) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT:  %7 = builtin.unrealized_conversion_cast %6 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %8 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:  %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:  %10 = llvm.insertvalue %arg5, %9[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:  llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_results(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32 {llvm.noundef}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = llvm.call @results(%1, %2, %3, %4, %5, %arg2) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:  llvm.store %6, %arg0 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>, !llvm.ptr
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @results(%m: memref<2xf32>, %i: i32 {llvm.noundef}) -> (memref<2xf32>, i32) attributes {llvm.emit_c_interface} {
  return %m, %i : memref<2xf32>, i32
}

// A scalar result is returned directly; unranked and rank-0 memrefs are passed by pointer too.
// CHECK-LABEL: llvm.func @scalar(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  llvm.return %arg5 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_scalar(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) -> i64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:  %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %3 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %4 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %6 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %7 = llvm.call @scalar(%1, %2, %4, %5, %6, %arg2) : (i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64) -> i64
// CHECK-NEXT:  llvm.return %7 : i64
// CHECK-NEXT:  }
func.func @scalar(%u: memref<*xf32>, %z: memref<f64>, %x: i64) -> i64 attributes {llvm.emit_c_interface} {
  return %x : i64
}

// An external function without memrefs or results.
// CHECK-LABEL: llvm.func private @plain(%arg0: i32, %arg1: f32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  llvm.call @_mlir_ciface_plain(%arg0, %arg1) : (i32, f32) -> ()
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_plain(i32, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
func.func private @plain(i32, f32) attributes {llvm.emit_c_interface}

// An external function with a scalar result and a public wrapper visibility.
// CHECK-LABEL: llvm.func private @ext_scalar(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:  llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:  %8 = llvm.call @_mlir_ciface_ext_scalar(%7) : (!llvm.ptr) -> i32
// CHECK-NEXT:  llvm.return %8 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: llvm.func @_mlir_ciface_ext_scalar(!llvm.ptr) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
func.func private @ext_scalar(memref<4xi8>) -> i32 attributes {llvm.emit_c_interface}

// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s

// What func.func's attributes become (FuncToLLVM's filterFuncAttributes, propagation of argument and result
// attributes, linkage, visibility). Expectations are mlir-opt 19's output.

// Argument attributes stay on arguments that convert 1:1; the scalars of an unbundled memref get none.
// CHECK-LABEL: llvm.func @args(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: f32 {llvm.inreg}) -> (i32 {llvm.zeroext}) {
// CHECK-NEXT:  llvm.return %arg0 : i32
// CHECK-NEXT:  }
func.func @args(%a: i32 {llvm.noundef}, %m: memref<?xf32> {llvm.noalias}, %b: f32 {llvm.inreg}) -> (i32 {llvm.zeroext}) {
  return %a : i32
}

// Result attributes are kept for a single result only.
// CHECK-LABEL: llvm.func @two(%arg0: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT:  llvm.return %2 : !llvm.struct<(i32, i32)>
// CHECK-NEXT:  }
func.func @two(%a: i32) -> (i32 {llvm.signext}, i32) {
  return %a, %a : i32, i32
}

// Discardable attributes are carried over.
// CHECK-LABEL: llvm.func @discardable() attributes {my.tag = 3 : i64, passthrough = ["noinline"]} {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @discardable() attributes {passthrough = ["noinline"], my.tag = 3 : i64} {
  return
}

// llvm.linkage sets the linkage; llvm.readnone becomes memory effects; func.varargs makes it variadic.
// CHECK-LABEL: llvm.func internal @internal() {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @internal() attributes {llvm.linkage = #llvm.linkage<internal>} {
  return
}
// CHECK-LABEL: llvm.func extern_weak @weak(i32) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
func.func private @weak(i32) -> i64 attributes {llvm.linkage = #llvm.linkage<extern_weak>, llvm.readnone}
// CHECK-LABEL: llvm.func @printf(!llvm.ptr, ...) -> i32 attributes {sym_visibility = "private"}
func.func private @printf(!llvm.ptr) -> i32 attributes {func.varargs = true}
// CHECK-LABEL: llvm.func @notvariadic(i32) attributes {sym_visibility = "private"}
func.func private @notvariadic(i32) attributes {func.varargs = false}

// Visibility becomes sym_visibility.
// CHECK-LABEL: llvm.func @nested_vis(%arg0: f32) -> f32 attributes {sym_visibility = "nested"} {
// CHECK-NEXT:  llvm.return %arg0 : f32
// CHECK-NEXT:  }
func.func nested @nested_vis(%a: f32) -> f32 {
  return %a : f32
}

// mlirj-only: index width from the llvm.data_layout attribute; MLIR 19 reads DLTI.
// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s
// RUN: mlirj opt %s --pass-pipeline='builtin.module(convert-func-to-llvm)' | FileCheck %s
// RUN: mlirj opt %s --convert-func-to-llvm='index-bitwidth=16' | FileCheck %s --check-prefix=OPTION

// Without index-bitwidth, index gets the pointer width of the module's LLVM data layout (issue 5). MLIR 19 reads
// the width from the DLTI data layout specification instead and gives i64 here, so scripts/golden-mlir19.sh does
// not apply to this file; the option takes precedence in both.

module attributes {llvm.data_layout = "e-p:32:32-i64:64"} {
  // CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
  // CHECK-NEXT:    llvm.return %arg0 : i32
  // OPTION-LABEL: llvm.func @f(%arg0: i16, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i16, %arg4: i16, %arg5: i16) -> i16 {
  // OPTION-NEXT:    llvm.return %arg0 : i16
  func.func @f(%a: index, %m: memref<?xf32>) -> index {
    return %a : index
  }
}

// mlirj-only: mlir-translate 19 does not load the arith dialect at all.
// RUN: not mlirj translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// An operation with no translation is an error at its location, as mlir-translate reports it.
llvm.func @f(%a: i32) -> i32 {
  // CHECK: errors.mlir:7:8: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: arith.addi
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}

// RUN: not mlirj translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// mlirj-only: an alignment that is a power of two beyond what LLVM 17's C API sets (LLVMSetAlignment takes an
// unsigned) is refused at the operation (issue 20).

llvm.func @f(%n: i64) {
  // CHECK: unrepresentable-alignment-large.mlir:7:8: error: 'llvm.alloca' op alignment 8589934592 exceeds the largest LLVM 17's C API sets, 2147483648
  %0 = llvm.alloca %n x i32 {alignment = 8589934592 : i64} : (i64) -> !llvm.ptr
  llvm.return
}

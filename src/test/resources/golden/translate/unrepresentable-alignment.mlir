// RUN: not mlirj translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// mlirj-only: MLIR 19 verifies the alignment of a global only, and its translation hands LLVM any other; mlirj's
// refuses an alignment that is not a power of two, or larger than LLVM 17's C API sets, at the operation (issue 20).

llvm.func @f(%p: !llvm.ptr) {
  // CHECK: unrepresentable-alignment.mlir:7:8: error: 'llvm.load' op alignment 3 is not a power of two
  %0 = llvm.load %p {alignment = 3 : i64} : !llvm.ptr -> i32
  llvm.return
}

// mlirj-only: LLVM 17's C API has no uinc_wrap/udec_wrap.
// RUN: not mlirj translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// mlirj differs from mlir-translate 19 here: LLVM 17's C API has no uinc_wrap/udec_wrap atomicrmw (its
// LLVMAtomicRMWBinOp ends at fmin), so the translation refuses them at the operation; mlir-translate 19 emits
// `atomicrmw uinc_wrap ptr %0, i32 %1 monotonic, align 4`.
llvm.func @f(%p: !llvm.ptr, %i: i32) -> i32 {
  // CHECK: atomics-unbuildable.mlir:9:8: error: 'llvm.atomicrmw' op atomicrmw uinc_wrap cannot be built with LLVM 17's C API
  %0 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  llvm.return %0 : i32
}

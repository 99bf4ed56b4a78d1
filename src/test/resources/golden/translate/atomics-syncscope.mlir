// mlirj-only: LLVM 17's C API cannot set other syncscopes.
// RUN: not mlirj translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// mlirj differs from mlir-translate 19 here: LLVM 17's C API sets only the "singlethread" syncscope (or none), so
// another scope is refused at the operation; mlir-translate 19 emits `cmpxchg ... syncscope("agent") ...`.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // CHECK: atomics-syncscope.mlir:8:8: error: 'llvm.cmpxchg' op syncscope("agent") cannot be set with LLVM 17's C API (only "singlethread")
  %0 = llvm.cmpxchg %p, %i, %i syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
  llvm.return
}

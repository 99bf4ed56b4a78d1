package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's {@code LLVMAtomicOrdering} of an atomic load or store; set with {@link LlvmValue#setOrdering}. */
public enum LlvmAtomicOrdering {
    NOT_ATOMIC(Core_h.LLVMAtomicOrderingNotAtomic()), UNORDERED(Core_h.LLVMAtomicOrderingUnordered()),
    MONOTONIC(Core_h.LLVMAtomicOrderingMonotonic()), ACQUIRE(Core_h.LLVMAtomicOrderingAcquire()),
    RELEASE(Core_h.LLVMAtomicOrderingRelease()), ACQUIRE_RELEASE(Core_h.LLVMAtomicOrderingAcquireRelease()),
    SEQUENTIALLY_CONSISTENT(Core_h.LLVMAtomicOrderingSequentiallyConsistent());

    final int value;

    LlvmAtomicOrdering(int value) {
        this.value = value;
    }
}

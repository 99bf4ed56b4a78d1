package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's {@code LLVMLinkage}: how a function or global is linked; set with {@link LlvmValue#setLinkage}. */
public enum LlvmLinkage {
    EXTERNAL(Core_h.LLVMExternalLinkage()), AVAILABLE_EXTERNALLY(Core_h.LLVMAvailableExternallyLinkage()),
    LINKONCE_ANY(Core_h.LLVMLinkOnceAnyLinkage()), LINKONCE_ODR(Core_h.LLVMLinkOnceODRLinkage()),
    WEAK_ANY(Core_h.LLVMWeakAnyLinkage()), WEAK_ODR(Core_h.LLVMWeakODRLinkage()),
    APPENDING(Core_h.LLVMAppendingLinkage()), INTERNAL(Core_h.LLVMInternalLinkage()),
    PRIVATE(Core_h.LLVMPrivateLinkage()), EXTERNAL_WEAK(Core_h.LLVMExternalWeakLinkage()),
    COMMON(Core_h.LLVMCommonLinkage());

    final int value;

    LlvmLinkage(int value) {
        this.value = value;
    }
}

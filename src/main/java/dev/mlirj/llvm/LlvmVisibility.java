package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's {@code LLVMVisibility} of a function or global; set with {@link LlvmValue#setVisibility}. */
public enum LlvmVisibility {
    DEFAULT(Core_h.LLVMDefaultVisibility()), HIDDEN(Core_h.LLVMHiddenVisibility()),
    PROTECTED(Core_h.LLVMProtectedVisibility());

    final int value;

    LlvmVisibility(int value) {
        this.value = value;
    }
}

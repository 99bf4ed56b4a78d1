package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/**
 * LLVM's {@code LLVMUnnamedAddr}: whether a function's or global's address is significant
 * ({@code local_unnamed_addr}, {@code unnamed_addr}); set with {@link LlvmValue#setUnnamedAddr}.
 */
public enum LlvmUnnamedAddr {
    NONE(Core_h.LLVMNoUnnamedAddr()), LOCAL(Core_h.LLVMLocalUnnamedAddr()), GLOBAL(Core_h.LLVMGlobalUnnamedAddr());

    final int value;

    LlvmUnnamedAddr(int value) {
        this.value = value;
    }
}

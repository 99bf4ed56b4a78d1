package dev.mlirj.llvm;

import java.lang.foreign.MemorySegment;

/**
 * An {@code LLVMAttributeRef}: a function, parameter, return or call-site attribute such as {@code noalias},
 * {@code align 16} or {@code "frame-pointer"="all"}, borrowed from the {@link LlvmContext} that uniques it.
 * Made by {@link LlvmContext#enumAttribute}, {@link LlvmContext#stringAttribute} and
 * {@link LlvmContext#typeAttribute}; attached with {@link LlvmValue#addAttribute} or
 * {@link LlvmValue#addCallSiteAttribute}.
 */
public final class LlvmAttribute extends BorrowedHandle {

    LlvmAttribute(MemorySegment raw, LlvmContext context) {
        super("LLVM attribute", raw, context);
    }
}

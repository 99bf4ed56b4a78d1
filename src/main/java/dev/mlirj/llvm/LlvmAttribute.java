package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import java.lang.foreign.Arena;
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

    /** Whether this is the enum attribute named {@code name} (e.g. {@code signext}); false for string attributes. */
    public boolean isEnum(String name) {
        if (Core_h.LLVMIsEnumAttribute(raw()) == 0) {
            return false;
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment chars = arena.allocateFrom(name);
            int kind = Core_h.LLVMGetEnumAttributeKindForName(chars, chars.byteSize() - 1);
            return kind != 0 && Core_h.LLVMGetEnumAttributeKind(raw()) == kind;
        }
    }
}

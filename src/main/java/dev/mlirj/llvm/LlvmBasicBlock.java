package dev.mlirj.llvm;

import java.lang.foreign.MemorySegment;

/** An LLVM basic block, borrowed from the module its function lives in. Made by {@link LlvmValue#appendBasicBlock}. */
public final class LlvmBasicBlock {
    private final MemorySegment raw;
    private final LlvmScope scope;

    LlvmBasicBlock(MemorySegment raw, LlvmScope scope) {
        if (raw.equals(MemorySegment.NULL)) {
            throw new LlvmException("creating an LLVM basic block", "LLVM returned NULL");
        }
        this.raw = raw;
        this.scope = scope;
    }

    /** The native {@code LLVMBasicBlockRef}, after checking its module is alive. */
    MemorySegment raw() {
        scope.ensureAlive();
        return raw;
    }

    LlvmScope scope() {
        return scope;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LlvmBasicBlock b && b.raw.equals(raw);
    }

    @Override
    public int hashCode() {
        return raw.hashCode();
    }
}

package dev.mlirj.llvm;

import java.lang.foreign.MemorySegment;

/** An LLVM basic block, borrowed from the module its function lives in. Made by {@link LlvmValue#appendBasicBlock}. */
public final class LlvmBasicBlock extends BorrowedHandle {

    LlvmBasicBlock(MemorySegment raw, LlvmScope scope) {
        super("LLVM basic block", raw, scope);
    }
}

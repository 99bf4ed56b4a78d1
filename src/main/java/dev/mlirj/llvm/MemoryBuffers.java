package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** Copying out and freeing {@code LLVMMemoryBufferRef}s that LLVM handed to mlirj. */
final class MemoryBuffers {
    private MemoryBuffers() {
    }

    /** Copies the buffer's bytes and disposes the buffer. */
    @SuppressWarnings("restricted")
    static byte[] take(MemorySegment buffer) {
        if (buffer.equals(MemorySegment.NULL)) {
            throw new LlvmException("reading an LLVM memory buffer", "LLVM returned NULL");
        }
        try {
            long size = Core_h.LLVMGetBufferSize(buffer);
            return Core_h.LLVMGetBufferStart(buffer).reinterpret(size).toArray(ValueLayout.JAVA_BYTE);
        } finally {
            Core_h.LLVMDisposeMemoryBuffer(buffer);
        }
    }
}

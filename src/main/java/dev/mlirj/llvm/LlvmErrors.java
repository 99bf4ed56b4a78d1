package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import dev.mlirj.llvm.c.Error_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * LLVM's two error channels turned into {@link LlvmException}s, with LLVM's memory given back: an
 * {@code LLVMErrorRef} is consumed by {@code LLVMGetErrorMessage} and its text freed with
 * {@code LLVMDisposeErrorMessage}; a {@code char **OutMessage} string is copied and freed with
 * {@code LLVMDisposeMessage}.
 */
final class LlvmErrors {
    private LlvmErrors() {
    }

    /** Consumes {@code error}; throws {@link LlvmException} for {@code operation} unless it is the success value. */
    static void check(MemorySegment error, String operation) {
        if (!error.equals(MemorySegment.NULL)) {
            throw new LlvmException(operation, consume(error));
        }
    }

    /** Consumes a non-null {@code LLVMErrorRef} and returns its message. */
    static String consume(MemorySegment error) {
        MemorySegment text = Error_h.LLVMGetErrorMessage(error);
        try {
            return CStrings.read(text);
        } finally {
            Error_h.LLVMDisposeErrorMessage(text);
        }
    }

    /** Copies an LLVM-allocated message and frees it; {@code null} stays {@code null}. */
    static String takeMessage(MemorySegment message) {
        if (message.equals(MemorySegment.NULL)) {
            return null;
        }
        try {
            return CStrings.read(message);
        } finally {
            Core_h.LLVMDisposeMessage(message);
        }
    }

    /** A {@code char *} slot for an {@code OutMessage} parameter, initialised to NULL. */
    static MemorySegment messageSlot(Arena arena) {
        MemorySegment slot = arena.allocate(ValueLayout.ADDRESS);
        slot.set(ValueLayout.ADDRESS, 0, MemorySegment.NULL);
        return slot;
    }

    /** Takes the message an {@code OutMessage} slot received, freeing it; {@code null} when none was set. */
    static String takeMessageFrom(MemorySegment slot) {
        return takeMessage(slot.get(ValueLayout.ADDRESS, 0));
    }
}

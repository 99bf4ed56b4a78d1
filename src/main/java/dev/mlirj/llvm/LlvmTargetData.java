package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Target_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * An {@code LLVMTargetDataRef} the caller owns: a parsed data layout, which answers sizes and alignments the
 * way LLVM's code generator will. The index bitwidth of MLIR's lowering is {@link #pointerSizeInBits(int)} of
 * address space 0.
 */
public final class LlvmTargetData extends OwnedHandle {

    LlvmTargetData(MemorySegment raw) {
        super("LLVM target data", raw);
    }

    /** Parses a data layout string such as {@code e-m:e-p:32:32-i64:64-n32-S128}; {@code ""} is LLVM's default. */
    public static LlvmTargetData parse(String layout) {
        LlvmLibrary.load();
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmTargetData(Target_h.LLVMCreateTargetData(arena.allocateFrom(layout)));
        }
    }

    @Override
    void dispose(MemorySegment pointer) {
        Target_h.LLVMDisposeTargetData(pointer);
    }

    /** The size in bits of a pointer in {@code addressSpace}. */
    public int pointerSizeInBits(int addressSpace) {
        return Target_h.LLVMPointerSizeForAS(raw(), addressSpace) * 8;
    }

    /** The allocation size of {@code type} in bytes, padding included. */
    public long abiSize(LlvmType type) {
        return Target_h.LLVMABISizeOfType(raw(), type.raw());
    }

    /** The ABI alignment of {@code type} in bytes. */
    public int abiAlignment(LlvmType type) {
        return Target_h.LLVMABIAlignmentOfType(raw(), type.raw());
    }

    /** The data layout as a string, as LLVM prints it. */
    @Override
    public String toString() {
        return isAlive() ? LlvmErrors.takeMessage(Target_h.LLVMCopyStringRepOfTargetData(raw())) : super.toString();
    }

    /**
     * The byte offset of element {@code index} of the struct type {@code struct}, padding included, as LLVM
     * lays it out (the memref descriptor tests compare Java's layouts with it).
     *
     * @throws IllegalArgumentException if {@code struct} is not a struct or has no such element
     */
    public long offsetOfElement(LlvmType struct, int index) {
        if (struct.kind() != TypeKind.STRUCT) {
            throw new IllegalArgumentException("offsetOfElement needs a struct type, not " + struct);
        }
        int count = dev.mlirj.llvm.c.Core_h.LLVMCountStructElementTypes(struct.raw());
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("struct " + struct + " has no element " + index);
        }
        return Target_h.LLVMOffsetOfElement(raw(), struct.raw(), index);
    }
}

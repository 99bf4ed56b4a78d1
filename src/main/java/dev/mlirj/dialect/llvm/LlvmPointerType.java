package dev.mlirj.dialect.llvm;

/**
 * {@code !llvm.ptr} or {@code !llvm.ptr<3>}: an opaque pointer (MLIR's {@code LLVMPointerType}); only its address
 * space distinguishes it, and address space 0 prints without the {@code <0>}.
 *
 * @param addressSpace the address space, non-negative
 */
public record LlvmPointerType(int addressSpace) implements LlvmDialectType {
    /** The pointer in address space 0. */
    public static final LlvmPointerType DEFAULT = new LlvmPointerType(0);

    /** Checks the address space. */
    public LlvmPointerType {
        if (addressSpace < 0) {
            throw new IllegalArgumentException("negative address space " + addressSpace);
        }
    }
}

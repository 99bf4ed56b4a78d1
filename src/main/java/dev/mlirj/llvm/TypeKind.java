package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's {@code LLVMTypeKind}: what kind of type an {@link LlvmType} is. */
public enum TypeKind {
    VOID(Core_h.LLVMVoidTypeKind()),
    HALF(Core_h.LLVMHalfTypeKind()),
    FLOAT(Core_h.LLVMFloatTypeKind()),
    DOUBLE(Core_h.LLVMDoubleTypeKind()),
    X86_FP80(Core_h.LLVMX86_FP80TypeKind()),
    FP128(Core_h.LLVMFP128TypeKind()),
    PPC_FP128(Core_h.LLVMPPC_FP128TypeKind()),
    LABEL(Core_h.LLVMLabelTypeKind()),
    INTEGER(Core_h.LLVMIntegerTypeKind()),
    FUNCTION(Core_h.LLVMFunctionTypeKind()),
    STRUCT(Core_h.LLVMStructTypeKind()),
    ARRAY(Core_h.LLVMArrayTypeKind()),
    POINTER(Core_h.LLVMPointerTypeKind()),
    VECTOR(Core_h.LLVMVectorTypeKind()),
    METADATA(Core_h.LLVMMetadataTypeKind()),
    X86_MMX(Core_h.LLVMX86_MMXTypeKind()),
    TOKEN(Core_h.LLVMTokenTypeKind()),
    SCALABLE_VECTOR(Core_h.LLVMScalableVectorTypeKind()),
    BFLOAT(Core_h.LLVMBFloatTypeKind()),
    X86_AMX(Core_h.LLVMX86_AMXTypeKind()),
    TARGET_EXT(Core_h.LLVMTargetExtTypeKind());

    private final int value;

    TypeKind(int value) {
        this.value = value;
    }

    static TypeKind of(int value) {
        for (TypeKind kind : values()) {
            if (kind.value == value) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown LLVMTypeKind " + value);
    }
}

package dev.mlirj.dialect.llvm;

/**
 * The LLVM types that are a bare keyword: {@code !llvm.void}, {@code !llvm.token}, {@code !llvm.label},
 * {@code !llvm.metadata}, {@code !llvm.ppc_fp128} and {@code !llvm.x86_amx} (MLIR's {@code LLVMVoidType},
 * {@code LLVMTokenType}, {@code LLVMLabelType}, {@code LLVMMetadataType}, {@code LLVMPPCFP128Type},
 * {@code LLVMX86AMXType}). Only these six keywords exist; use the constants.
 *
 * @param keyword the keyword
 */
public record LlvmPrimitiveType(String keyword) implements LlvmDialectType {
    /** {@code !llvm.void}: no value; the result of a function that returns nothing. */
    public static final LlvmPrimitiveType VOID = new LlvmPrimitiveType("void");
    /** {@code !llvm.token}. */
    public static final LlvmPrimitiveType TOKEN = new LlvmPrimitiveType("token");
    /** {@code !llvm.label}. */
    public static final LlvmPrimitiveType LABEL = new LlvmPrimitiveType("label");
    /** {@code !llvm.metadata}. */
    public static final LlvmPrimitiveType METADATA = new LlvmPrimitiveType("metadata");
    /** {@code !llvm.ppc_fp128}. */
    public static final LlvmPrimitiveType PPC_FP128 = new LlvmPrimitiveType("ppc_fp128");
    /** {@code !llvm.x86_amx}. */
    public static final LlvmPrimitiveType X86_AMX = new LlvmPrimitiveType("x86_amx");

    /** Checks the keyword. */
    public LlvmPrimitiveType {
        if (!java.util.Set.of("void", "token", "label", "metadata", "ppc_fp128", "x86_amx").contains(keyword)) {
            throw new IllegalArgumentException("not a primitive LLVM type: " + keyword);
        }
    }
}

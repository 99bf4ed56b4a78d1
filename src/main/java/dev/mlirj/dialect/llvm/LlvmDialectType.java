package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;

/**
 * A type of the LLVM dialect, written {@code !llvm.<body>} at top level and as a bare {@code <body>} when nested in
 * another LLVM type ({@code !llvm.array<2 x ptr>}, not {@code !llvm.array<2 x !llvm.ptr>}). Builtin types that
 * LLVM uses directly (integers, floats, {@code vector<...>}) are not LLVM types; see
 * {@link LlvmTypes#isCompatible}.
 */
public sealed interface LlvmDialectType extends Type
        permits LlvmPointerType, LlvmStructType, LlvmArrayType, LlvmFunctionType, LlvmPrimitiveType,
        LlvmFixedVectorType, LlvmScalableVectorType, LlvmTargetExtType {
    @Override
    default String dialect() {
        return LlvmDialect.NAMESPACE;
    }
}

package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;
import java.util.Objects;

/**
 * {@code !llvm.vec<? x 4 x ptr>}: a scalable vector (a hardware-chosen multiple of {@code minNumElements}) of
 * elements a builtin {@code vector} cannot hold (MLIR's {@code LLVMScalableVectorType}).
 *
 * @param elementType    the element type
 * @param minNumElements the number of elements per multiple, positive
 */
public record LlvmScalableVectorType(Type elementType, long minNumElements) implements LlvmDialectType {
    /** Checks the parameters. */
    public LlvmScalableVectorType {
        Objects.requireNonNull(elementType, "elementType");
        if (minNumElements <= 0) {
            throw new IllegalArgumentException("vector size must be positive: " + minNumElements);
        }
    }
}

package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;
import java.util.Objects;

/**
 * {@code !llvm.vec<2 x ptr>}: a fixed-size vector of elements a builtin {@code vector} cannot hold, i.e. pointers
 * (MLIR's {@code LLVMFixedVectorType}).
 *
 * @param elementType the element type
 * @param numElements the number of elements, positive
 */
public record LlvmFixedVectorType(Type elementType, long numElements) implements LlvmDialectType {
    /** Checks the parameters. */
    public LlvmFixedVectorType {
        Objects.requireNonNull(elementType, "elementType");
        if (numElements <= 0) {
            throw new IllegalArgumentException("vector size must be positive: " + numElements);
        }
    }
}

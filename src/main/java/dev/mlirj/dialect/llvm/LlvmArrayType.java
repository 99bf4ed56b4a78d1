package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;
import java.util.Objects;

/**
 * {@code !llvm.array<4 x f32>}: a fixed-size array (MLIR's {@code LLVMArrayType}).
 *
 * @param elementType the element type, LLVM-compatible
 * @param numElements the number of elements, possibly 0
 */
public record LlvmArrayType(Type elementType, long numElements) implements LlvmDialectType {
    /** Checks the parameters. */
    public LlvmArrayType {
        Objects.requireNonNull(elementType, "elementType");
        if (numElements < 0) {
            throw new IllegalArgumentException("negative array size " + numElements);
        }
    }
}

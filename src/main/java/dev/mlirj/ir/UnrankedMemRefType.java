package dev.mlirj.ir;

import java.util.List;

/**
 * {@code memref<*xf32>}: a memref whose rank is known only at run time.
 *
 * @param elementType the element type
 * @param memorySpace the memory space attribute, or null
 */
public record UnrankedMemRefType(Type elementType, Attribute memorySpace) implements ShapedType {
    /** Stores an integer memory space 0 as the default (null), as MLIR does. */
    public UnrankedMemRefType {
        memorySpace = MemRefType.withoutDefaultMemorySpace(memorySpace);
    }

    @Override
    public boolean hasRank() {
        return false;
    }

    @Override
    public List<Long> shape() {
        throw new IllegalStateException("an unranked memref has no shape");
    }
}

package dev.mlirj.ir;

import java.util.List;

/**
 * {@code memref<?x4xf32, strided<[4, 1], offset: ?>, 1>}: a ranked reference to a buffer, with a layout
 * (null for the identity layout) and a memory space (null for the default). An identity {@link AffineMapAttr}
 * layout is the identity layout and is stored as null, so it neither prints nor makes the type differ, as in
 * MLIR.
 *
 * @param shape       dimension sizes, {@link ShapedType#DYNAMIC} for {@code ?}
 * @param elementType the element type
 * @param layout      a {@link StridedLayoutAttr}, a non-identity {@link AffineMapAttr} with one dimension per
 *                    memref dimension, or null for the identity
 * @param memorySpace the memory space attribute, or null
 */
public record MemRefType(List<Long> shape, Type elementType, Attribute layout, Attribute memorySpace)
        implements ShapedType {
    /** Checks the shape and an affine map layout's dimension count; drops an identity map layout. */
    public MemRefType {
        shape = ShapedType.checkShape(shape, true, "memref");
        memorySpace = withoutDefaultMemorySpace(memorySpace);
        if (layout instanceof AffineMapAttr a) {
            if (a.map().numDims() != shape.size()) {
                throw new IllegalArgumentException("memref layout mismatch between rank and affine map: "
                        + shape.size() + " != " + a.map().numDims());
            }
            if (a.map().isIdentity()) {
                layout = null;
            }
        }
    }

    /** A memref with the identity layout in the default memory space. */
    public static MemRefType of(List<Long> shape, Type elementType) {
        return new MemRefType(shape, elementType, null, null);
    }

    /**
     * MLIR's {@code skipDefaultMemorySpace}: an integer memory space 0 is the default one and is stored as null, so
     * {@code memref<4xf32, 0>} is {@code memref<4xf32>}.
     */
    static Attribute withoutDefaultMemorySpace(Attribute memorySpace) {
        return memorySpace instanceof IntegerAttr i && i.value().signum() == 0 ? null : memorySpace;
    }
}

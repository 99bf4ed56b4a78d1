package dev.mlirj.ir;

import java.util.List;

/**
 * {@code strided<[4, 1], offset: ?>}: a memref layout giving each dimension's stride and the offset, in
 * elements; {@link ShapedType#DYNAMIC} for {@code ?}.
 *
 * @param offset  the offset
 * @param strides the strides, one per dimension
 */
public record StridedLayoutAttr(long offset, List<Long> strides) implements BuiltinAttribute {
    /** Copies the list. */
    public StridedLayoutAttr {
        strides = List.copyOf(strides);
    }
}

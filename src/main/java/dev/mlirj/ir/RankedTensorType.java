package dev.mlirj.ir;

import java.util.List;

/**
 * {@code tensor<?x4xf32>}: an immutable multi-dimensional value. Parsed and printed; the lowering to LLVM
 * refuses tensors.
 *
 * @param shape       dimension sizes, {@link ShapedType#DYNAMIC} for {@code ?}
 * @param elementType the element type
 * @param encoding    the encoding attribute, or null
 */
public record RankedTensorType(List<Long> shape, Type elementType, Attribute encoding) implements ShapedType {
    /** Checks the shape. */
    public RankedTensorType {
        shape = ShapedType.checkShape(shape, true, "tensor");
    }
}

package dev.mlirj.ir;

import java.util.Collections;
import java.util.List;

/**
 * {@code vector<4x[8]xf32>}: a fixed-rank vector of integers, indices or floats; each dimension may be
 * scalable ({@code [8]}: a multiple of 8 decided by the hardware).
 *
 * @param shape       the dimension sizes, all positive
 * @param scalable    per dimension, whether it is scalable
 * @param elementType the element type
 */
public record VectorType(List<Long> shape, List<Boolean> scalable, Type elementType) implements ShapedType {
    /** Checks the shape. */
    public VectorType {
        shape = ShapedType.checkShape(shape, false, "vector");
        if (shape.contains(0L)) {
            throw new IllegalArgumentException("vector dimensions must be positive");
        }
        scalable = scalable == null ? Collections.nCopies(shape.size(), false) : List.copyOf(scalable);
        if (scalable.size() != shape.size()) {
            throw new IllegalArgumentException("one scalable flag per vector dimension");
        }
    }

    /** A fixed-size vector. */
    public static VectorType of(List<Long> shape, Type elementType) {
        return new VectorType(shape, null, elementType);
    }

    /** Whether any dimension is scalable. */
    public boolean isScalable() {
        return scalable.contains(true);
    }
}

package dev.mlirj.ir;

import java.util.List;

/** A type with an element type and, when ranked, a shape: vectors, memrefs and tensors. */
public interface ShapedType extends BuiltinType {
    /** The size of a dynamic dimension ({@code ?}), as MLIR's {@code ShapedType::kDynamic}. */
    long DYNAMIC = Long.MIN_VALUE;

    /** The element type. */
    Type elementType();

    /** Whether the type has a rank. */
    default boolean hasRank() {
        return true;
    }

    /** The dimension sizes; {@link #DYNAMIC} for {@code ?}. Only for ranked types. */
    List<Long> shape();

    /** The number of dimensions. */
    default int rank() {
        return shape().size();
    }

    /** Whether every dimension is known. */
    default boolean hasStaticShape() {
        return hasRank() && !shape().contains(DYNAMIC);
    }

    /** The number of elements of a statically shaped type. */
    default long elementCount() {
        long n = 1;
        for (long d : shape()) {
            if (d == DYNAMIC) {
                throw new IllegalStateException(this + " has a dynamic shape");
            }
            n = Math.multiplyExact(n, d);
        }
        return n;
    }

    /** Checks dimension sizes: non-negative or {@link #DYNAMIC} when {@code dynamicAllowed}. */
    static List<Long> checkShape(List<Long> shape, boolean dynamicAllowed, String what) {
        for (long d : shape) {
            if (d < 0 && !(dynamicAllowed && d == DYNAMIC)) {
                throw new IllegalArgumentException(what + " dimensions must be " + (dynamicAllowed
                        ? "non-negative or dynamic" : "non-negative") + ", not " + d);
            }
        }
        return List.copyOf(shape);
    }
}

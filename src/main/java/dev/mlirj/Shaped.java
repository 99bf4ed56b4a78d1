package dev.mlirj;

import dev.mlirj.executionengine.MemRefView;
import java.util.Arrays;
import java.util.Objects;

/**
 * A Java primitive array seen as a row-major memref of {@code shape}, for a {@link JitFunction} argument whose
 * memref type has dynamic dimensions of rank 2 or more (a plain array is enough for rank 1 and for static shapes).
 * The array is copied into native memory for the call and copied back after it.
 *
 * @param data  a {@code boolean[]}, {@code byte[]}, {@code short[]}, {@code int[]}, {@code long[]},
 *              {@code float[]} or {@code double[]}, holding exactly the product of {@code shape} elements
 * @param shape the sizes, outermost first
 */
public record Shaped(Object data, long[] shape) {
    /**
     * Checks the array kind and that it holds the shape's elements; copies the shape.
     *
     * @throws IllegalArgumentException if {@code data} is not a primitive array of a supported kind, a size is
     *                                  negative, or the array's length is not the product of the sizes
     */
    public Shaped {
        Objects.requireNonNull(data, "data");
        shape = Objects.requireNonNull(shape, "shape").clone();
        int length = JitArguments.arrayLength(data);
        if (length < 0) {
            throw new IllegalArgumentException("a Shaped array must be boolean[], byte[], short[], int[], long[], "
                    + "float[] or double[], not " + data.getClass().getName());
        }
        long count = MemRefView.elementCount(shape);
        if (count != length) {
            throw new IllegalArgumentException("shape " + Arrays.toString(shape) + " holds " + count
                    + " elements but the array has " + length);
        }
    }

    /** {@code data} seen with {@code shape}; see the record's rules. */
    public static Shaped of(Object data, long... shape) {
        return new Shaped(data, shape);
    }

    /** The sizes (a copy). */
    @Override
    public long[] shape() {
        return shape.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shaped s && s.data == data && Arrays.equals(s.shape, shape);
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(data) * 31 + Arrays.hashCode(shape);
    }

    @Override
    public String toString() {
        return "Shaped[" + data.getClass().getComponentType() + Arrays.toString(shape) + "]";
    }
}

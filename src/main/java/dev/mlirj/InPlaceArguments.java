package dev.mlirj;

import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.MemRefView;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The arguments of an in-place call ({@link JitFunction#callInPlace}): Java arrays as heap segments over their own
 * memory, checked against the signature (element type, rank, static sizes, and that the array holds exactly the
 * shape's elements, since the compiled code trusts the sizes it is given).
 */
final class InPlaceArguments {
    private InPlaceArguments() {
    }

    /**
     * The arguments of an in-place call ({@link JitFunction#callInPlace}) spread as the expanded form takes them:
     * per memref a heap segment over the Java array (twice: allocated and aligned pointer), offset 0, the sizes
     * and the row-major strides; per scalar its by-value carrier.
     */
    static Object[] spread(FunctionSignature signature, Object[] args) {
        if (args.length != signature.inputs().size()) {
            throw new IllegalArgumentException("@" + signature.name() + " takes " + signature.inputs().size()
                    + " arguments, not " + args.length);
        }
        List<Object> spread = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (signature.inputs().get(i)) {
                case FunctionSignature.RankedMemRef m -> spreadArray(signature, i, m, args[i], spread);
                case FunctionSignature.Scalar s -> spread.add(carrier(signature, i, s, args[i]));
            }
        }
        return spread.toArray();
    }

    private static void spreadArray(FunctionSignature signature, int i, FunctionSignature.RankedMemRef m, Object arg,
                                    List<Object> spread) {
        Object data = arg instanceof Shaped s ? s.data() : arg;
        if (data == null || JitArguments.arrayLength(data) < 0 || data instanceof boolean[]) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " must be a Java array (byte[], "
                    + "short[], int[], long[], float[] or double[]) or a Shaped one to be passed in place, not "
                    + (data == null ? "null" : data.getClass().getName()));
        }
        if (!m.identity()) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " has a strided layout; only "
                    + "row-major memrefs are passed in place");
        }
        MemRefElementType kind = JitArguments.elementType(data, m);
        if (kind != m.elementType()) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " holds " + m.elementType()
                    + " but the array holds " + kind);
        }
        int length = JitArguments.arrayLength(data);
        long[] shape = arg instanceof Shaped s ? s.shape() : JitArguments.shapeFor(signature, i, m, length);
        if (shape.length != m.rank()) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " has rank " + m.rank()
                    + " but the array has shape " + Arrays.toString(shape));
        }
        JitArguments.checkHolds(signature, i, shape, length);
        for (int d = 0; d < shape.length; d++) {
            if (m.staticSizes()[d] >= 0 && m.staticSizes()[d] != shape[d]) {
                throw new IllegalArgumentException(signature.describeArgument(i) + " has size "
                        + m.staticSizes()[d] + " in dimension " + d + " but the array has " + shape[d]);
            }
        }
        MemorySegment segment = switch (data) {
            case byte[] a -> MemorySegment.ofArray(a);
            case short[] a -> MemorySegment.ofArray(a);
            case int[] a -> MemorySegment.ofArray(a);
            case long[] a -> MemorySegment.ofArray(a);
            case float[] a -> MemorySegment.ofArray(a);
            default -> MemorySegment.ofArray((double[]) data);
        };
        spread.add(segment);
        spread.add(segment);
        spread.add(0L);
        for (long size : shape) {
            spread.add(size);
        }
        for (long stride : MemRefView.rowMajorStrides(shape)) {
            spread.add(stride);
        }
    }

    /** Scalar argument {@code i} as its by-value FFM carrier. */
    private static Object carrier(FunctionSignature signature, int i, FunctionSignature.Scalar s, Object value) {
        try {
            return switch (s.kind()) {
                case I1 -> (byte) ((Boolean) value ? 1 : 0);
                case I8, I16, I32, I64, INDEX -> signature.integerCarrier(i, integral(value));
                case F32 -> (float) (Float) value;
                case F64 -> (double) (Double) value;
                default -> throw new IllegalArgumentException(signature.describeArgument(i) + " of type " + s.kind()
                        + " cannot be passed in place");
            };
        } catch (ClassCastException | NullPointerException e) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " of type " + s.kind()
                    + " cannot be " + (value == null ? "null" : "a " + value.getClass().getName()));
        }
    }

    /** A boxed Java integer as a {@code long}; anything else is a {@link ClassCastException}. */
    private static long integral(Object value) {
        if (!(value instanceof Byte || value instanceof Short || value instanceof Integer || value instanceof Long)) {
            throw new ClassCastException();
        }
        return ((Number) value).longValue();
    }

}

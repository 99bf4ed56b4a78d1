package dev.mlirj;

import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.MemRefView;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * The argument state of one thread's {@link JitFunction} calls: Java arrays are copied into native buffers kept
 * from call to call (grown when an array is larger, in an automatic arena the garbage collector frees with this
 * object) and back after the call, since a kernel may write them; everything else is passed as given. One per
 * thread and function: calls of one thread reuse it, so a call allocates no native memory once the buffers are
 * large enough. Not thread-safe.
 */
final class JitArguments {
    private final FunctionSignature signature;
    private final Arena arena = Arena.ofAuto();
    private final MemorySegment[] buffers;
    private final Object[] arrays;
    private final Object[] converted;

    JitArguments(FunctionSignature signature) {
        this.signature = signature;
        int n = signature.inputs().size();
        this.buffers = new MemorySegment[n];
        this.arrays = new Object[n];
        this.converted = new Object[n];
    }

    /** The arena the buffers, and the prepared call of the thread, live in. */
    Arena arena() {
        return arena;
    }

    /**
     * {@code args} converted for a prepared call: arrays copied into this thread's buffers. The returned array is
     * this object's own, valid until the next call.
     */
    Object[] convert(Object[] args) {
        if (args.length != signature.inputs().size()) {
            throw new IllegalArgumentException("@" + signature.name() + " takes " + signature.inputs().size()
                    + " arguments, not " + args.length);
        }
        java.util.Arrays.fill(arrays, null);
        checkNoArrayTwice(signature, args);
        for (int i = 0; i < args.length; i++) {
            converted[i] = convert(i, args[i]);
        }
        return converted;
    }

    /** Copies the buffers of the last call's Java arrays back into the arrays. */
    void copyBack() {
        for (int i = 0; i < arrays.length; i++) {
            if (arrays[i] != null) {
                copyBack(buffers[i], arrays[i]);
                arrays[i] = null;
            }
        }
    }

    private Object convert(int i, Object arg) {
        if (arg instanceof Shaped s) {
            return fromArray(i, s.data(), s.shape());
        }
        if (arg != null && arrayLength(arg) >= 0) {
            if (!(signature.inputs().get(i) instanceof FunctionSignature.RankedMemRef m)) {
                throw new IllegalArgumentException(signature.describeArgument(i) + " is a scalar, not a memref");
            }
            return fromArray(i, arg, shapeFor(signature, i, m, arrayLength(arg)));
        }
        return arg;
    }

    /**
     * The shape of an array passed for memref argument {@code i}: its length for rank 1, the static shape when
     * every size is static.
     */
    static long[] shapeFor(FunctionSignature signature, int i, FunctionSignature.RankedMemRef m, int length) {
        if (m.rank() == 1) {
            return new long[] {length};
        }
        long[] sizes = m.staticSizes();
        if (Arrays.stream(sizes).allMatch(s -> s >= 0)) {
            return sizes.clone();
        }
        throw new IllegalArgumentException(signature.describeArgument(i) + " has dynamic sizes of rank " + m.rank()
                + ": pass the array as Shaped.of(array, sizes...)");
    }

    private MemRefView fromArray(int i, Object data, long[] shape) {
        if (!(signature.inputs().get(i) instanceof FunctionSignature.RankedMemRef m)) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " is a scalar, not a memref");
        }
        MemRefElementType kind = elementType(data, m);
        if (kind == null) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " cannot be a "
                    + data.getClass().getName());
        }
        checkHolds(signature, i, shape, arrayLength(data));
        long bytes = (long) arrayLength(data) * kind.byteSize();
        MemorySegment buffer = buffers[i];
        if (buffer == null || buffer.byteSize() < bytes) {
            buffer = buffers[i] = arena.allocate(Math.max(bytes, 64), 64);
        }
        copyIn(data, buffer);
        arrays[i] = data;
        return MemRefView.ofSegment(buffer, kind, shape);
    }

    private static void copyIn(Object from, MemorySegment to) {
        switch (from) {
            case boolean[] a -> {
                for (int k = 0; k < a.length; k++) {
                    to.set(ValueLayout.JAVA_BYTE, k, (byte) (a[k] ? 1 : 0));
                }
            }
            case byte[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_BYTE, 0, a.length);
            case short[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_SHORT, 0, a.length);
            case int[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_INT, 0, a.length);
            case long[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_LONG, 0, a.length);
            case float[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_FLOAT, 0, a.length);
            case double[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_DOUBLE, 0, a.length);
            default -> throw new IllegalStateException("not an array: " + from);
        }
    }

    private static void copyBack(MemorySegment from, Object to) {
        switch (to) {
            case boolean[] a -> {
                for (int k = 0; k < a.length; k++) {
                    a[k] = from.get(ValueLayout.JAVA_BYTE, k) != 0;
                }
            }
            case byte[] a -> MemorySegment.copy(from, ValueLayout.JAVA_BYTE, 0, a, 0, a.length);
            case short[] a -> MemorySegment.copy(from, ValueLayout.JAVA_SHORT, 0, a, 0, a.length);
            case int[] a -> MemorySegment.copy(from, ValueLayout.JAVA_INT, 0, a, 0, a.length);
            case long[] a -> MemorySegment.copy(from, ValueLayout.JAVA_LONG, 0, a, 0, a.length);
            case float[] a -> MemorySegment.copy(from, ValueLayout.JAVA_FLOAT, 0, a, 0, a.length);
            case double[] a -> MemorySegment.copy(from, ValueLayout.JAVA_DOUBLE, 0, a, 0, a.length);
            default -> throw new IllegalStateException("not an array: " + to);
        }
    }

    /**
     * Refuses one Java array passed as two arguments: each would be copied into a buffer of its own, and the copies
     * back would lose the writes of all but the last.
     */
    private static void checkNoArrayTwice(FunctionSignature signature, Object[] args) {
        for (int i = 0; i < args.length; i++) {
            Object a = args[i] instanceof Shaped s ? s.data() : args[i];
            if (a == null || arrayLength(a) < 0) {
                continue;
            }
            for (int j = i + 1; j < args.length; j++) {
                Object b = args[j] instanceof Shaped s ? s.data() : args[j];
                if (a == b) {
                    throw new IllegalArgumentException(signature.describeArgument(i) + " and "
                            + signature.describeArgument(j) + " are the same Java array, which call copies once per "
                            + "argument: pass a MemRefView over native memory, or use callInPlace");
                }
            }
        }
    }

    /**
     * The element type a Java array passes as for memref {@code m} ({@code long[]} is {@code index} where
     * {@code m} holds indices), or null for anything but a supported primitive array.
     */
    static MemRefElementType elementType(Object array, FunctionSignature.RankedMemRef m) {
        return switch (array) {
            case boolean[] a -> MemRefElementType.I1;
            case byte[] a -> MemRefElementType.I8;
            case short[] a -> MemRefElementType.I16;
            case int[] a -> MemRefElementType.I32;
            case long[] a -> m.elementType() == MemRefElementType.INDEX ? MemRefElementType.INDEX
                    : MemRefElementType.I64;
            case float[] a -> MemRefElementType.F32;
            case double[] a -> MemRefElementType.F64;
            default -> null;
        };
    }

    /**
     * Checks that an array of {@code length} elements holds exactly {@code shape}: the compiled code trusts the
     * sizes it is given, so a shorter array would be read and written past its end.
     */
    static void checkHolds(FunctionSignature signature, int i, long[] shape, int length) {
        long count = MemRefView.elementCount(shape);
        if (count != length) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " has shape " + Arrays.toString(shape)
                    + " (" + count + " elements) but the array has " + length);
        }
    }

    /** The length of a supported primitive array, or -1 for anything else. */
    static int arrayLength(Object value) {
        return switch (value) {
            case boolean[] a -> a.length;
            case byte[] a -> a.length;
            case short[] a -> a.length;
            case int[] a -> a.length;
            case long[] a -> a.length;
            case float[] a -> a.length;
            case double[] a -> a.length;
            default -> -1;
        };
    }
}

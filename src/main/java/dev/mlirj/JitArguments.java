package dev.mlirj;

import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefView;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The arguments of one {@link JitFunction} call as the compiled function takes them: Java arrays copied into
 * memrefs in {@code arena} (and back after the call, since a kernel may write them), everything else as given.
 * Not thread-safe: one per call.
 */
final class JitArguments {
    private final FunctionSignature signature;
    private final Arena arena;
    private final List<Runnable> copyBacks = new ArrayList<>();

    JitArguments(FunctionSignature signature, Arena arena) {
        this.signature = signature;
        this.arena = arena;
    }

    /** {@code args} converted for {@link dev.mlirj.executionengine.CompiledFunction#invoke}. */
    Object[] convert(Object[] args) {
        if (args.length != signature.inputs().size()) {
            throw new IllegalArgumentException("@" + signature.name() + " takes " + signature.inputs().size()
                    + " arguments, not " + args.length);
        }
        Object[] converted = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            converted[i] = convert(i, args[i]);
        }
        return converted;
    }

    /** Copies the memrefs made from Java arrays back into the arrays. */
    void copyBack() {
        copyBacks.forEach(Runnable::run);
    }

    private Object convert(int i, Object arg) {
        if (arg instanceof Shaped s) {
            return fromArray(i, s.data(), s.shape());
        }
        if (arg != null && arrayLength(arg) >= 0) {
            if (!(signature.inputs().get(i) instanceof FunctionSignature.RankedMemRef m)) {
                throw new IllegalArgumentException(signature.describeArgument(i) + " is a scalar, not a memref");
            }
            return fromArray(i, arg, shapeFor(i, m, arrayLength(arg)));
        }
        return arg;
    }

    /**
     * The shape of an array passed for memref argument {@code i}: its length for rank 1, the static shape when
     * every size is static.
     */
    private long[] shapeFor(int i, FunctionSignature.RankedMemRef m, int length) {
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
        MemRefView view = switch (data) {
            case boolean[] a -> MemRefView.of(arena, a, shape);
            case byte[] a -> MemRefView.of(arena, a, shape);
            case short[] a -> MemRefView.of(arena, a, shape);
            case int[] a -> MemRefView.of(arena, a, shape);
            case long[] a -> signature.inputs().get(i) instanceof FunctionSignature.RankedMemRef m
                    && m.elementType() == dev.mlirj.executionengine.MemRefElementType.INDEX
                    ? MemRefView.ofIndex(arena, a, shape) : MemRefView.of(arena, a, shape);
            case float[] a -> MemRefView.of(arena, a, shape);
            case double[] a -> MemRefView.of(arena, a, shape);
            default -> throw new IllegalArgumentException(signature.describeArgument(i) + " cannot be a "
                    + data.getClass().getName());
        };
        copyBacks.add(() -> copyBack(view.segment(), data));
        return view;
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

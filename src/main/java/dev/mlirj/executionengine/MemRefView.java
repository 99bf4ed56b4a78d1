package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.Objects;

/**
 * A ranked, strided view of memory that compiled code can take as a {@code memref} argument: MLIR's
 * {@code StridedMemRefType<T, N>} seen from Java. Element {@code [i0, ..., iN-1]} lives at element index
 * {@code offset + i0 * strides[0] + ... + iN-1 * strides[N-1]} of a native {@link MemorySegment}, the segment's
 * address being the descriptor's {@code aligned} pointer.
 *
 * <p>Invariants, checked when a view is made, so that no view can send compiled code outside its segment:
 * the segment is native and aligned for the element type; sizes are non-negative; strides may be anything
 * (positive, zero for broadcasting, negative) as in MLIR, but every element the sizes and strides reach lies
 * inside the segment. Calls additionally check, before any native code runs, that the segment is still alive
 * and that the view fits the callee's memref type (rank, element type, static sizes, strides and offset).
 *
 * <p>Ownership: a view owns nothing. The memory belongs to the {@link Arena} (or other scope) of its segment;
 * {@link #of(Arena, float[], long...) made from an array}, the data is copied into a new segment of the arena
 * the caller chose; {@link #ofSegment made from a segment}, nothing is copied and writes by compiled code are
 * visible through the segment. Closing the arena makes every view over it unusable: element access throws
 * {@link IllegalStateException} as FFM does, and so does passing it to compiled code. A memref that compiled
 * code returns is an {@link OwnedMemRef}, whose {@link OwnedMemRef#view()} is a view like this one.
 *
 * <p>Instances are immutable and may be shared between threads; reading and writing elements from several
 * threads is as safe as doing so on the segment.
 */
public final class MemRefView {
    private final MemRefElementType elementType;
    private final MemorySegment segment;
    private final MemorySegment allocated;
    private final long offset;
    private final long[] sizes;
    private final long[] strides;

    private MemRefView(MemRefElementType elementType, MemorySegment segment, MemorySegment allocated, long offset,
            long[] sizes, long[] strides) {
        this.elementType = Objects.requireNonNull(elementType, "element type");
        this.segment = Objects.requireNonNull(segment, "segment");
        this.allocated = allocated;
        this.offset = offset;
        this.sizes = sizes.clone();
        this.strides = strides.clone();
        check();
    }

    // ---- making views ----

    /**
     * A view of {@code segment} (zero-copy) with row-major strides and offset 0.
     *
     * @throws IllegalArgumentException if the segment is not native or not aligned for the element type, a size
     *                                  is negative, or the segment is smaller than the shape needs
     */
    public static MemRefView ofSegment(MemorySegment segment, MemRefElementType elementType, long... shape) {
        return new MemRefView(elementType, segment, null, 0, shape, rowMajorStrides(shape));
    }

    /**
     * A view of {@code segment} (zero-copy) with any offset and strides, in elements.
     *
     * @throws IllegalArgumentException as {@link #ofSegment(MemorySegment, MemRefElementType, long...)}, also when
     *                                  {@code sizes} and {@code strides} differ in length or an element the view
     *                                  reaches lies outside the segment
     */
    public static MemRefView ofSegment(MemorySegment segment, MemRefElementType elementType, long offset, long[] sizes,
            long[] strides) {
        return new MemRefView(elementType, segment, null, offset, sizes, strides);
    }

    /** A new zero-filled row-major memref in {@code arena}. */
    public static MemRefView allocate(Arena arena, MemRefElementType elementType, long... shape) {
        long count = elementCount(shape);
        MemorySegment segment = arena.allocate(Math.max(1, Math.multiplyExact(count, elementType.byteSize())),
                Math.max(16, elementType.byteAlignment()));
        return new MemRefView(elementType, segment, null, 0, shape, rowMajorStrides(shape));
    }

    /**
     * A one-dimensional {@code i1} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, boolean[] data) {
        return of(arena, data, (long) data.length);
    }

    /**
     * A one-dimensional {@code i8} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, byte[] data) {
        return of(arena, data, (long) data.length);
    }

    /**
     * A one-dimensional {@code i16} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, short[] data) {
        return of(arena, data, (long) data.length);
    }

    /**
     * A one-dimensional {@code i32} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, int[] data) {
        return of(arena, data, (long) data.length);
    }

    /**
     * A one-dimensional {@code i64} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, long[] data) {
        return of(arena, data, (long) data.length);
    }

    /**
     * A one-dimensional {@code f32} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, float[] data) {
        return of(arena, data, (long) data.length);
    }

    /**
     * A one-dimensional {@code f64} memref holding a copy of {@code data}, in a new segment of {@code arena}
     * (give the shape, e.g. {@code new long[0]} for rank 0, with the other overload).
     */
    public static MemRefView of(Arena arena, double[] data) {
        return of(arena, data, (long) data.length);
    }

    /** An {@code i1} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, boolean[] data, long... shape) {
        MemRefView m = allocate(arena, MemRefElementType.I1, checkCount(data.length, shape));
        for (int i = 0; i < data.length; i++) {
            m.segment.set(ValueLayout.JAVA_BYTE, i, (byte) (data[i] ? 1 : 0));
        }
        return m;
    }

    /** An {@code i8} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, byte[] data, long... shape) {
        MemRefView m = allocate(arena, MemRefElementType.I8, checkCount(data.length, shape));
        MemorySegment.copy(data, 0, m.segment, ValueLayout.JAVA_BYTE, 0, data.length);
        return m;
    }

    /** An {@code i16} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, short[] data, long... shape) {
        MemRefView m = allocate(arena, MemRefElementType.I16, checkCount(data.length, shape));
        MemorySegment.copy(data, 0, m.segment, ValueLayout.JAVA_SHORT, 0, data.length);
        return m;
    }

    /** An {@code i32} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, int[] data, long... shape) {
        MemRefView m = allocate(arena, MemRefElementType.I32, checkCount(data.length, shape));
        MemorySegment.copy(data, 0, m.segment, ValueLayout.JAVA_INT, 0, data.length);
        return m;
    }

    /** An {@code i64} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, long[] data, long... shape) {
        return ofLongs(arena, MemRefElementType.I64, data, shape);
    }

    /** An {@code index} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView ofIndex(Arena arena, long[] data, long... shape) {
        return ofLongs(arena, MemRefElementType.INDEX, data, shape);
    }

    private static MemRefView ofLongs(Arena arena, MemRefElementType type, long[] data, long[] shape) {
        MemRefView m = allocate(arena, type, checkCount(data.length, shape));
        MemorySegment.copy(data, 0, m.segment, ValueLayout.JAVA_LONG, 0, data.length);
        return m;
    }

    /** An {@code f32} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, float[] data, long... shape) {
        MemRefView m = allocate(arena, MemRefElementType.F32, checkCount(data.length, shape));
        MemorySegment.copy(data, 0, m.segment, ValueLayout.JAVA_FLOAT, 0, data.length);
        return m;
    }

    /** An {@code f64} memref holding a copy of {@code data} in row-major order, in a new segment of {@code arena}. */
    public static MemRefView of(Arena arena, double[] data, long... shape) {
        MemRefView m = allocate(arena, MemRefElementType.F64, checkCount(data.length, shape));
        MemorySegment.copy(data, 0, m.segment, ValueLayout.JAVA_DOUBLE, 0, data.length);
        return m;
    }

    /**
     * Another view of the same segment (as {@code memref.reinterpret_cast} makes): same element type and
     * allocation, new offset, sizes and strides, checked like a new view.
     */
    public MemRefView view(long offset, long[] sizes, long[] strides) {
        return new MemRefView(elementType, segment, allocated, offset, sizes, strides);
    }

    /** A view of memory compiled code returned; {@code allocated} is what its deallocation frees. */
    static MemRefView adopt(MemRefElementType elementType, MemorySegment segment, MemorySegment allocated, long offset,
            long[] sizes, long[] strides) {
        return new MemRefView(elementType, segment, allocated, offset, sizes, strides);
    }

    /** The strides of a contiguous row-major (identity layout) memref of {@code shape}: suffix products. */
    public static long[] rowMajorStrides(long... shape) {
        long[] strides = new long[shape.length];
        long running = 1;
        for (int d = shape.length - 1; d >= 0; d--) {
            strides[d] = running;
            if (shape[d] < 0) {
                throw new IllegalArgumentException("memref size " + shape[d] + " of dimension " + d
                        + " is negative");
            }
            try {
                running = Math.multiplyExact(running, shape[d]);
            } catch (ArithmeticException e) {
                throw new IllegalArgumentException("memref shape " + Arrays.toString(shape) + " holds more than "
                        + Long.MAX_VALUE + " elements");
            }
        }
        return strides;
    }

    /**
     * The number of elements {@code shape} holds.
     *
     * @throws IllegalArgumentException if a size is negative or the product does not fit a {@code long}
     */
    public static long elementCount(long[] shape) {
        long count = 1;
        for (int d = 0; d < shape.length; d++) {
            if (shape[d] < 0) {
                throw new IllegalArgumentException("memref size " + shape[d] + " of dimension " + d
                        + " is negative");
            }
            try {
                count = Math.multiplyExact(count, shape[d]);
            } catch (ArithmeticException e) {
                throw new IllegalArgumentException("memref shape " + Arrays.toString(shape) + " holds more than "
                        + Long.MAX_VALUE + " elements");
            }
        }
        return count;
    }

    private static long[] checkCount(int length, long[] shape) {
        long count = elementCount(shape);
        if (count != length) {
            throw new IllegalArgumentException("shape " + Arrays.toString(shape) + " holds " + count
                    + " elements but the array has " + length);
        }
        return shape;
    }

    // ---- the invariants ----

    private void check() {
        if (sizes.length != strides.length) {
            throw new IllegalArgumentException("memref view has " + sizes.length + " sizes but " + strides.length
                    + " strides");
        }
        if (sizes.length > MemRefDescriptorLayout.MAX_RANK) {
            throw new IllegalArgumentException("memref rank " + sizes.length + " is above " + MemRefDescriptorLayout.MAX_RANK);
        }
        if (!segment.isNative()) {
            throw new IllegalArgumentException("a memref view needs a native segment (compiled code cannot "
                    + "address a Java heap array); use MemRefView.of(arena, array, shape) to copy one");
        }
        if (segment.address() % elementType.byteAlignment() != 0) {
            throw new IllegalArgumentException("segment address 0x" + Long.toHexString(segment.address())
                    + " is not aligned to " + elementType.byteAlignment() + " bytes, as " + elementType
                    + " elements need");
        }
        for (int d = 0; d < sizes.length; d++) {
            if (sizes[d] < 0) {
                throw new IllegalArgumentException("memref size " + sizes[d] + " of dimension " + d + " is negative");
            }
        }
        long[] span = reachable();
        if (span == null) {
            return; // no element is reachable
        }
        long capacity = segment.byteSize() / elementType.byteSize();
        if (span[0] < 0 || span[1] >= capacity) {
            long bad = span[0] < 0 ? span[0] : span[1];
            throw new IllegalArgumentException("memref view " + describe() + " reaches element " + bad
                    + " (byte " + multiplyOrMax(bad, elementType.byteSize()) + ") but its segment holds " + capacity
                    + " " + elementType + " elements (" + segment.byteSize() + " bytes)");
        }
    }

    /** The lowest and highest element index the view reaches, or null when a size is 0. */
    private long[] reachable() {
        long lo = offset;
        long hi = offset;
        try {
            for (int d = 0; d < sizes.length; d++) {
                if (sizes[d] == 0) {
                    return null;
                }
                long extent = Math.multiplyExact(sizes[d] - 1, strides[d]);
                if (extent < 0) {
                    lo = Math.addExact(lo, extent);
                } else {
                    hi = Math.addExact(hi, extent);
                }
            }
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("memref view " + describe() + " reaches beyond 64-bit element "
                    + "indices");
        }
        return new long[] {lo, hi};
    }

    private static long multiplyOrMax(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    // ---- accessors ----

    /** The element type. */
    public MemRefElementType elementType() {
        return elementType;
    }

    /** The number of dimensions. */
    public int rank() {
        return sizes.length;
    }

    /** The sizes, a copy. */
    public long[] sizes() {
        return sizes.clone();
    }

    /** The size of dimension {@code dim}. */
    public long size(int dim) {
        return sizes[dim];
    }

    /** The strides in elements, a copy. */
    public long[] strides() {
        return strides.clone();
    }

    /** The stride of dimension {@code dim}, in elements. */
    public long stride(int dim) {
        return strides[dim];
    }

    /** The offset in elements from the segment's start to element {@code [0, ..., 0]}. */
    public long offset() {
        return offset;
    }

    /** The number of elements the shape holds (the product of the sizes). */
    public long elementCount() {
        return elementCount(sizes);
    }

    /** The segment whose address is the descriptor's {@code aligned} pointer. */
    public MemorySegment segment() {
        return segment;
    }

    /** The descriptor's {@code allocated} pointer: the segment's address unless compiled code allocated it. */
    public MemorySegment allocatedPointer() {
        return allocated != null ? allocated : segment;
    }

    /** Whether the strides are the row-major strides of the sizes and the offset is 0 (the identity layout). */
    public boolean isRowMajor() {
        return offset == 0 && Arrays.equals(strides, rowMajorOrNull());
    }

    /** Whether the segment can still be accessed (its arena is open). */
    public boolean isAlive() {
        return segment.scope().isAlive();
    }

    /**
     * This view's ranked descriptor (64-bit index: {@link MemRefDescriptorLayout#ranked(int)}), allocated in
     * {@code arena}, for the exact-typed handles ({@link CompiledFunction#cInterfaceHandle()}) that take
     * descriptors. It is a copy: later {@link #view views} need descriptors of their own. The caller keeps this
     * view's memory alive while calls use it.
     */
    public MemorySegment descriptor(Arena arena) {
        MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(rank());
        MemorySegment descriptor = arena.allocate(d.layout());
        writeDescriptor(d, descriptor);
        return descriptor;
    }

    /** Writes this view into a ranked descriptor of its rank at the start of {@code descriptor}. */
    void writeDescriptor(MemRefDescriptorLayout d, MemorySegment descriptor) {
        d.setAllocated(descriptor, allocatedPointer());
        d.setAligned(descriptor, segment);
        d.setOffset(descriptor, offset);
        for (int i = 0; i < sizes.length; i++) {
            d.setSize(descriptor, i, sizes[i]);
            d.setStride(descriptor, i, strides[i]);
        }
    }

    // ---- elements ----

    /**
     * The byte offset in {@link #segment()} of element {@code indices}.
     *
     * @throws IllegalArgumentException if the number of indices is not the rank
     * @throws IndexOutOfBoundsException if an index is outside its dimension
     */
    public long byteOffset(long... indices) {
        if (indices.length != sizes.length) {
            throw new IllegalArgumentException(indices.length + " indices for a rank-" + sizes.length + " memref");
        }
        long at = offset;
        for (int d = 0; d < indices.length; d++) {
            if (indices[d] < 0 || indices[d] >= sizes[d]) {
                throw new IndexOutOfBoundsException("index " + indices[d] + " of dimension " + d + " is outside [0, "
                        + sizes[d] + ")");
            }
            at += indices[d] * strides[d]; // cannot overflow: check() bounded every reachable index
        }
        return at * elementType.byteSize();
    }

    private long at(MemRefElementType expected, String accessor, long[] indices) {
        if (elementType != expected) {
            throw new IllegalArgumentException(accessor + " reads " + expected + " elements; this memref holds "
                    + elementType);
        }
        return byteOffset(indices);
    }

    /** The {@code i1} element at {@code indices}. */
    public boolean getBoolean(long... indices) {
        return (segment.get(ValueLayout.JAVA_BYTE, at(MemRefElementType.I1, "getBoolean", indices)) & 1) != 0;
    }

    /** Sets the {@code i1} element at {@code indices}. */
    public void setBoolean(boolean value, long... indices) {
        segment.set(ValueLayout.JAVA_BYTE, at(MemRefElementType.I1, "setBoolean", indices), (byte) (value ? 1 : 0));
    }

    /** The {@code i8} element at {@code indices}. */
    public byte getByte(long... indices) {
        return segment.get(ValueLayout.JAVA_BYTE, at(MemRefElementType.I8, "getByte", indices));
    }

    /** Sets the {@code i8} element at {@code indices}. */
    public void setByte(byte value, long... indices) {
        segment.set(ValueLayout.JAVA_BYTE, at(MemRefElementType.I8, "setByte", indices), value);
    }

    /** The {@code i16} element at {@code indices}. */
    public short getShort(long... indices) {
        return segment.get(ValueLayout.JAVA_SHORT, at(MemRefElementType.I16, "getShort", indices));
    }

    /** Sets the {@code i16} element at {@code indices}. */
    public void setShort(short value, long... indices) {
        segment.set(ValueLayout.JAVA_SHORT, at(MemRefElementType.I16, "setShort", indices), value);
    }

    /** The {@code i32} element at {@code indices}. */
    public int getInt(long... indices) {
        return segment.get(ValueLayout.JAVA_INT, at(MemRefElementType.I32, "getInt", indices));
    }

    /** Sets the {@code i32} element at {@code indices}. */
    public void setInt(int value, long... indices) {
        segment.set(ValueLayout.JAVA_INT, at(MemRefElementType.I32, "setInt", indices), value);
    }

    /** The {@code i64} or {@code index} element at {@code indices}. */
    public long getLong(long... indices) {
        return segment.get(ValueLayout.JAVA_LONG, at(longType("getLong"), "getLong", indices));
    }

    /** Sets the {@code i64} or {@code index} element at {@code indices}. */
    public void setLong(long value, long... indices) {
        segment.set(ValueLayout.JAVA_LONG, at(longType("setLong"), "setLong", indices), value);
    }

    private MemRefElementType longType(String accessor) {
        return elementType == MemRefElementType.INDEX ? MemRefElementType.INDEX : MemRefElementType.I64;
    }

    /** The {@code f32}, {@code f16} or {@code bf16} element at {@code indices}, as a {@code float}. */
    public float getFloat(long... indices) {
        return switch (elementType) {
            case F16 -> Float.float16ToFloat(segment.get(ValueLayout.JAVA_SHORT, byteOffset(indices)));
            case BF16 -> Bfloat16.toFloat(segment.get(ValueLayout.JAVA_SHORT, byteOffset(indices)));
            default -> segment.get(ValueLayout.JAVA_FLOAT, at(MemRefElementType.F32, "getFloat", indices));
        };
    }

    /**
     * Sets the {@code f32}, {@code f16} or {@code bf16} element at {@code indices}; for the 16-bit types the value
     * is rounded to nearest even, as {@code arith.truncf} does.
     */
    public void setFloat(float value, long... indices) {
        switch (elementType) {
            case F16 -> segment.set(ValueLayout.JAVA_SHORT, byteOffset(indices), Float.floatToFloat16(value));
            case BF16 -> segment.set(ValueLayout.JAVA_SHORT, byteOffset(indices), Bfloat16.fromFloat(value));
            default -> segment.set(ValueLayout.JAVA_FLOAT, at(MemRefElementType.F32, "setFloat", indices), value);
        }
    }

    /** The {@code f64} element at {@code indices}. */
    public double getDouble(long... indices) {
        return segment.get(ValueLayout.JAVA_DOUBLE, at(MemRefElementType.F64, "getDouble", indices));
    }

    /** Sets the {@code f64} element at {@code indices}. */
    public void setDouble(double value, long... indices) {
        segment.set(ValueLayout.JAVA_DOUBLE, at(MemRefElementType.F64, "setDouble", indices), value);
    }

    /** The real part of the {@code complex<f32>} or {@code complex<f64>} element at {@code indices}. */
    public double getReal(long... indices) {
        return complexPart(indices, 0);
    }

    /** The imaginary part of the {@code complex<f32>} or {@code complex<f64>} element at {@code indices}. */
    public double getImaginary(long... indices) {
        return complexPart(indices, 1);
    }

    /** Sets the complex element at {@code indices} ({@code complex<f32>} parts are rounded to {@code float}). */
    public void setComplex(double real, double imaginary, long... indices) {
        long at = complexAt("setComplex", indices);
        if (elementType == MemRefElementType.COMPLEX_F32) {
            segment.set(ValueLayout.JAVA_FLOAT, at, (float) real);
            segment.set(ValueLayout.JAVA_FLOAT, at + 4, (float) imaginary);
        } else {
            segment.set(ValueLayout.JAVA_DOUBLE, at, real);
            segment.set(ValueLayout.JAVA_DOUBLE, at + 8, imaginary);
        }
    }

    private double complexPart(long[] indices, int part) {
        long at = complexAt(part == 0 ? "getReal" : "getImaginary", indices);
        return elementType == MemRefElementType.COMPLEX_F32
                ? segment.get(ValueLayout.JAVA_FLOAT, at + 4L * part)
                : segment.get(ValueLayout.JAVA_DOUBLE, at + 8L * part);
    }

    private long complexAt(String accessor, long[] indices) {
        if (!elementType.isComplex()) {
            throw new IllegalArgumentException(accessor + " reads complex elements; this memref holds " + elementType);
        }
        return byteOffset(indices);
    }

    /**
     * The element at {@code indices} boxed: {@code Boolean} for {@code i1}, {@code Byte}, {@code Short},
     * {@code Integer}, {@code Long} for the integers and {@code index}, {@code Float} for {@code f16},
     * {@code bf16} and {@code f32}, {@code Double} for {@code f64}, {@code double[]{re, im}} for complex.
     */
    public Object get(long... indices) {
        return switch (elementType) {
            case I1 -> getBoolean(indices);
            case I8 -> getByte(indices);
            case I16 -> getShort(indices);
            case I32 -> getInt(indices);
            case I64, INDEX -> getLong(indices);
            case F16, BF16, F32 -> getFloat(indices);
            case F64 -> getDouble(indices);
            case COMPLEX_F32, COMPLEX_F64 -> new double[] {getReal(indices), getImaginary(indices)};
        };
    }

    /**
     * The elements copied into a new Java array, in row-major order of the indices (whatever the strides):
     * {@code boolean[]} for {@code i1}, {@code byte[]}, {@code short[]}, {@code int[]}, {@code long[]} for the
     * integers and {@code index}, {@code float[]} for {@code f16}, {@code bf16} and {@code f32}, {@code double[]}
     * for {@code f64} and for complex numbers (real and imaginary parts interleaved).
     *
     * @throws IllegalStateException    if the memory is no longer accessible
     * @throws IllegalArgumentException if the view holds more than {@code Integer.MAX_VALUE - 8} values
     */
    public Object toArray() {
        long count = elementCount();
        boolean complex = elementType == MemRefElementType.COMPLEX_F32
                || elementType == MemRefElementType.COMPLEX_F64;
        if (count > (Integer.MAX_VALUE - 8) / (complex ? 2 : 1)) {
            throw new IllegalArgumentException("the memref " + describe() + " is too large for a Java array");
        }
        int n = (int) count;
        Object array = switch (elementType) {
            case I1 -> new boolean[n];
            case I8 -> new byte[n];
            case I16 -> new short[n];
            case I32 -> new int[n];
            case I64, INDEX -> new long[n];
            case F16, BF16, F32 -> new float[n];
            case F64 -> new double[n];
            case COMPLEX_F32, COMPLEX_F64 -> new double[2 * n];
        };
        long[] index = new long[rank()];
        for (int k = 0; k < n; k++) {
            switch (array) {
                case boolean[] a -> a[k] = getBoolean(index);
                case byte[] a -> a[k] = getByte(index);
                case short[] a -> a[k] = getShort(index);
                case int[] a -> a[k] = getInt(index);
                case long[] a -> a[k] = getLong(index);
                case float[] a -> a[k] = getFloat(index);
                case double[] a when complex -> {
                    a[2 * k] = getReal(index);
                    a[2 * k + 1] = getImaginary(index);
                }
                case double[] a -> a[k] = getDouble(index);
                default -> throw new IllegalStateException();
            }
            for (int d = index.length - 1; d >= 0 && ++index[d] == sizes[d]; d--) {
                index[d] = 0;
            }
        }
        return array;
    }

    /** The memref type of this view, in MLIR syntax, e.g. {@code memref<2x3xf32, strided<[1, 2], offset: 4>>}. */
    public String describe() {
        StringBuilder b = new StringBuilder("memref<");
        for (long s : sizes) {
            b.append(s).append('x');
        }
        b.append(elementType);
        if (sizes.length > 0 && !(offset == 0 && Arrays.equals(strides, rowMajorOrNull()))) {
            b.append(", strided<").append(Arrays.toString(strides).replace(", ", ", "));
            if (offset != 0) {
                b.append(", offset: ").append(offset);
            }
            b.append('>');
        } else if (sizes.length == 0 && offset != 0) {
            b.append(", strided<[], offset: ").append(offset).append('>');
        }
        return b.append('>').toString();
    }

    /** The row-major strides of the sizes, or null when there are none (a negative size, overflow). */
    private long[] rowMajorOrNull() {
        try {
            return rowMajorStrides(sizes);
        } catch (IllegalArgumentException | ArithmeticException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return describe() + " at 0x" + Long.toHexString(segment.address());
    }
}

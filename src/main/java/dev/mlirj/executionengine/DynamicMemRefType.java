package dev.mlirj.executionengine;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * A strided memref view read out of a descriptor, as MLIR's {@code DynamicMemRefType<T>} in
 * {@code CRunnerUtils.h}: rank, the allocated and aligned pointers, offset, sizes and strides (in elements), with
 * the pointers as plain addresses. The runner utilities read descriptors through {@link MemRefDescriptorLayout} and
 * {@link UnrankedMemRefDescriptorLayout} (64-bit indices, as MLIR's {@code int64_t}) into one of these, then ask it for a
 * segment spanning exactly the elements they are going to touch ({@link #elements}), so that a view whose sizes and
 * strides reach beyond the address space is refused instead of read.
 *
 * <p>Which bytes the data actually spans is known only to whoever allocated it; like MLIR's C++, the utilities
 * trust the descriptor for that.
 */
record DynamicMemRefType(int rank, long allocated, long data, long offset, long[] sizes, long[] strides) {
    /** A generous bound on the rank of a descriptor handed over by compiled code. */
    static final int MAX_RANK = 1 << 12;

    /** The view described by the unranked descriptor {@code {rank, descriptor}} at {@code pointer}. */
    @SuppressWarnings("restricted")
    static DynamicMemRefType fromUnranked(MemorySegment pointer) {
        UnrankedMemRefDescriptorLayout unranked = UnrankedMemRefDescriptorLayout.of(64);
        MemorySegment descriptor = nonNull(pointer, "unranked memref descriptor").reinterpret(unranked.layout().byteSize());
        return fromUnranked(unranked.rank(descriptor), unranked.descriptor(descriptor));
    }

    /** The view of rank {@code rank} whose ranked descriptor is at {@code ranked}, as an unranked memref holds. */
    static DynamicMemRefType fromUnranked(long rank, MemorySegment ranked) {
        if (rank < 0 || rank > MAX_RANK) {
            throw new IllegalArgumentException("unranked memref has rank " + rank + ", expected 0 to " + MAX_RANK);
        }
        return fromRanked((int) rank, ranked);
    }

    /** The view described by a ranked descriptor of rank {@code rank} at {@code pointer}. */
    @SuppressWarnings("restricted")
    static DynamicMemRefType fromRanked(int rank, MemorySegment pointer) {
        MemRefDescriptorLayout layout = MemRefDescriptorLayout.ranked(rank);
        MemorySegment descriptor = nonNull(pointer, "memref descriptor").reinterpret(layout.layout().byteSize());
        long[] sizes = new long[rank];
        long[] strides = new long[rank];
        for (int d = 0; d < rank; d++) {
            sizes[d] = layout.size(descriptor, d);
            strides[d] = layout.stride(descriptor, d);
        }
        return new DynamicMemRefType(rank, layout.allocated(descriptor).address(), layout.aligned(descriptor).address(),
                layout.offset(descriptor), sizes, strides);
    }

    private static MemorySegment nonNull(MemorySegment pointer, String what) {
        if (pointer.address() == 0) {
            throw new IllegalArgumentException("null pointer to a " + what);
        }
        return pointer;
    }

    /** Whether some dimension has no elements. */
    boolean isEmpty() {
        for (long size : sizes) {
            if (size <= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The elements this view reaches when each dimension {@code d} is walked over indices
     * {@code 0 .. max(sizes[d], minimumSize) - 1}; {@code minimumSize} 1 covers what MLIR's printer reads (it reads
     * the first element of an empty dimension too), 0 the exact view.
     *
     * @throws IllegalArgumentException if the reach overflows or the data pointer is null while elements are read
     */
    Elements elements(long elementSize, long minimumSize) {
        long low = offset;
        long high = offset;
        boolean empty = false;
        try {
            for (int d = 0; d < rank; d++) {
                long count = Math.max(sizes[d], minimumSize);
                if (count <= 0) {
                    empty = true;
                    continue;
                }
                long reach = Math.multiplyExact(count - 1, strides[d]);
                if (reach < 0) {
                    low = Math.addExact(low, reach);
                } else {
                    high = Math.addExact(high, reach);
                }
            }
            if (empty) {
                return new Elements(MemorySegment.NULL, 0, elementSize);
            }
            long lowByte = Math.multiplyExact(low, elementSize);
            long span = Math.addExact(Math.multiplyExact(Math.subtractExact(high, low), elementSize), elementSize);
            if (data == 0) {
                throw new IllegalArgumentException("memref data pointer is null but " + this + " has elements");
            }
            long start = Math.addExact(data, lowByte);
            return new Elements(segment(start, span), lowByte, elementSize);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("memref view " + this + " reaches beyond the address space");
        }
    }

    @SuppressWarnings("restricted")
    private static MemorySegment segment(long start, long span) {
        return MemorySegment.ofAddress(start).reinterpret(span);
    }

    @Override
    public String toString() {
        return "(rank " + rank + ", offset " + offset + ", sizes " + java.util.Arrays.toString(sizes) + ", strides "
                + java.util.Arrays.toString(strides) + ")";
    }

    /**
     * A segment over the reachable elements of a view; element {@code i} of the view's buffer (counted from the
     * aligned pointer, so {@code offset} plus strides) is at {@link #byteOffset(long) byteOffset(i)}.
     */
    record Elements(MemorySegment segment, long lowByte, long elementSize) {
        long byteOffset(long element) {
            return element * elementSize - lowByte;
        }

        byte getByte(long element) {
            return segment.get(ValueLayout.JAVA_BYTE, byteOffset(element));
        }
    }
}

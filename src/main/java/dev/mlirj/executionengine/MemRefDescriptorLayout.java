package dev.mlirj.executionengine;

import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The ranked memref descriptor: the one declaration of MLIR's memref ABI that both the lowering and the Java
 * side of a call use (MLIR's {@code StridedMemRefType<T, N>} in {@code CRunnerUtils.h}, and the struct the
 * {@code LLVMTypeConverter} makes of a {@code memref<...>} type, as the "LLVM IR Target" documentation states it):
 * <pre>
 *   struct {
 *     ptr   allocated;      // what the allocation function returned; what deallocation frees
 *     ptr   aligned;        // where the data starts, aligned as the allocation requested
 *     index offset;         // elements from aligned to the first element of the view
 *     index sizes[rank];    // absent for rank 0
 *     index strides[rank];  // in elements; absent for rank 0
 *   }
 * </pre>
 * where {@code index} is an integer of the module's index bitwidth (64 on x86-64 and AArch64). The Java layout
 * is a {@link StructLayout} with C's natural alignment and padding, the same as LLVM's data layout gives the
 * {@link #llvmType() LLVM dialect struct}; a test checks both agree, field by field, for ranks 0-8.
 *
 * <p>Instances are immutable, interned per (rank, index bitwidth), and safe to share between threads. The
 * accessors read and write a descriptor in a caller-supplied segment; they check nothing beyond what FFM checks
 * (segment bounds and liveness), so validating a descriptor's contents is the caller's job.
 */
public final class MemRefDescriptorLayout {
    /** The largest rank a descriptor may have; MLIR has no limit, but a sane bound keeps layouts finite. */
    public static final int MAX_RANK = 1 << 16;

    private static final ConcurrentHashMap<Long, MemRefDescriptorLayout> CACHE = new ConcurrentHashMap<>();

    private final int rank;
    private final int indexBitwidth;
    private final StructLayout layout;
    private final ValueLayout indexLayout;
    private final long offsetOffset;
    private final long sizesOffset;
    private final long stridesOffset;

    private MemRefDescriptorLayout(int rank, int indexBitwidth) {
        this.rank = rank;
        this.indexBitwidth = indexBitwidth;
        this.indexLayout = indexLayout(indexBitwidth);
        List<MemoryLayout> fields = new ArrayList<>();
        fields.add(ValueLayout.ADDRESS.withName("allocated"));
        fields.add(ValueLayout.ADDRESS.withName("aligned"));
        fields.add(indexLayout.withName("offset"));
        if (rank > 0) {
            fields.add(MemoryLayout.sequenceLayout(rank, indexLayout).withName("sizes"));
            fields.add(MemoryLayout.sequenceLayout(rank, indexLayout).withName("strides"));
        }
        this.layout = padded(fields);
        this.offsetOffset = layout.byteOffset(MemoryLayout.PathElement.groupElement("offset"));
        this.sizesOffset = rank > 0 ? layout.byteOffset(MemoryLayout.PathElement.groupElement("sizes")) : -1;
        this.stridesOffset = rank > 0 ? layout.byteOffset(MemoryLayout.PathElement.groupElement("strides")) : -1;
    }

    /**
     * The descriptor of a ranked memref of {@code rank} dimensions with {@code indexBitwidth}-bit indices.
     *
     * @throws IllegalArgumentException if the rank is negative or above {@link #MAX_RANK}, or the bitwidth is
     *                                  not 32 or 64
     */
    public static MemRefDescriptorLayout ranked(int rank, int indexBitwidth) {
        if (rank < 0 || rank > MAX_RANK) {
            throw new IllegalArgumentException("memref rank must be between 0 and " + MAX_RANK + ", not " + rank);
        }
        indexLayout(indexBitwidth);
        return CACHE.computeIfAbsent(((long) rank << 8) | indexBitwidth, k -> new MemRefDescriptorLayout(rank,
                indexBitwidth));
    }

    /** The descriptor with 64-bit indices, as on x86-64 and AArch64. */
    public static MemRefDescriptorLayout ranked(int rank) {
        return ranked(rank, 64);
    }

    /** The number of dimensions. */
    public int rank() {
        return rank;
    }

    /** The width of the offset, size and stride fields. */
    public int indexBitwidth() {
        return indexBitwidth;
    }

    /** The C layout, with fields {@code allocated, aligned, offset} and, for rank > 0, {@code sizes, strides}. */
    public StructLayout layout() {
        return layout;
    }

    /** The layout of one index field: {@code JAVA_LONG} or {@code JAVA_INT}. */
    public ValueLayout indexLayout() {
        return indexLayout;
    }

    /**
     * The LLVM dialect type the lowering gives this descriptor:
     * {@code !llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>}, or {@code !llvm.struct<(ptr, ptr, iN)>}
     * for rank 0.
     */
    public LlvmStructType llvmType() {
        Type index = IntegerType.of(indexBitwidth);
        List<Type> body = new ArrayList<>(List.of(LlvmPointerType.DEFAULT, LlvmPointerType.DEFAULT, index));
        if (rank > 0) {
            body.add(new LlvmArrayType(index, rank));
            body.add(new LlvmArrayType(index, rank));
        }
        return LlvmStructType.literal(body, false);
    }

    /** The allocated pointer of the descriptor at the start of {@code descriptor}. */
    public MemorySegment allocated(MemorySegment descriptor) {
        return descriptor.get(ValueLayout.ADDRESS, 0);
    }

    /** Sets the allocated pointer. */
    public void setAllocated(MemorySegment descriptor, MemorySegment pointer) {
        descriptor.set(ValueLayout.ADDRESS, 0, pointer);
    }

    /** The aligned pointer. */
    public MemorySegment aligned(MemorySegment descriptor) {
        return descriptor.get(ValueLayout.ADDRESS, ValueLayout.ADDRESS.byteSize());
    }

    /** Sets the aligned pointer. */
    public void setAligned(MemorySegment descriptor, MemorySegment pointer) {
        descriptor.set(ValueLayout.ADDRESS, ValueLayout.ADDRESS.byteSize(), pointer);
    }

    /** The offset, in elements, from the aligned pointer to the first element. */
    public long offset(MemorySegment descriptor) {
        return getIndex(descriptor, offsetOffset);
    }

    /** Sets the offset; it must fit the index width. */
    public void setOffset(MemorySegment descriptor, long offset) {
        setIndex(descriptor, offsetOffset, offset);
    }

    /** The size of dimension {@code dim}. */
    public long size(MemorySegment descriptor, int dim) {
        return getIndex(descriptor, sizesOffset + checkDim(dim) * indexLayout.byteSize());
    }

    /** Sets the size of dimension {@code dim}; it must fit the index width. */
    public void setSize(MemorySegment descriptor, int dim, long size) {
        setIndex(descriptor, sizesOffset + checkDim(dim) * indexLayout.byteSize(), size);
    }

    /** The stride, in elements, of dimension {@code dim}. */
    public long stride(MemorySegment descriptor, int dim) {
        return getIndex(descriptor, stridesOffset + checkDim(dim) * indexLayout.byteSize());
    }

    /** Sets the stride of dimension {@code dim}; it must fit the index width. */
    public void setStride(MemorySegment descriptor, int dim, long stride) {
        setIndex(descriptor, stridesOffset + checkDim(dim) * indexLayout.byteSize(), stride);
    }

    private long checkDim(int dim) {
        if (dim < 0 || dim >= rank) {
            throw new IndexOutOfBoundsException("dimension " + dim + " of a rank-" + rank + " memref descriptor");
        }
        return dim;
    }

    private long getIndex(MemorySegment descriptor, long at) {
        return indexBitwidth == 64 ? descriptor.get(ValueLayout.JAVA_LONG, at) : descriptor.get(ValueLayout.JAVA_INT, at);
    }

    private void setIndex(MemorySegment descriptor, long at, long value) {
        if (indexBitwidth == 64) {
            descriptor.set(ValueLayout.JAVA_LONG, at, value);
        } else {
            if (value != (int) value) {
                throw new IllegalArgumentException(value + " does not fit a 32-bit index");
            }
            descriptor.set(ValueLayout.JAVA_INT, at, (int) value);
        }
    }

    static ValueLayout indexLayout(int indexBitwidth) {
        return switch (indexBitwidth) {
            case 64 -> ValueLayout.JAVA_LONG;
            case 32 -> ValueLayout.JAVA_INT;
            default -> throw new IllegalArgumentException("index bitwidth must be 32 or 64, not " + indexBitwidth);
        };
    }

    /** A struct of {@code fields} with C's padding: each field at its natural alignment, the size rounded up. */
    static StructLayout padded(List<MemoryLayout> fields) {
        List<MemoryLayout> members = new ArrayList<>();
        long at = 0;
        long maxAlign = 1;
        for (MemoryLayout field : fields) {
            long align = field.byteAlignment();
            maxAlign = Math.max(maxAlign, align);
            long aligned = (at + align - 1) / align * align;
            if (aligned > at) {
                members.add(MemoryLayout.paddingLayout(aligned - at));
            }
            members.add(field);
            at = aligned + field.byteSize();
        }
        long size = (at + maxAlign - 1) / maxAlign * maxAlign;
        if (size > at) {
            members.add(MemoryLayout.paddingLayout(size - at));
        }
        return MemoryLayout.structLayout(members.toArray(MemoryLayout[]::new));
    }

    @Override
    public String toString() {
        return "memref descriptor rank " + rank + " index i" + indexBitwidth + " " + layout;
    }
}

package dev.mlirj.executionengine;

import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.IntegerType;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.util.List;

/**
 * The unranked memref descriptor, MLIR's {@code UnrankedMemRefType<T>} and the lowering of
 * {@code memref<*xT>}: {@code struct { index rank; ptr descriptor; }}, where {@code descriptor} points to a
 * {@link MemRefDescriptorLayout ranked descriptor} of that rank and the same index width.
 *
 * <p>Instances are immutable and shared; one exists per index bitwidth. The accessors read and write a
 * descriptor in a caller-supplied segment and check only what FFM checks.
 */
public final class UnrankedMemRefDescriptorLayout {
    private static final UnrankedMemRefDescriptorLayout I64 = new UnrankedMemRefDescriptorLayout(64);
    private static final UnrankedMemRefDescriptorLayout I32 = new UnrankedMemRefDescriptorLayout(32);

    private final int indexBitwidth;
    private final StructLayout layout;
    private final long descriptorOffset;

    private UnrankedMemRefDescriptorLayout(int indexBitwidth) {
        this.indexBitwidth = indexBitwidth;
        this.layout = MemRefDescriptorLayout.padded(List.of(MemRefDescriptorLayout.indexLayout(indexBitwidth).withName("rank"),
                ValueLayout.ADDRESS.withName("descriptor")));
        this.descriptorOffset = layout.byteOffset(MemoryLayout.PathElement.groupElement("descriptor"));
    }

    /**
     * The unranked descriptor with {@code indexBitwidth}-bit rank.
     *
     * @throws IllegalArgumentException if the bitwidth is not 32 or 64
     */
    public static UnrankedMemRefDescriptorLayout of(int indexBitwidth) {
        return switch (indexBitwidth) {
            case 64 -> I64;
            case 32 -> I32;
            default -> throw new IllegalArgumentException("index bitwidth must be 32 or 64, not " + indexBitwidth);
        };
    }

    /** The width of the rank field. */
    public int indexBitwidth() {
        return indexBitwidth;
    }

    /** The C layout, with fields {@code rank, descriptor}. */
    public StructLayout layout() {
        return layout;
    }

    /** The LLVM dialect type the lowering gives {@code memref<*xT>}: {@code !llvm.struct<(iN, ptr)>}. */
    public LlvmStructType llvmType() {
        return LlvmStructType.literal(IntegerType.of(indexBitwidth), LlvmPointerType.DEFAULT);
    }

    /** The rank stored in {@code descriptor}. */
    public long rank(MemorySegment descriptor) {
        return indexBitwidth == 64 ? descriptor.get(ValueLayout.JAVA_LONG, 0) : descriptor.get(ValueLayout.JAVA_INT, 0);
    }

    /** Sets the rank. */
    public void setRank(MemorySegment descriptor, int rank) {
        if (indexBitwidth == 64) {
            descriptor.set(ValueLayout.JAVA_LONG, 0, rank);
        } else {
            descriptor.set(ValueLayout.JAVA_INT, 0, rank);
        }
    }

    /** The pointer to the ranked descriptor (a zero-length segment; reinterpret it with the ranked layout). */
    public MemorySegment descriptor(MemorySegment descriptor) {
        return descriptor.get(ValueLayout.ADDRESS, descriptorOffset);
    }

    /** Sets the pointer to the ranked descriptor. */
    public void setDescriptor(MemorySegment descriptor, MemorySegment ranked) {
        descriptor.set(ValueLayout.ADDRESS, descriptorOffset, ranked);
    }

    @Override
    public String toString() {
        return "unranked memref descriptor index i" + indexBitwidth + " " + layout;
    }
}

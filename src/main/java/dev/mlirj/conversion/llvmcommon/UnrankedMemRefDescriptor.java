package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * A typed view over the LLVM dialect value of an unranked memref descriptor, MLIR's
 * {@code UnrankedMemRefDescriptor} (MemRefBuilder): the struct {@code (iN rank, ptr descriptor)} whose layout
 * {@link LlvmTypeConverter#unrankedMemRefDescriptorFields} derives from the runtime ABI
 * ({@link dev.mlirj.executionengine.UnrankedMemRefDescriptorLayout}); the pointer points to a ranked descriptor of that
 * rank. Getters build {@code llvm.extractvalue}, setters {@code llvm.insertvalue} and replace {@link #value()};
 * {@link #pack} / {@link #unpack} convert from and to the 2 scalars of the unbundled calling convention.
 */
public final class UnrankedMemRefDescriptor extends StructBuilder {
    /** The rank's position. */
    public static final int RANK = 0;
    /** The position of the pointer to the ranked descriptor. */
    public static final int DESCRIPTOR_PTR = 1;

    /** A view of {@code descriptor}, a value of the unranked descriptor struct type. */
    public UnrankedMemRefDescriptor(MlirContext context, Value descriptor) {
        super(context, descriptor);
        checkDescriptorType(descriptor.type());
    }

    private static void checkDescriptorType(Type type) {
        if (!(type instanceof LlvmStructType s) || s.isIdentified() || s.body().size() != 2
                || !(s.body().get(DESCRIPTOR_PTR) instanceof LlvmPointerType)) {
            throw new IllegalArgumentException("not an unranked memref descriptor struct: " + type);
        }
    }

    /** A descriptor of {@code descriptorType} with undefined fields. */
    public static UnrankedMemRefDescriptor undef(Builder b, Location loc, Type descriptorType) {
        MlirContext context = b.context();
        checkDescriptorType(descriptorType);
        return new UnrankedMemRefDescriptor(context, Llvm.undef(b, loc, descriptorType));
    }

    /** A descriptor of {@code descriptorType} with poison fields. */
    public static UnrankedMemRefDescriptor poison(Builder b, Location loc, Type descriptorType) {
        MlirContext context = b.context();
        checkDescriptorType(descriptorType);
        return new UnrankedMemRefDescriptor(context, Llvm.poison(b, loc, descriptorType));
    }

    /** The rank. */
    public Value rank(Builder b, Location loc) {
        return extract(b, loc, RANK);
    }

    /** Sets the rank. */
    public void setRank(Builder b, Location loc, Value rank) {
        insert(b, loc, rank, RANK);
    }

    /** The pointer to the ranked descriptor. */
    public Value memRefDescPtr(Builder b, Location loc) {
        return extract(b, loc, DESCRIPTOR_PTR);
    }

    /** Sets the pointer to the ranked descriptor. */
    public void setMemRefDescPtr(Builder b, Location loc, Value ptr) {
        insert(b, loc, ptr, DESCRIPTOR_PTR);
    }

    /** How many scalars an unranked descriptor unbundles into: 2. */
    public static int numUnpackedValues() {
        return 2;
    }

    /** Packs {@code values} (rank, pointer) into a descriptor of {@code type} converted by {@code converter}. */
    public static UnrankedMemRefDescriptor pack(Builder b, Location loc,
                                                LlvmTypeConverter converter, UnrankedMemRefType type,
                                                List<Value> values) {
        Type structType = converter.convertType(type);
        if (structType == null) {
            throw new IllegalArgumentException(converter.explainFailure(type));
        }
        if (values.size() != numUnpackedValues()) {
            throw new IllegalArgumentException("an unranked descriptor packs 2 values, not " + values.size());
        }
        UnrankedMemRefDescriptor d = undef(b, loc, structType);
        d.setRank(b, loc, values.get(0));
        d.setMemRefDescPtr(b, loc, values.get(1));
        return d;
    }

    /** Appends the rank and pointer of descriptor {@code packed} to {@code results}. */
    public static void unpack(Builder b, Location loc, Value packed, List<Value> results) {
        MlirContext context = b.context();
        UnrankedMemRefDescriptor d = new UnrankedMemRefDescriptor(context, packed);
        results.add(d.rank(b, loc));
        results.add(d.memRefDescPtr(b, loc));
    }

    /** The size in bytes of a pointer, assumed 64-bit in every address space (the targets mlirj runs on). */
    static final long POINTER_BYTES = 8;

    /**
     * MLIR's {@code computeSizes}: for each descriptor, the bytes its ranked descriptor takes, computed at run time
     * from its rank as {@code 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)} (densely packed, as MLIR assumes).
     * The shared constants are built once, before the first size.
     */
    public static List<Value> computeSizes(Builder b, Location loc, LlvmTypeConverter converter,
                                           List<UnrankedMemRefDescriptor> values) {
        List<Value> sizes = new java.util.ArrayList<>();
        if (values.isEmpty()) {
            return sizes;
        }
        Type index = converter.indexType();
        Value one = createIndexAttrConstant(b, loc, index, 1);
        Value two = createIndexAttrConstant(b, loc, index, 2);
        Value indexSize = createIndexAttrConstant(b, loc, index, (converter.indexType().width() + 7) / 8);
        for (UnrankedMemRefDescriptor desc : values) {
            Value pointerSize = createIndexAttrConstant(b, loc, index, POINTER_BYTES);
            Value doublePointerSize = Llvm.mul(b, loc, two, pointerSize);
            Value doubleRank = Llvm.mul(b, loc, two, desc.rank(b, loc));
            Value doubleRankIncremented = Llvm.add(b, loc, doubleRank, one);
            Value rankIndexSize = Llvm.mul(b, loc, doubleRankIncremented, indexSize);
            sizes.add(Llvm.add(b, loc, doublePointerSize, rankIndexSize));
        }
        return sizes;
    }

    // ---- the ranked descriptor behind the pointer, read and written through memory (MLIR's static helpers) ----

    /** The allocated pointer of the ranked descriptor at {@code memRefDescPtr}: a load of its first field. */
    public static Value allocatedPtr(Builder b, Location loc, Value memRefDescPtr,
                                     LlvmPointerType elemPtrType) {
        return Llvm.load(b, loc, elemPtrType, memRefDescPtr);
    }

    /** Stores the allocated pointer of the ranked descriptor at {@code memRefDescPtr}. */
    public static void setAllocatedPtr(Builder b, Location loc, Value memRefDescPtr,
                                       Value allocatedPtr) {
        Llvm.store(b, loc, allocatedPtr, memRefDescPtr);
    }

    private static Value alignedPtrAddress(Builder b, Location loc, Value memRefDescPtr,
                                           LlvmPointerType elemPtrType) {
        return Llvm.gep(b, loc, elemPtrType, memRefDescPtr, List.of(1), false);
    }

    /** The aligned pointer of the ranked descriptor at {@code memRefDescPtr} (the second pointer-sized field). */
    public static Value alignedPtr(Builder b, Location loc, Value memRefDescPtr,
                                   LlvmPointerType elemPtrType) {
        return Llvm.load(b, loc, elemPtrType, alignedPtrAddress(b, loc, memRefDescPtr,
                elemPtrType));
    }

    /** Stores the aligned pointer of the ranked descriptor at {@code memRefDescPtr}. */
    public static void setAlignedPtr(Builder b, Location loc, Value memRefDescPtr,
                                     LlvmPointerType elemPtrType, Value alignedPtr) {
        Llvm.store(b, loc, alignedPtr, alignedPtrAddress(b, loc, memRefDescPtr, elemPtrType));
    }

    /** The address of the offset field of the ranked descriptor at {@code memRefDescPtr} (after two pointers). */
    public static Value offsetBasePtr(Builder b, Location loc, Value memRefDescPtr,
                                      LlvmPointerType elemPtrType) {
        return Llvm.gep(b, loc, elemPtrType, memRefDescPtr, List.of(2), false);
    }

    /** The offset of the ranked descriptor at {@code memRefDescPtr}. */
    public static Value offset(Builder b, Location loc, LlvmTypeConverter converter,
                               Value memRefDescPtr, LlvmPointerType elemPtrType) {
        return Llvm.load(b, loc, converter.indexType(), offsetBasePtr(b, loc, memRefDescPtr,
                elemPtrType));
    }

    /** Stores the offset of the ranked descriptor at {@code memRefDescPtr}. */
    public static void setOffset(Builder b, Location loc, Value memRefDescPtr,
                                 LlvmPointerType elemPtrType, Value offset) {
        Llvm.store(b, loc, offset, offsetBasePtr(b, loc, memRefDescPtr, elemPtrType));
    }

    /**
     * The address of the sizes array of the ranked descriptor at {@code memRefDescPtr}: field 3 of
     * {@code struct<(ptr, ptr, iN, iN)>}.
     */
    public static Value sizeBasePtr(Builder b, Location loc, LlvmTypeConverter converter,
                                    Value memRefDescPtr, LlvmPointerType elemPtrType) {
        Type index = converter.indexType();
        LlvmStructType prefix = LlvmStructType.literal(List.of(elemPtrType, elemPtrType, index, index), false);
        return Llvm.gep(b, loc, prefix, memRefDescPtr, List.of(0, 3), false);
    }

    /** The size at the run-time {@code index} of the sizes array at {@code sizeBasePtr}. */
    public static Value size(Builder b, Location loc, LlvmTypeConverter converter,
                             Value sizeBasePtr, Value index) {
        return Llvm.load(b, loc, converter.indexType(), Llvm.gep(b, loc, converter.indexType(),
                sizeBasePtr, List.of(index), false));
    }

    /** Stores {@code size} at {@code index} of the sizes array at {@code sizeBasePtr}. */
    public static void setSize(Builder b, Location loc, LlvmTypeConverter converter,
                               Value sizeBasePtr, Value index, Value size) {
        Llvm.store(b, loc, size, Llvm.gep(b, loc, converter.indexType(), sizeBasePtr,
                List.of(index), false));
    }

    /** The address of the strides array: {@code rank} index elements after {@code sizeBasePtr}. */
    public static Value strideBasePtr(Builder b, Location loc, LlvmTypeConverter converter,
                                      Value sizeBasePtr, Value rank) {
        return Llvm.gep(b, loc, converter.indexType(), sizeBasePtr, List.of(rank), false);
    }

    /** The stride at {@code index} of the strides array at {@code strideBasePtr}. */
    public static Value stride(Builder b, Location loc, LlvmTypeConverter converter,
                               Value strideBasePtr, Value index) {
        return size(b, loc, converter, strideBasePtr, index);
    }

    /** Stores {@code stride} at {@code index} of the strides array at {@code strideBasePtr}. */
    public static void setStride(Builder b, Location loc, LlvmTypeConverter converter,
                                 Value strideBasePtr, Value index, Value stride) {
        setSize(b, loc, converter, strideBasePtr, index, stride);
    }
}

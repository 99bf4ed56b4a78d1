package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * A typed view over the LLVM dialect value of a ranked memref descriptor, MLIR's {@code MemRefDescriptor}
 * (MemRefBuilder): the struct {@code (ptr allocated, ptr aligned, iN offset, array<R x iN> sizes,
 * array<R x iN> strides)} whose layout {@link LlvmTypeConverter#memRefDescriptorFields} derives from the runtime ABI
 * ({@link dev.mlirj.executionengine.MemRefDescriptorLayout}); rank 0 has no arrays.
 *
 * <p>Getters build {@code llvm.extractvalue}, setters {@code llvm.insertvalue}, at the given builder's insertion
 * point. The view is mutable like MLIR's: a setter replaces {@link #value()} with the new struct value, so a
 * sequence of setters builds a descriptor step by step. {@link #pack} and {@link #unpack} convert between the
 * descriptor and the {@code 3 + 2 * rank} scalars of the unbundled calling convention (allocated, aligned, offset,
 * sizes, strides); {@link #fromStaticShape} builds the descriptor a bare pointer stands for. Building needs a
 * context with the LLVM dialect loaded; a value that is not a descriptor struct is refused with an
 * {@link IllegalArgumentException}.
 */
public final class MemRefDescriptor extends StructBuilder {
    /** Field positions in the descriptor struct. */
    public static final int ALLOCATED_PTR = 0;
    /** The aligned pointer's position. */
    public static final int ALIGNED_PTR = 1;
    /** The offset's position. */
    public static final int OFFSET = 2;
    /** The sizes array's position. */
    public static final int SIZES = 3;
    /** The strides array's position. */
    public static final int STRIDES = 4;

    /** A view of {@code descriptor}, a value of a descriptor struct type. */
    public MemRefDescriptor(MlirContext context, Value descriptor) {
        super(context, descriptor);
        checkDescriptorType(descriptor.type());
    }

    private static LlvmStructType checkDescriptorType(Type type) {
        if (!(type instanceof LlvmStructType s) || s.isIdentified() || (s.body().size() != 3 && s.body().size() != 5)
                || !(s.body().get(ALLOCATED_PTR) instanceof LlvmPointerType)
                || !(s.body().get(ALIGNED_PTR) instanceof LlvmPointerType)) {
            throw new IllegalArgumentException("not a memref descriptor struct: " + type);
        }
        return s;
    }

    /** A descriptor of {@code descriptorType} whose fields are all undefined ({@code llvm.mlir.undef}). */
    public static MemRefDescriptor undef(Builder b, Location loc, Type descriptorType) {
        MlirContext context = b.context();
        checkDescriptorType(descriptorType);
        return new MemRefDescriptor(context, Llvm.undef(b, loc, descriptorType));
    }

    /** A descriptor of {@code descriptorType} whose fields are all poison ({@code llvm.mlir.poison}). */
    public static MemRefDescriptor poison(Builder b, Location loc, Type descriptorType) {
        MlirContext context = b.context();
        checkDescriptorType(descriptorType);
        return new MemRefDescriptor(context, Llvm.poison(b, loc, descriptorType));
    }

    /** The descriptor struct type. */
    public LlvmStructType structType() {
        return (LlvmStructType) value().type();
    }

    /** The rank: the length of the size and stride arrays (0 when they are absent). */
    public int rank() {
        List<Type> body = structType().body();
        return body.size() == 3 ? 0 : Math.toIntExact(((LlvmArrayType) body.get(SIZES)).numElements());
    }

    /** The integer type of the offset, sizes and strides (the converted {@code index}). */
    public Type indexType() {
        return structType().body().get(OFFSET);
    }

    private Value indexConstant(Builder b, Location loc, long v) {
        return createIndexAttrConstant(b, loc, indexType(), v);
    }

    private void checkDim(int pos) {
        if (pos < 0 || pos >= rank()) {
            throw new IndexOutOfBoundsException("dimension " + pos + " of a rank-" + rank() + " memref descriptor");
        }
    }

    /** The allocated pointer (what was allocated, to be freed). */
    public Value allocatedPtr(Builder b, Location loc) {
        return extract(b, loc, ALLOCATED_PTR);
    }

    /** Sets the allocated pointer. */
    public void setAllocatedPtr(Builder b, Location loc, Value ptr) {
        insert(b, loc, ptr, ALLOCATED_PTR);
    }

    /** The aligned pointer (the data start before the offset). */
    public Value alignedPtr(Builder b, Location loc) {
        return extract(b, loc, ALIGNED_PTR);
    }

    /** Sets the aligned pointer. */
    public void setAlignedPtr(Builder b, Location loc, Value ptr) {
        insert(b, loc, ptr, ALIGNED_PTR);
    }

    /** The offset, in elements. */
    public Value offset(Builder b, Location loc) {
        return extract(b, loc, OFFSET);
    }

    /** Sets the offset. */
    public void setOffset(Builder b, Location loc, Value offset) {
        insert(b, loc, offset, OFFSET);
    }

    /** Sets the offset to the constant {@code offset} (an {@code llvm.mlir.constant(offset : index)}). */
    public void setConstantOffset(Builder b, Location loc, long offset) {
        setOffset(b, loc, indexConstant(b, loc, offset));
    }

    /** The size of dimension {@code pos}. */
    public Value size(Builder b, Location loc, int pos) {
        return dimField(b, loc, SIZES, pos);
    }

    /** Sets the size of dimension {@code pos}. */
    public void setSize(Builder b, Location loc, int pos, Value size) {
        setDimField(b, loc, SIZES, pos, size);
    }

    /** Sets the size of dimension {@code pos} to a constant. */
    public void setConstantSize(Builder b, Location loc, int pos, long size) {
        checkDim(pos);
        setSize(b, loc, pos, indexConstant(b, loc, size));
    }

    /** The stride of dimension {@code pos}, in elements. */
    public Value stride(Builder b, Location loc, int pos) {
        return dimField(b, loc, STRIDES, pos);
    }

    /** Sets the stride of dimension {@code pos}. */
    public void setStride(Builder b, Location loc, int pos, Value stride) {
        setDimField(b, loc, STRIDES, pos, stride);
    }

    /** Sets the stride of dimension {@code pos} to a constant. */
    public void setConstantStride(Builder b, Location loc, int pos, long stride) {
        checkDim(pos);
        setStride(b, loc, pos, indexConstant(b, loc, stride));
    }

    private Value dimField(Builder b, Location loc, int array, int pos) {
        checkDim(pos);
        return extract(b, loc, array, pos);
    }

    private void setDimField(Builder b, Location loc, int array, int pos, Value field) {
        checkDim(pos);
        insert(b, loc, field, array, pos);
    }

    /**
     * The size of the dimension given by the run-time value {@code pos} of a rank-{@code rank} descriptor: the
     * sizes array is stored to a stack slot and the element loaded back (MLIR's {@code size(builder, loc, Value,
     * int64_t)}).
     */
    public Value size(Builder b, Location loc, Value pos, int rank) {
        LlvmArrayType arrayType = new LlvmArrayType(indexType(), rank);
        Value one = indexConstant(b, loc, 1);
        Value sizes = extract(b, loc, SIZES);
        Value slot = Llvm.alloca(b, loc, arrayType, one, 0);
        Llvm.store(b, loc, sizes, slot);
        Value element = Llvm.gep(b, loc, arrayType, slot, List.of(0, pos), false);
        return Llvm.load(b, loc, indexType(), element);
    }

    /** The pointer type of the allocated and aligned pointers (their address space). */
    public LlvmPointerType elementPtrType() {
        return (LlvmPointerType) structType().body().get(ALIGNED_PTR);
    }

    /**
     * The address of the first element of {@code type}'s view: the aligned pointer, moved by the offset (a
     * constant when the layout's offset is static, omitted when it is 0) with a GEP over the element type (MLIR's
     * {@code bufferPtr}).
     */
    public Value bufferPtr(Builder b, Location loc, LlvmTypeConverter converter, MemRefType type) {
        StridesAndOffset layout = StridesAndOffset.of(type);
        if (layout == null) {
            throw new IllegalArgumentException(converter.explainFailure(type));
        }
        Value ptr = alignedPtr(b, loc);
        if (layout.offset() == 0) {
            return ptr;
        }
        Value offset = layout.offset() == ShapedType.DYNAMIC ? offset(b, loc) : indexConstant(b, loc, layout.offset());
        return Llvm.gep(b, loc, converter.convertType(type.elementType()), ptr, List.of(offset), false);
    }

    /** How many scalars a descriptor of {@code type} unbundles into: {@code 3 + 2 * rank}. */
    public static int numUnpackedValues(MemRefType type) {
        return 3 + 2 * type.rank();
    }

    /**
     * Packs the unbundled scalars {@code values} (allocated, aligned, offset, R sizes, R strides) into a descriptor
     * of {@code type} converted by {@code converter}; as MLIR, each size is inserted right before its stride.
     */
    public static MemRefDescriptor pack(Builder b, Location loc, LlvmTypeConverter converter,
                                        MemRefType type, List<Value> values) {
        Type structType = converter.convertType(type);
        if (structType == null) {
            throw new IllegalArgumentException("cannot pack a descriptor of " + type + ": " + converter.explainFailure(type));
        }
        int rank = type.rank();
        if (values.size() != numUnpackedValues(type)) {
            throw new IllegalArgumentException("a descriptor of rank " + rank + " packs " + numUnpackedValues(type)
                    + " values, not " + values.size());
        }
        MemRefDescriptor d = undef(b, loc, structType);
        d.setAllocatedPtr(b, loc, values.get(0));
        d.setAlignedPtr(b, loc, values.get(1));
        d.setOffset(b, loc, values.get(2));
        for (int i = 0; i < rank; i++) {
            d.setSize(b, loc, i, values.get(3 + i));
            d.setStride(b, loc, i, values.get(3 + rank + i));
        }
        return d;
    }

    /**
     * Appends to {@code results} the scalars of descriptor {@code packed} of {@code type} in the unbundled order
     * (allocated, aligned, offset, sizes, strides), each one {@code llvm.extractvalue}.
     */
    public static void unpack(Builder b, Location loc, Value packed, MemRefType type,
                              List<Value> results) {
        MlirContext context = b.context();
        MemRefDescriptor d = new MemRefDescriptor(context, packed);
        if (d.rank() != type.rank()) {
            throw new IllegalArgumentException("the descriptor has rank " + d.rank() + " but the type " + type
                    + " has rank " + type.rank());
        }
        results.add(d.allocatedPtr(b, loc));
        results.add(d.alignedPtr(b, loc));
        results.add(d.offset(b, loc));
        for (int i = 0; i < type.rank(); i++) {
            results.add(d.size(b, loc, i));
        }
        for (int i = 0; i < type.rank(); i++) {
            results.add(d.stride(b, loc, i));
        }
    }

    /**
     * The descriptor of the statically shaped, statically strided memref {@code type} whose data is at
     * {@code memory} (allocated and aligned pointer both): the bare-pointer convention's view of an argument.
     */
    public static MemRefDescriptor fromStaticShape(Builder b, Location loc,
                                                   LlvmTypeConverter converter, MemRefType type, Value memory) {
        return fromStaticShape(b, loc, converter, type, memory, memory);
    }

    /** As {@link #fromStaticShape(Builder, Location, LlvmTypeConverter, MemRefType, Value)} with a
     * separate aligned pointer. */
    public static MemRefDescriptor fromStaticShape(Builder b, Location loc,
                                                   LlvmTypeConverter converter, MemRefType type, Value memory,
                                                   Value alignedMemory) {
        StridesAndOffset layout = StridesAndOffset.of(type);
        if (!type.hasStaticShape() || layout == null || layout.offset() == ShapedType.DYNAMIC
                || layout.strides().contains(ShapedType.DYNAMIC)) {
            throw new IllegalArgumentException("a descriptor from a static shape needs a static shape, offset and "
                    + "strides, not " + type);
        }
        Type structType = converter.convertType(type);
        if (structType == null) {
            throw new IllegalArgumentException(converter.explainFailure(type));
        }
        MemRefDescriptor d = undef(b, loc, structType);
        d.setAllocatedPtr(b, loc, memory);
        d.setAlignedPtr(b, loc, alignedMemory);
        d.setConstantOffset(b, loc, layout.offset());
        for (int i = 0; i < type.rank(); i++) {
            d.setConstantSize(b, loc, i, type.shape().get(i));
            d.setConstantStride(b, loc, i, layout.strides().get(i));
        }
        return d;
    }
}

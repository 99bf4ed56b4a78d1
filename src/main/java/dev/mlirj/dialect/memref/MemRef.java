package dev.mlirj.dialect.memref;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds memref operations at a builder's insertion point, with the properties the parser would give them
 * ({@code operandSegmentSizes}, static offset/size/stride arrays, ...), so built IR prints and verifies like parsed
 * IR: {@code MemRef.load(b, loc, buffer, List.of(i, j))}. The context must have the memref dialect loaded.
 * Arguments that cannot make a well-formed operation (a non-memref where a memref is needed, a wrong number of
 * dynamic sizes or indices) throw {@link IllegalArgumentException} naming the problem; deeper rules (layouts, rank
 * reductions) are left to the verifier.
 */
public final class MemRef {
    private MemRef() {
    }

    private static OperationState state(MlirContext context, String name, Location location) {
        return OperationState.forRegistered(context, name, location);
    }

    private static MemRefType ranked(Value v, String what) {
        if (!(v.type() instanceof MemRefType m)) {
            throw new IllegalArgumentException(what + " must be a ranked memref, not " + v.type());
        }
        return m;
    }

    private static void requireMemRef(Value v, String what) {
        if (!MemRefChecks.isMemRef(v.type())) {
            throw new IllegalArgumentException(what + " must be a memref, not " + v.type());
        }
    }

    private static void requireIndices(MemRefType type, List<Value> indices, String op) {
        if (indices.size() != type.rank()) {
            throw new IllegalArgumentException(op + " of " + type + " needs " + type.rank() + " indices, not "
                    + indices.size());
        }
    }

    private static Value allocLike(Builder b, Location location, String name,
                                   MemRefType type, List<Value> dynamicSizes, Long alignment) {
        MlirContext context = b.context();
        if (dynamicSizes.size() != MemRefChecks.dynamicDims(type)) {
            throw new IllegalArgumentException(name + " of " + type + " needs "
                    + MemRefChecks.dynamicDims(type) + " dynamic sizes, not " + dynamicSizes.size());
        }
        OperationState state = state(context, name, location);
        state.operands.addAll(dynamicSizes);
        state.properties.put(MemRefChecks.SEGMENTS, DenseArrayAttr.ofI32(dynamicSizes.size(), 0));
        if (alignment != null) {
            state.properties.put(AllocLikeOp.ALIGNMENT, IntegerAttr.of(IntegerType.of(64), alignment));
        }
        state.resultTypes.add(type);
        return b.create(state).result(0);
    }

    /** {@code memref.alloc(%sizes) : type}: one size per {@code ?} of {@code type}. */
    public static Value alloc(Builder b, Location location, MemRefType type,
                              List<Value> dynamicSizes) {
        return allocLike(b, location, AllocLikeOp.ALLOC, type, dynamicSizes, null);
    }

    /** {@code memref.alloc(%sizes) {alignment = n} : type}. */
    public static Value alloc(Builder b, Location location, MemRefType type,
                              List<Value> dynamicSizes, long alignment) {
        return allocLike(b, location, AllocLikeOp.ALLOC, type, dynamicSizes, alignment);
    }

    /** {@code memref.alloca(%sizes) : type}. */
    public static Value alloca(Builder b, Location location, MemRefType type,
                               List<Value> dynamicSizes) {
        return allocLike(b, location, AllocLikeOp.ALLOCA, type, dynamicSizes, null);
    }

    /** {@code memref.alloca(%sizes) {alignment = n} : type}. */
    public static Value alloca(Builder b, Location location, MemRefType type,
                               List<Value> dynamicSizes, long alignment) {
        return allocLike(b, location, AllocLikeOp.ALLOCA, type, dynamicSizes, alignment);
    }

    /** {@code memref.dealloc %m}. */
    public static Operation dealloc(Builder b, Location location, Value memref) {
        MlirContext context = b.context();
        requireMemRef(memref, "the deallocated value");
        OperationState state = state(context, DeallocOp.NAME, location);
        state.operands.add(memref);
        return b.create(state);
    }

    /** {@code memref.load %m[%indices]}: a value of the element type. */
    public static Value load(Builder b, Location location, Value memref, List<Value> indices) {
        MlirContext context = b.context();
        MemRefType type = ranked(memref, "the loaded memref");
        requireIndices(type, indices, AccessOps.LOAD);
        OperationState state = state(context, AccessOps.LOAD, location);
        state.operands.add(memref);
        state.operands.addAll(indices);
        state.resultTypes.add(type.elementType());
        return b.create(state).result(0);
    }

    /** {@code memref.store %v, %m[%indices]}, with {@code nontemporal = true} when asked. */
    public static Operation store(Builder b, Location location, Value value, Value memref,
                                  List<Value> indices, boolean nontemporal) {
        MlirContext context = b.context();
        MemRefType type = ranked(memref, "the stored-to memref");
        requireIndices(type, indices, AccessOps.STORE);
        OperationState state = state(context, AccessOps.STORE, location);
        state.operands.add(value);
        state.operands.add(memref);
        state.operands.addAll(indices);
        if (nontemporal) {
            state.properties.put(AccessOps.NONTEMPORAL, IntegerAttr.bool(true));
        }
        return b.create(state);
    }

    /** {@code memref.store %v, %m[%indices]}. */
    public static Operation store(Builder b, Location location, Value value, Value memref,
                                  List<Value> indices) {
        return store(b, location, value, memref, indices, false);
    }

    /** {@code memref.dim %m, %index}: an {@code index}. */
    public static Value dim(Builder b, Location location, Value memref, Value index) {
        MlirContext context = b.context();
        requireMemRef(memref, "the memref of " + DimOp.NAME);
        OperationState state = state(context, DimOp.NAME, location);
        state.operands.addAll(List.of(memref, index));
        state.resultTypes.add(IndexType.INSTANCE);
        return b.create(state).result(0);
    }

    /** {@code memref.rank %m}: an {@code index}. */
    public static Value rank(Builder b, Location location, Value memref) {
        MlirContext context = b.context();
        requireMemRef(memref, "the memref of " + RankOp.NAME);
        OperationState state = state(context, RankOp.NAME, location);
        state.operands.add(memref);
        state.resultTypes.add(IndexType.INSTANCE);
        return b.create(state).result(0);
    }

    private static Value unary(Builder b, Location location, String name, Value source,
                               Type to) {
        MlirContext context = b.context();
        requireMemRef(source, "the source of " + name);
        OperationState state = state(context, name, location);
        state.operands.add(source);
        state.resultTypes.add(to);
        return b.create(state).result(0);
    }

    /** {@code memref.cast %m : type to to}. */
    public static Value cast(Builder b, Location location, Value source, Type to) {
        return unary(b, location, CastOps.CAST, source, to);
    }

    /** {@code memref.memory_space_cast %m : type to to}. */
    public static Value memorySpaceCast(Builder b, Location location, Value source, Type to) {
        return unary(b, location, CastOps.MEMORY_SPACE_CAST, source, to);
    }

    /** {@code memref.extract_aligned_pointer_as_index %m}. */
    public static Value extractAlignedPointerAsIndex(Builder b, Location location,
                                                     Value source) {
        return unary(b, location, ExtractAlignedPointerAsIndexOp.NAME, source, IndexType.INSTANCE);
    }

    /**
     * {@code memref.extract_strided_metadata %m}: the operation, whose results are the base buffer, the offset, then
     * the sizes and the strides.
     */
    public static Operation extractStridedMetadata(Builder b, Location location, Value source) {
        MlirContext context = b.context();
        MemRefType type = ranked(source, "the source of " + ExtractStridedMetadataOp.NAME);
        OperationState state = state(context, ExtractStridedMetadataOp.NAME, location);
        state.operands.add(source);
        state.resultTypes.addAll(ExtractStridedMetadataOp.inferResultTypes(type));
        return b.create(state);
    }

    private static void addMixed(OperationState state, String property, List<OpFoldResult> entries) {
        List<Long> statics = new ArrayList<>();
        for (OpFoldResult e : entries) {
            statics.add(e.staticValue());
            if (!e.isStatic()) {
                state.operands.add(e.value());
            }
        }
        state.properties.put(property, MemRefChecks.i64Array(statics));
    }

    private static int dynamicCount(List<OpFoldResult> entries) {
        return (int) entries.stream().filter(e -> !e.isStatic()).count();
    }

    private static List<Long> statics(List<OpFoldResult> entries) {
        return entries.stream().map(OpFoldResult::staticValue).toList();
    }

    private static Value viewWithOffsetsSizesStrides(Builder b, Location location,
                                                     String name, Value source, Type resultType,
                                                     List<OpFoldResult> offsets, List<OpFoldResult> sizes,
                                                     List<OpFoldResult> strides) {
        MlirContext context = b.context();
        OperationState state = state(context, name, location);
        state.operands.add(source);
        addMixed(state, DynamicIndexList.STATIC_OFFSETS, offsets);
        addMixed(state, DynamicIndexList.STATIC_SIZES, sizes);
        addMixed(state, DynamicIndexList.STATIC_STRIDES, strides);
        state.properties.put(MemRefChecks.SEGMENTS, DenseArrayAttr.ofI32(1, dynamicCount(offsets), dynamicCount(sizes),
                dynamicCount(strides)));
        state.resultTypes.add(resultType);
        return b.create(state).result(0);
    }

    /**
     * {@code memref.subview %m[offsets] [sizes] [strides]} with the result type MLIR infers
     * ({@link SubViewOp#inferResultType}; no rank reduction). One entry per source dimension in each list.
     */
    public static Value subview(Builder b, Location location, Value source,
                                List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides) {
        MemRefType type = ranked(source, "the source of " + SubViewOp.NAME);
        if (offsets.size() != type.rank() || sizes.size() != type.rank() || strides.size() != type.rank()) {
            throw new IllegalArgumentException(SubViewOp.NAME + " of " + type + " needs " + type.rank()
                    + " offsets, sizes and strides");
        }
        MemRefType result = SubViewOp.inferResultType(type, statics(offsets), statics(sizes), statics(strides));
        return viewWithOffsetsSizesStrides(b, location, SubViewOp.NAME, source, result, offsets, sizes, strides);
    }

    /** {@code memref.subview} with an explicit (e.g. rank-reduced) result type. */
    public static Value subview(Builder b, Location location, Value source,
                                MemRefType resultType, List<OpFoldResult> offsets, List<OpFoldResult> sizes,
                                List<OpFoldResult> strides) {
        ranked(source, "the source of " + SubViewOp.NAME);
        return viewWithOffsetsSizesStrides(b, location, SubViewOp.NAME, source, resultType, offsets, sizes,
                strides);
    }

    /** {@code memref.reinterpret_cast %m to offset: [o], sizes: [..], strides: [..] : type to resultType}. */
    public static Value reinterpretCast(Builder b, Location location, Value source,
                                        MemRefType resultType, OpFoldResult offset, List<OpFoldResult> sizes,
                                        List<OpFoldResult> strides) {
        requireMemRef(source, "the source of " + ReinterpretCastOp.NAME);
        if (sizes.size() != resultType.rank() || strides.size() != resultType.rank()) {
            throw new IllegalArgumentException(ReinterpretCastOp.NAME + " to " + resultType + " needs "
                    + resultType.rank() + " sizes and strides");
        }
        return viewWithOffsetsSizesStrides(b, location, ReinterpretCastOp.NAME, source, resultType,
                List.of(offset), sizes, strides);
    }

    /** {@code memref.view %buf[%shift][%sizes] : type to resultType}. */
    public static Value view(Builder b, Location location, Value source, Value byteShift,
                             List<Value> sizes, MemRefType resultType) {
        MlirContext context = b.context();
        ranked(source, "the source of " + ViewOp.NAME);
        OperationState state = state(context, ViewOp.NAME, location);
        state.operands.add(source);
        state.operands.add(byteShift);
        state.operands.addAll(sizes);
        state.resultTypes.add(resultType);
        return b.create(state).result(0);
    }

    /** {@code memref.reshape %m(%shape) : (type, shapeType) -> resultType}. */
    public static Value reshape(Builder b, Location location, Value source, Value shape,
                                Type resultType) {
        MlirContext context = b.context();
        requireMemRef(source, "the source of " + ReshapeOp.NAME);
        OperationState state = state(context, ReshapeOp.NAME, location);
        state.operands.addAll(List.of(source, shape));
        state.resultTypes.add(resultType);
        return b.create(state).result(0);
    }

    private static ArrayAttr reassociation(List<List<Integer>> groups) {
        List<Attribute> outer = new ArrayList<>();
        for (List<Integer> g : groups) {
            outer.add(new ArrayAttr(g.stream().<Attribute>map(i -> IntegerAttr.of(IntegerType.of(64), i)).toList()));
        }
        return new ArrayAttr(outer);
    }

    /** {@code memref.expand_shape %m [groups] output_shape [..] : type into resultType}. */
    public static Value expandShape(Builder b, Location location, Value source,
                                    MemRefType resultType, List<List<Integer>> groups,
                                    List<OpFoldResult> outputShape) {
        MlirContext context = b.context();
        ranked(source, "the source of " + ReassociativeReshapeOp.EXPAND_SHAPE);
        if (outputShape.size() != resultType.rank()) {
            throw new IllegalArgumentException(ReassociativeReshapeOp.EXPAND_SHAPE + " to " + resultType + " needs "
                    + resultType.rank() + " output sizes");
        }
        OperationState state = state(context, ReassociativeReshapeOp.EXPAND_SHAPE, location);
        state.operands.add(source);
        state.properties.put(ReassociativeReshapeOp.REASSOCIATION, reassociation(groups));
        addMixed(state, ReassociativeReshapeOp.STATIC_OUTPUT_SHAPE, outputShape);
        state.resultTypes.add(resultType);
        return b.create(state).result(0);
    }

    /** {@code memref.collapse_shape %m [groups] : type into resultType}. */
    public static Value collapseShape(Builder b, Location location, Value source,
                                      MemRefType resultType, List<List<Integer>> groups) {
        MlirContext context = b.context();
        ranked(source, "the source of " + ReassociativeReshapeOp.COLLAPSE_SHAPE);
        OperationState state = state(context, ReassociativeReshapeOp.COLLAPSE_SHAPE, location);
        state.operands.add(source);
        state.properties.put(ReassociativeReshapeOp.REASSOCIATION, reassociation(groups));
        state.resultTypes.add(resultType);
        return b.create(state).result(0);
    }

    /** {@code memref.copy %source, %target}. */
    public static Operation copy(Builder b, Location location, Value source, Value target) {
        MlirContext context = b.context();
        requireMemRef(source, "the source of " + CopyOp.NAME);
        requireMemRef(target, "the target of " + CopyOp.NAME);
        OperationState state = state(context, CopyOp.NAME, location);
        state.operands.addAll(List.of(source, target));
        return b.create(state);
    }

    /** {@code memref.get_global @name : type}. */
    public static Value getGlobal(Builder b, Location location, String name, MemRefType type) {
        MlirContext context = b.context();
        OperationState state = state(context, GetGlobalOp.NAME, location);
        state.properties.put(GetGlobalOp.GLOBAL, SymbolRefAttr.flat(name));
        state.resultTypes.add(type);
        return b.create(state).result(0);
    }

    /**
     * {@code memref.global}: {@code initialValue} null for a declaration, {@link UnitAttr} for an uninitialized
     * definition, else an elements attribute; {@code visibility} null for public; {@code alignment} null for none.
     */
    public static Operation global(Builder b, Location location, String name, MemRefType type,
                                   Attribute initialValue, boolean constant, Long alignment, String visibility) {
        MlirContext context = b.context();
        OperationState state = state(context, GlobalOp.NAME, location);
        state.properties.put(SymbolTable.SYMBOL_ATTR_NAME, StringAttr.of(name));
        state.properties.put(GlobalOp.TYPE, new TypeAttr(type));
        if (visibility != null) {
            state.properties.put(SymbolTable.VISIBILITY_ATTR_NAME, StringAttr.of(visibility));
        }
        if (initialValue != null) {
            state.properties.put(GlobalOp.INITIAL_VALUE, initialValue);
        }
        if (constant) {
            state.properties.put(GlobalOp.CONSTANT, UnitAttr.INSTANCE);
        }
        if (alignment != null) {
            state.properties.put(GlobalOp.ALIGNMENT, IntegerAttr.of(IntegerType.of(64), alignment));
        }
        return b.create(state);
    }

    /** {@code memref.atomic_rmw kind %value, %m[%indices]}: the value before the update. */
    public static Value atomicRmw(Builder b, Location location, AtomicRmwKind kind,
                                  Value value, Value memref, List<Value> indices) {
        MlirContext context = b.context();
        MemRefType type = ranked(memref, "the memref of " + AtomicRmwOp.NAME);
        requireIndices(type, indices, AtomicRmwOp.NAME);
        OperationState state = state(context, AtomicRmwOp.NAME, location);
        state.properties.put(AtomicRmwOp.KIND, IntegerAttr.of(IntegerType.of(64), kind.value()));
        state.operands.add(value);
        state.operands.add(memref);
        state.operands.addAll(indices);
        state.resultTypes.add(value.type());
        return b.create(state).result(0);
    }

    /**
     * {@code memref.generic_atomic_rmw %m[%indices]} with a body of one block whose argument (the current element)
     * is of the element type and which has no operations yet: build them, ending with {@link #atomicYield}, at
     * {@code GenericAtomicRmwOp.atomicBody(op).entryBlock()}.
     */
    public static Operation genericAtomicRmw(Builder b, Location location, Value memref,
                                             List<Value> indices) {
        MlirContext context = b.context();
        MemRefType type = ranked(memref, "the memref of " + GenericAtomicRmwOp.NAME);
        requireIndices(type, indices, GenericAtomicRmwOp.NAME);
        OperationState state = state(context, GenericAtomicRmwOp.NAME, location);
        state.operands.add(memref);
        state.operands.addAll(indices);
        state.resultTypes.add(type.elementType());
        state.addRegion().appendBlock().addArgument(type.elementType(), location);
        return b.create(state);
    }

    /** {@code memref.atomic_yield %value}: the new element, ending a {@code generic_atomic_rmw} body. */
    public static Operation atomicYield(Builder b, Location location, Value value) {
        MlirContext context = b.context();
        OperationState state = state(context, AtomicYieldOp.NAME, location);
        state.operands.add(value);
        return b.create(state);
    }

    /** {@code memref.assume_alignment %m, alignment}. */
    public static Operation assumeAlignment(Builder b, Location location, Value memref,
                                            int alignment) {
        MlirContext context = b.context();
        ranked(memref, "the memref of " + AssumeAlignmentOp.NAME);
        OperationState state = state(context, AssumeAlignmentOp.NAME, location);
        state.operands.add(memref);
        state.properties.put(AssumeAlignmentOp.ALIGNMENT, IntegerAttr.of(IntegerType.of(32), alignment));
        return b.create(state);
    }

    /** The size of a {@code ?} marker, for building types: {@link ShapedType#DYNAMIC}. */
    public static final long DYNAMIC = ShapedType.DYNAMIC;
}

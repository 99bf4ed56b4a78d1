package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds vector operations at a builder's insertion point with the properties the parser would give them (default
 * permutation maps, in_bounds flags, fastmath and punctuation), so built IR prints and verifies like parsed IR. The
 * context must have the vector dialect loaded. Arguments whose kind is wrong (a non-vector where a vector is needed,
 * a position entry that is neither a number nor a value) throw {@link IllegalArgumentException}; type mismatches
 * the verifier can explain are left to it.
 */
public final class Vector {
    private Vector() {
    }

    private static OperationState state(MlirContext context, Location location, String name) {
        return OperationState.forRegistered(context, name, location);
    }

    private static VectorType vector(Value v, String what) {
        if (!(v.type() instanceof VectorType t)) {
            throw new IllegalArgumentException(what + " must be a vector, not " + v.type());
        }
        return t;
    }

    private static ShapedType shaped(Value v, String what) {
        if (!(v.type() instanceof ShapedType t) || v.type() instanceof VectorType) {
            throw new IllegalArgumentException(what + " must be a memref or tensor, not " + v.type());
        }
        return t;
    }

    /** {@code vector.broadcast source : T to type}. */
    public static Value broadcast(Builder b, Location location, Value source, VectorType type) {
        MlirContext context = b.context();
        OperationState s = state(context, location, BroadcastOp.NAME);
        s.operands.add(source);
        s.resultTypes.add(type);
        return b.create(s).result(0);
    }

    /** {@code vector.splat scalar : type}. */
    public static Value splat(Builder b, Location location, Value scalar, VectorType type) {
        MlirContext context = b.context();
        OperationState s = state(context, location, SplatOp.NAME);
        s.operands.add(scalar);
        s.resultTypes.add(type);
        return b.create(s).result(0);
    }

    /** {@code vector.extract vector[position]} at constant positions. */
    public static Value extract(Builder b, Location location, Value vector, long... position) {
        return extract(b, location, vector, Arrays.stream(position).boxed().toList());
    }

    /**
     * {@code vector.extract vector[position]}, each entry a number ({@link Long} or {@link Integer}) or an
     * {@code index} {@link Value}; the result type is what the position leaves of the vector.
     */
    public static Value extract(Builder b, Location location, Value vector, List<?> position) {
        MlirContext context = b.context();
        VectorType type = vector(vector, ExtractInsertOps.EXTRACT + "'s source");
        if (position.size() > type.rank()) {
            throw new IllegalArgumentException("position " + position + " is longer than the rank of " + type);
        }
        OperationState s = state(context, location, ExtractInsertOps.EXTRACT);
        s.operands.add(vector);
        s.properties.put(ExtractInsertOps.STATIC_POSITION, position(position, s.operands));
        s.resultTypes.add(ExtractInsertOps.extractedType(type, position.size()));
        return b.create(s).result(0);
    }

    /** {@code vector.insert source, dest[position]} at constant positions. */
    public static Value insert(Builder b, Location location, Value source, Value dest,
                               long... position) {
        return insert(b, location, source, dest, Arrays.stream(position).boxed().toList());
    }

    /** {@code vector.insert source, dest[position]}, entries as for {@link #extract(Builder, Location, Value, List)}. */
    public static Value insert(Builder b, Location location, Value source, Value dest,
                               List<?> position) {
        MlirContext context = b.context();
        vector(dest, ExtractInsertOps.INSERT + "'s destination");
        OperationState s = state(context, location, ExtractInsertOps.INSERT);
        s.operands.add(source);
        s.operands.add(dest);
        s.properties.put(ExtractInsertOps.STATIC_POSITION, position(position, s.operands));
        s.resultTypes.add(dest.type());
        return b.create(s).result(0);
    }

    private static DenseArrayAttr position(List<?> position, List<Value> operands) {
        List<Long> statics = new ArrayList<>();
        for (Object p : position) {
            switch (p) {
                case Long l -> statics.add(l);
                case Integer i -> statics.add((long) i);
                case Value v -> {
                    statics.add(VectorSyntax.DYNAMIC);
                    operands.add(v);
                }
                default -> throw new IllegalArgumentException("a position entry must be a number or a Value, not "
                        + p);
            }
        }
        return VectorSyntax.i64Array(statics);
    }

    /** {@code vector.extractelement vector[position]}; {@code position} null for a 0-D vector. */
    public static Value extractElement(Builder b, Location location, Value vector,
                                       Value position) {
        MlirContext context = b.context();
        VectorType type = vector(vector, ElementOps.EXTRACTELEMENT + "'s source");
        OperationState s = state(context, location, ElementOps.EXTRACTELEMENT);
        s.operands.add(vector);
        if (position != null) {
            s.operands.add(position);
        }
        s.resultTypes.add(type.elementType());
        return b.create(s).result(0);
    }

    /** {@code vector.insertelement source, dest[position]}; {@code position} null for a 0-D vector. */
    public static Value insertElement(Builder b, Location location, Value source, Value dest,
                                      Value position) {
        MlirContext context = b.context();
        vector(dest, ElementOps.INSERTELEMENT + "'s destination");
        OperationState s = state(context, location, ElementOps.INSERTELEMENT);
        s.operands.add(source);
        s.operands.add(dest);
        if (position != null) {
            s.operands.add(position);
        }
        s.resultTypes.add(dest.type());
        return b.create(s).result(0);
    }

    /** {@code vector.shuffle v1, v2 [mask]}; the result type is inferred as MLIR's. */
    public static Value shuffle(Builder b, Location location, Value v1, Value v2,
                                long... mask) {
        MlirContext context = b.context();
        VectorType t1 = vector(v1, ShuffleOp.NAME + "'s first operand");
        vector(v2, ShuffleOp.NAME + "'s second operand");
        if (mask.length == 0) {
            throw new IllegalArgumentException(ShuffleOp.NAME + " needs a non-empty mask");
        }
        OperationState s = state(context, location, ShuffleOp.NAME);
        s.operands.add(v1);
        s.operands.add(v2);
        s.properties.put(ShuffleOp.MASK, i64ArrayAttr(mask));
        s.resultTypes.add(ShuffleOp.resultType(t1, mask.length));
        return b.create(s).result(0);
    }

    private static ArrayAttr i64ArrayAttr(long[] values) {
        List<Attribute> list = new ArrayList<>();
        for (long v : values) {
            list.add(IntegerAttr.of(IntegerType.of(64), v));
        }
        return new ArrayAttr(list);
    }

    /** {@code vector.load base[indices] : memref, type}. */
    public static Value load(Builder b, Location location, VectorType type, Value base,
                             List<Value> indices) {
        MlirContext context = b.context();
        shaped(base, LoadStoreOps.LOAD + "'s base");
        OperationState s = state(context, location, LoadStoreOps.LOAD);
        s.operands.add(base);
        s.operands.addAll(indices);
        s.resultTypes.add(type);
        return b.create(s).result(0);
    }

    /** {@code vector.store value, base[indices]}. */
    public static Operation store(Builder b, Location location, Value value, Value base,
                                  List<Value> indices) {
        MlirContext context = b.context();
        shaped(base, LoadStoreOps.STORE + "'s base");
        OperationState s = state(context, location, LoadStoreOps.STORE);
        s.operands.add(value);
        s.operands.add(base);
        s.operands.addAll(indices);
        return b.create(s);
    }

    /** {@code vector.maskedload base[indices], mask, passThru} of {@code passThru}'s type. */
    public static Value maskedLoad(Builder b, Location location, Value base,
                                   List<Value> indices, Value mask, Value passThru) {
        MlirContext context = b.context();
        shaped(base, LoadStoreOps.MASKEDLOAD + "'s base");
        OperationState s = state(context, location, LoadStoreOps.MASKEDLOAD);
        s.operands.add(base);
        s.operands.addAll(indices);
        s.operands.add(mask);
        s.operands.add(passThru);
        s.resultTypes.add(passThru.type());
        return b.create(s).result(0);
    }

    /** {@code vector.maskedstore base[indices], mask, value}. */
    public static Operation maskedStore(Builder b, Location location, Value base,
                                        List<Value> indices, Value mask, Value value) {
        MlirContext context = b.context();
        shaped(base, LoadStoreOps.MASKEDSTORE + "'s base");
        OperationState s = state(context, location, LoadStoreOps.MASKEDSTORE);
        s.operands.add(base);
        s.operands.addAll(indices);
        s.operands.add(mask);
        s.operands.add(value);
        return b.create(s);
    }

    /** {@code vector.fma lhs, rhs, acc}. */
    public static Value fma(Builder b, Location location, Value lhs, Value rhs, Value acc) {
        MlirContext context = b.context();
        OperationState s = state(context, location, FmaOp.NAME);
        s.operands.addAll(List.of(lhs, rhs, acc));
        s.resultTypes.add(lhs.type());
        return b.create(s).result(0);
    }

    /**
     * {@code vector.reduction <kind>, vector (, acc)? fastmath<flags>} into the element type; {@code acc} may be
     * null.
     */
    public static Value reduction(Builder b, Location location, CombiningKind kind,
                                  Value vector, Value acc, FastMathFlagsAttr flags) {
        MlirContext context = b.context();
        VectorType type = vector(vector, ReductionOp.NAME + "'s source");
        OperationState s = state(context, location, ReductionOp.NAME);
        s.operands.add(vector);
        if (acc != null) {
            s.operands.add(acc);
        }
        s.properties.put(ReductionOp.KIND, new CombiningKindAttr(kind));
        s.properties.put(FastMathSyntax.ATTR, flags);
        s.resultTypes.add(type.elementType());
        return b.create(s).result(0);
    }

    /**
     * {@code vector.transfer_read source[indices], padding (, mask)?}: {@code map} null for the minor identity,
     * {@code inBounds} null for all false, {@code mask} null for none.
     */
    public static Value transferRead(Builder b, Location location, VectorType type,
                                     Value source, List<Value> indices, Value padding, AffineMap map,
                                     boolean[] inBounds, Value mask) {
        MlirContext context = b.context();
        ShapedType shaped = shaped(source, TransferOps.TRANSFER_READ + "'s source");
        OperationState s = state(context, location, TransferOps.TRANSFER_READ);
        s.operands.add(source);
        s.operands.addAll(indices);
        s.operands.add(padding);
        if (mask != null) {
            s.operands.add(mask);
        }
        transferProperties(s, shaped, type, map, inBounds);
        s.properties.put(TransferOps.SEGMENTS, DenseArrayAttr.ofI32(1, indices.size(), 1, mask == null ? 0 : 1));
        s.resultTypes.add(type);
        return b.create(s).result(0);
    }

    /**
     * {@code vector.transfer_write vector, dest[indices] (, mask)?}, defaults as for {@link #transferRead}; its
     * result (the updated tensor) for a tensor destination, else null.
     */
    public static Value transferWrite(Builder b, Location location, Value vector, Value dest,
                                      List<Value> indices, AffineMap map, boolean[] inBounds, Value mask) {
        MlirContext context = b.context();
        VectorType type = vector(vector, TransferOps.TRANSFER_WRITE + "'s value");
        ShapedType shaped = shaped(dest, TransferOps.TRANSFER_WRITE + "'s destination");
        OperationState s = state(context, location, TransferOps.TRANSFER_WRITE);
        s.operands.add(vector);
        s.operands.add(dest);
        s.operands.addAll(indices);
        if (mask != null) {
            s.operands.add(mask);
        }
        transferProperties(s, shaped, type, map, inBounds);
        s.properties.put(TransferOps.SEGMENTS, DenseArrayAttr.ofI32(1, 1, indices.size(), mask == null ? 0 : 1));
        if (dest.type() instanceof RankedTensorType) {
            s.resultTypes.add(dest.type());
        }
        Operation op = b.create(s);
        return op.resultCount() == 1 ? op.result(0) : null;
    }

    private static void transferProperties(OperationState s, ShapedType shaped, VectorType type, AffineMap map,
                                           boolean[] inBounds) {
        AffineMap m = map != null ? map : TransferOps.minorIdentity(shaped, type);
        if (m == null) {
            throw new IllegalArgumentException("no default permutation map from " + shaped + " to " + type);
        }
        List<Attribute> flags = new ArrayList<>();
        for (int i = 0; i < m.numResults(); i++) {
            flags.add(IntegerAttr.bool(inBounds != null && i < inBounds.length && inBounds[i]));
        }
        if (inBounds != null && inBounds.length != m.numResults()) {
            throw new IllegalArgumentException("in_bounds has " + inBounds.length + " flags for a map of "
                    + m.numResults() + " results");
        }
        s.properties.put(TransferOps.PERMUTATION_MAP, new AffineMapAttr(m));
        s.properties.put(TransferOps.IN_BOUNDS, new ArrayAttr(flags));
    }

    /** {@code vector.print source : type punctuation <p>}; {@code source} may be null (punctuation only). */
    public static Operation print(Builder b, Location location, Value source,
                                  PrintPunctuation punctuation) {
        MlirContext context = b.context();
        OperationState s = state(context, location, PrintOp.NAME);
        if (source != null) {
            s.operands.add(source);
        }
        s.properties.put(PrintOp.PUNCTUATION, new PrintPunctuationAttr(punctuation));
        return b.create(s);
    }

    /** {@code vector.print str "text"}. */
    public static Operation printString(Builder b, Location location, String text) {
        MlirContext context = b.context();
        OperationState s = state(context, location, PrintOp.NAME);
        s.properties.put(PrintOp.PUNCTUATION, PrintPunctuationAttr.NEWLINE);
        s.properties.put(PrintOp.STRING, StringAttr.of(text));
        return b.create(s);
    }

    /** {@code vector.constant_mask [sizes] : type}. */
    public static Value constantMask(Builder b, Location location, VectorType type,
                                     long... sizes) {
        MlirContext context = b.context();
        OperationState s = state(context, location, MaskOps.CONSTANT_MASK);
        s.properties.put(MaskOps.SIZES, i64ArrayAttr(sizes));
        s.resultTypes.add(type);
        return b.create(s).result(0);
    }

    /** {@code vector.create_mask sizes : type}. */
    public static Value createMask(Builder b, Location location, VectorType type,
                                   Value... sizes) {
        MlirContext context = b.context();
        OperationState s = state(context, location, MaskOps.CREATE_MASK);
        s.operands.addAll(List.of(sizes));
        s.resultTypes.add(type);
        return b.create(s).result(0);
    }

    private static Value cast(Builder b, Location location, String name, Value source, Type result) {
        OperationState s = state(b.context(), location, name);
        s.operands.add(source);
        s.resultTypes.add(result);
        return b.create(s).result(0);
    }

    /** {@code vector.bitcast source : T to result}. */
    public static Value bitcast(Builder b, Location location, Value source, VectorType result) {
        return cast(b, location, CastOps.BITCAST, source, result);
    }

    /** {@code vector.shape_cast source : T to result}. */
    public static Value shapeCast(Builder b, Location location, Value source, VectorType result) {
        return cast(b, location, CastOps.SHAPE_CAST, source, result);
    }

    /** {@code vector.type_cast source : T to result}. */
    public static Value typeCast(Builder b, Location location, Value source, MemRefType result) {
        return cast(b, location, CastOps.TYPE_CAST, source, result);
    }
}

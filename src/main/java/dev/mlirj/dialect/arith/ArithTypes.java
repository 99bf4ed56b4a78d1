package dev.mlirj.dialect.arith;

import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.UnrankedTensorType;
import dev.mlirj.ir.VectorType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The type constraints of the arith dialect's operations, named and described as MLIR's ODS names them (the
 * description is what the verifier's "must be ..." message says), and the shape rules they share. "Like" means the
 * type itself, or a vector or tensor (ranked or not) of it.
 */
final class ArithTypes {
    private ArithTypes() {
    }

    /**
     * A named set of types.
     *
     * @param description what MLIR's messages call it, e.g. {@code signless-integer-like}
     * @param test        whether a type belongs
     */
    record Constraint(String description, Predicate<Type> test) {
    }

    static final IntegerType I1 = IntegerType.of(1);

    /** Signless integers and index, or vectors or tensors of them: MLIR's {@code SignlessIntegerOrIndexLike}. */
    static final Constraint SIGNLESS_INTEGER_LIKE = new Constraint("signless-integer-like",
            like(ArithTypes::isSignlessIntegerOrIndex));
    /** Signless integers (no index), or vectors or tensors of them: casts do not take index. */
    static final Constraint SIGNLESS_FIXED_WIDTH_INTEGER_LIKE = new Constraint("signless-fixed-width-integer-like",
            like(ArithTypes::isSignlessInteger));
    /** Floats, or vectors or tensors of them. */
    static final Constraint FLOAT_LIKE = new Constraint("floating-point-like", like(t -> t instanceof FloatType));
    /** {@code i1}, or vectors or tensors of it. */
    static final Constraint BOOL_LIKE = new Constraint("bool-like", like(I1::equals));
    /** What {@code index_cast} and {@code index_castui} convert: also memrefs of signless integers or index. */
    static final Constraint INDEX_CASTABLE = new Constraint("signless-integer-like or memref of signless-integer",
            SIGNLESS_INTEGER_LIKE.test().or(memrefOf(ArithTypes::isSignlessIntegerOrIndex)));
    /** What {@code bitcast} converts: also memrefs of signless integers or floats. */
    static final Constraint BITCASTABLE = new Constraint(
            "signless-integer-or-float-like or memref of signless-integer or float",
            like(t -> isSignlessIntegerOrIndex(t) || t instanceof FloatType)
                    .or(memrefOf(t -> isSignlessInteger(t) || t instanceof FloatType)));
    static boolean isSignlessInteger(Type t) {
        return t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS;
    }

    static boolean isSignlessIntegerOrIndex(Type t) {
        return t instanceof IndexType || isSignlessInteger(t);
    }

    /** Whether a type is a vector or a tensor: what MLIR's elementwise rules call non-scalar. */
    static boolean isVectorOrTensor(Type t) {
        return t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType;
    }

    private static Predicate<Type> like(Predicate<Type> element) {
        return t -> isVectorOrTensor(t) ? element.test(((ShapedType) t).elementType()) : element.test(t);
    }

    private static Predicate<Type> memrefOf(Predicate<Type> element) {
        return t -> (t instanceof MemRefType || t instanceof UnrankedMemRefType)
                && element.test(((ShapedType) t).elementType());
    }

    /** The element type of a shaped type, or the type itself. */
    static Type elementTypeOrSelf(Type t) {
        return t instanceof ShapedType s ? s.elementType() : t;
    }

    /** The bit width of an integer or float type (of the elements of a shaped one); -1 for anything else. */
    static int elementWidth(Type t) {
        return switch (elementTypeOrSelf(t)) {
            case IntegerType i -> i.width();
            case FloatType f -> f.width();
            default -> -1;
        };
    }

    /** {@code type} with its element type (or itself, when scalar) replaced by {@code i1}: a comparison's result. */
    static Type i1SameShape(Type type) {
        return withElementType(type, I1);
    }

    /** {@code type} with its element type (or itself, when scalar) replaced by {@code element}. */
    static Type withElementType(Type type, Type element) {
        return switch (type) {
            case VectorType v -> new VectorType(v.shape(), v.scalable(), element);
            case RankedTensorType t -> new RankedTensorType(t.shape(), element, t.encoding());
            case UnrankedTensorType t -> new UnrankedTensorType(element);
            case MemRefType m -> new MemRefType(m.shape(), element, m.layout(), m.memorySpace());
            case UnrankedMemRefType m -> new UnrankedMemRefType(element, m.memorySpace());
            default -> element;
        };
    }

    /**
     * MLIR's {@code verifyCompatibleShapes}: all scalar, or all shaped with the ranked ones of one rank, each
     * dimension of at most one static size among them, and not a mix of scalable vectors and other types.
     */
    static boolean compatibleShapes(List<? extends Type> types) {
        boolean shaped = types.stream().anyMatch(t -> t instanceof ShapedType);
        if (!shaped) {
            return true;
        }
        if (!types.stream().allMatch(t -> t instanceof ShapedType)) {
            return false;
        }
        List<ShapedType> ranked = new ArrayList<>();
        for (Type t : types) {
            if (((ShapedType) t).hasRank()) {
                ranked.add((ShapedType) t);
            }
        }
        if (ranked.isEmpty()) {
            return true;
        }
        int rank = ranked.getFirst().rank();
        for (ShapedType t : ranked) {
            if (t.rank() != rank) {
                return false;
            }
        }
        for (int d = 0; d < rank; d++) {
            long size = ShapedType.DYNAMIC;
            for (ShapedType t : ranked) {
                long s = t.shape().get(d);
                if (s == ShapedType.DYNAMIC) {
                    continue;
                }
                if (size != ShapedType.DYNAMIC && size != s) {
                    return false;
                }
                size = s;
            }
        }
        long scalable = types.stream().filter(t -> t instanceof VectorType v && v.isScalable()).count();
        return scalable == 0 || scalable == types.size();
    }

    /**
     * MLIR's {@code SameInputOutputTensorDims} for casts: two ranked tensors of equal dimension sizes, or two
     * non-tensors. mlir-opt 19 rejects every unranked tensor here, even cast to another unranked one.
     */
    static boolean sameTensorDims(Type a, Type b) {
        if (a instanceof UnrankedTensorType || b instanceof UnrankedTensorType) {
            return false;
        }
        List<Long> x = a instanceof RankedTensorType r ? r.shape() : List.of();
        List<Long> y = b instanceof RankedTensorType r ? r.shape() : List.of();
        return x.equals(y);
    }
}

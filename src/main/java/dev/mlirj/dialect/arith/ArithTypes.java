package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.UnrankedTensorType;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.function.Predicate;

/**
 * The type constraints of the arith dialect's own operations, described as MLIR's ODS describes them (the
 * description is what the verifier's "must be ..." message says; the common ones, such as
 * {@link TypeConstraint#SIGNLESS_INTEGER_LIKE}, are {@link TypeConstraint}'s), and the type rules its operations
 * share.
 */
final class ArithTypes {
    private ArithTypes() {
    }

    static final IntegerType I1 = IntegerType.of(1);

    /** What {@code index_cast} and {@code index_castui} convert: also memrefs of signless integers or index. */
    static final TypeConstraint INDEX_CASTABLE = new TypeConstraint(
            "signless-integer-like or memref of signless-integer",
            TypeConstraint.SIGNLESS_INTEGER_LIKE.or(memrefOf(TypeConstraint::isSignlessIntegerOrIndex)));
    /** What {@code bitcast} converts: also memrefs of signless integers or floats. */
    static final TypeConstraint BITCASTABLE = new TypeConstraint(
            "signless-integer-or-float-like or memref of signless-integer or float",
            TypeConstraint.like(t -> TypeConstraint.isSignlessIntegerOrIndex(t) || t instanceof FloatType)
                    .or(memrefOf(t -> TypeConstraint.isSignlessInteger(t) || t instanceof FloatType)));

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

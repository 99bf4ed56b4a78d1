package dev.mlirj.dialect;

import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedTensorType;
import dev.mlirj.ir.VectorType;
import java.util.function.Predicate;

/**
 * An ODS type constraint: the set of types an operand or result may have, with the description MLIR's generated
 * verifier prints when a type is not in it ({@code operand #0 must be <description>, but got 'f32'}). The
 * constants are MLIR's common constraints ({@code CommonTypeConstraints.td}) that several dialects use; a dialect
 * keeps its own constraints as constants of this type. "Like" means the type itself, or a vector or tensor (ranked
 * or not) of it.
 *
 * @param description what mlir-opt's messages call the set, e.g. {@code signless-integer-like}
 * @param predicate   whether a type belongs to the set
 */
public record TypeConstraint(String description, Predicate<Type> predicate) implements Predicate<Type> {
    /** {@code Index}. */
    public static final TypeConstraint INDEX = new TypeConstraint("index", t -> t instanceof IndexType);
    /** {@code Variadic<Index>}: the operands of a group of {@code index} operands. */
    public static final TypeConstraint VARIADIC_INDEX = new TypeConstraint("variadic of index",
            t -> t instanceof IndexType);
    /** {@code I1}. */
    public static final TypeConstraint I1 = new TypeConstraint("1-bit signless integer",
            t -> t instanceof IntegerType i && i.isSignless(1));
    /** {@code AnySignlessIntegerOrIndex}. */
    public static final TypeConstraint SIGNLESS_INTEGER_OR_INDEX = new TypeConstraint("signless integer or index",
            TypeConstraint::isSignlessIntegerOrIndex);
    /** {@code AnyMemRef}: a ranked memref of any element type. */
    public static final TypeConstraint ANY_MEMREF = new TypeConstraint("memref of any type values",
            t -> t instanceof MemRefType);
    /** {@code AnyStaticShapeMemRef}: a ranked memref of static shape. */
    public static final TypeConstraint ANY_STATIC_SHAPE_MEMREF = new TypeConstraint(
            "statically shaped memref of any type values", t -> t instanceof MemRefType m && m.hasStaticShape());
    /** {@code AnyVector}: a vector of any element type. */
    public static final TypeConstraint ANY_VECTOR = new TypeConstraint("vector of any type values",
            t -> t instanceof VectorType);
    /** {@code SignlessIntegerOrIndexLike}: signless integers and index, or vectors or tensors of them. */
    public static final TypeConstraint SIGNLESS_INTEGER_LIKE = new TypeConstraint("signless-integer-like",
            like(TypeConstraint::isSignlessIntegerOrIndex));
    /** {@code SignlessFixedWidthIntegerLike}: signless integers (no index), or vectors or tensors of them. */
    public static final TypeConstraint SIGNLESS_FIXED_WIDTH_INTEGER_LIKE = new TypeConstraint(
            "signless-fixed-width-integer-like", like(TypeConstraint::isSignlessInteger));
    /** {@code FloatLike}: floats, or vectors or tensors of them. */
    public static final TypeConstraint FLOAT_LIKE = new TypeConstraint("floating-point-like",
            like(t -> t instanceof FloatType));
    /** {@code BoolLike}: {@code i1}, or vectors or tensors of it. */
    public static final TypeConstraint BOOL_LIKE = new TypeConstraint("bool-like", like(I1));

    /** Whether {@code type} belongs to the set. */
    @Override
    public boolean test(Type type) {
        return predicate.test(type);
    }

    /** Whether {@code type} is a signless integer of any width: ODS's {@code AnySignlessInteger}. */
    public static boolean isSignlessInteger(Type type) {
        return type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS;
    }

    /** Whether {@code type} is a signless integer or {@code index}: ODS's {@code AnySignlessIntegerOrIndex}. */
    public static boolean isSignlessIntegerOrIndex(Type type) {
        return type instanceof IndexType || isSignlessInteger(type);
    }

    /** Whether {@code type} is a vector or a tensor, ranked or not: what MLIR's elementwise rules call non-scalar. */
    public static boolean isVectorOrTensor(Type type) {
        return type instanceof VectorType || type instanceof RankedTensorType || type instanceof UnrankedTensorType;
    }

    /** The types satisfying {@code element}, and the vectors and tensors of them. */
    public static Predicate<Type> like(Predicate<Type> element) {
        return t -> isVectorOrTensor(t) ? element.test(((ShapedType) t).elementType()) : element.test(t);
    }
}

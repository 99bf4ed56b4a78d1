package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import java.math.BigInteger;
import java.util.List;

/**
 * The checks of the memref operations on top of ODS's {@link OpChecks}: their type constraints, their operand
 * segments, and the memref type helpers their verifiers share, with mlir-opt 19's messages. The view-like
 * verifiers report some messages with {@link #failPlain} (MLIR's {@code emitError}).
 */
final class MemRefChecks extends OpChecks {
    static final TypeConstraint STRIDED_MEMREF = new TypeConstraint("strided memref of any type values",
            t -> t instanceof MemRefType m && strides(m) != null);
    static final TypeConstraint RANKED_OR_UNRANKED = new TypeConstraint(
            "ranked or unranked memref of any type values", MemRefChecks::isMemRef);
    static final TypeConstraint INT_OR_FLOAT = new TypeConstraint("signless integer or floating-point",
            MemRefChecks::isSignlessIntegerOrFloat);
    static final TypeConstraint MEMREF_OF_INT_OR_FLOAT = new TypeConstraint(
            "memref of signless integer or floating-point values",
            t -> t instanceof MemRefType m && isSignlessIntegerOrFloat(m.elementType()));

    MemRefChecks(Operation op, DiagnosticEngine diagnostics) {
        super(op, diagnostics);
    }

    /**
     * The {@code operandSegmentSizes} of an operation with {@code groups} operand groups: the sizes (all zero when
     * the property is absent), or null after reporting that they are malformed or do not add up to the operand
     * count.
     */
    int[] segments(int groups) {
        return operandSegmentsDefaultingToEmpty(SEGMENTS, groups);
    }

    /** The operand group sizes of an operation that passed {@link #segments}: all zero when the property is absent. */
    static int[] segmentSizes(Operation op, int groups) {
        Attribute a = op.properties().get(SEGMENTS);
        return a == null ? new int[groups] : i32s(a);
    }

    /** The property delimiting operand groups. */
    static final String SEGMENTS = "operandSegmentSizes";

    /** Whether {@code t} is a ranked or unranked memref. */
    static boolean isMemRef(Type t) {
        return t instanceof MemRefType || t instanceof UnrankedMemRefType;
    }

    /** Whether {@code t} is a signless integer or a float. */
    static boolean isSignlessIntegerOrFloat(Type t) {
        return TypeConstraint.isSignlessInteger(t) || t instanceof FloatType;
    }

    /** The element type of a ranked or unranked memref. */
    static Type elementType(Type memref) {
        return ((ShapedType) memref).elementType();
    }

    /** The memory space of a ranked or unranked memref (null: the default). */
    static Attribute memorySpace(Type memref) {
        return switch (memref) {
            case MemRefType m -> m.memorySpace();
            case UnrankedMemRefType u -> u.memorySpace();
            default -> throw new IllegalArgumentException("not a memref: " + memref);
        };
    }

    /** The number of {@code ?} sizes. */
    static int dynamicDims(MemRefType type) {
        return (int) type.shape().stream().filter(d -> d == ShapedType.DYNAMIC).count();
    }

    /** MLIR's {@code getStridesAndOffset}: null when the layout is not strided. */
    static StridesAndOffset strides(MemRefType type) {
        return StridesAndOffset.of(type);
    }

    /**
     * MLIR's {@code MemRefLayoutAttrInterface::isIdentity}: no layout, or a strided layout whose affine form is the
     * identity (rank 1, stride 1, offset 0).
     */
    static boolean hasIdentityLayout(MemRefType type) {
        return switch (type.layout()) {
            case null -> true;
            case StridedLayoutAttr s -> s.offset() == 0 && s.strides().equals(List.of(1L));
            case AffineMapAttr a -> a.map().isIdentity();
            default -> false;
        };
    }

    /** The symbols of a layout's affine form: an affine map's, or a strided layout's dynamic entries. */
    static int layoutSymbols(MemRefType type) {
        return switch (type.layout()) {
            case null -> 0;
            case StridedLayoutAttr s -> (s.offset() == ShapedType.DYNAMIC ? 1 : 0)
                    + (int) s.strides().stream().filter(x -> x == ShapedType.DYNAMIC).count();
            case AffineMapAttr a -> a.map().numSymbols();
            default -> 0;
        };
    }

    /** {@code array<i64: values>}. */
    static DenseArrayAttr i64Array(List<Long> values) {
        return new DenseArrayAttr(IntegerType.of(64), values.stream().map(BigInteger::valueOf).toList());
    }
}

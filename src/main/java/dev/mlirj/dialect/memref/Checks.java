package dev.mlirj.dialect.memref;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.syntax.TypePrinter;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Predicate;

/**
 * The checks ODS generates for the memref operations (operand and result counts and type constraints, inherent
 * attributes, operand segments) and the type helpers their verifiers share, each reporting mlir-opt 19's message
 * and returning false on failure so a verifier is a chain of {@code &&}. {@link #fail} reports
 * {@code 'memref.x' op message} (MLIR's {@code emitOpError}); {@link #failPlain} reports the bare message (MLIR's
 * {@code emitError}, which the view-like verifiers use).
 */
final class Checks {
    /** A type constraint with its ODS summary. */
    record Constraint(Predicate<Type> test, String description) {
    }

    static final Constraint INDEX = new Constraint(t -> t instanceof IndexType, "index");
    static final Constraint MEMREF = new Constraint(t -> t instanceof MemRefType, "memref of any type values");
    static final Constraint STRIDED_MEMREF = new Constraint(t -> t instanceof MemRefType m && strides(m) != null,
            "strided memref of any type values");
    static final Constraint RANKED_OR_UNRANKED = new Constraint(Checks::isMemRef,
            "ranked or unranked memref of any type values");
    static final Constraint STATIC_MEMREF = new Constraint(t -> t instanceof MemRefType m && m.hasStaticShape(),
            "statically shaped memref of any type values");
    static final Constraint INT_OR_FLOAT = new Constraint(Checks::isSignlessIntegerOrFloat,
            "signless integer or floating-point");
    static final Constraint MEMREF_OF_INT_OR_FLOAT = new Constraint(t -> t instanceof MemRefType m
            && isSignlessIntegerOrFloat(m.elementType()), "memref of signless integer or floating-point values");

    private final Operation op;
    private final DiagnosticEngine diagnostics;

    Checks(Operation op, DiagnosticEngine diagnostics) {
        this.op = op;
        this.diagnostics = diagnostics;
    }

    /** Reports {@code 'name' op message}; returns false. */
    boolean fail(String message) {
        diagnostics.opError(op, message);
        return false;
    }

    /** Reports {@code message} without the operation prefix; returns false. */
    boolean failPlain(String message) {
        diagnostics.error(op, message);
        return false;
    }

    /** Reports a failed predicate trait, {@code failed to verify that description}; returns false. */
    boolean predicate(String description) {
        return fail("failed to verify that " + description);
    }

    /**
     * No successors, {@code regions} regions, {@code results} results (-1: any number), and at least
     * {@code operands} operands ({@code exact}: exactly).
     */
    boolean counts(int operands, boolean exact, int results, int regions) {
        if (regions == 0 && !op.regions().isEmpty()) {
            return fail("requires zero regions");
        }
        if (regions == 1 && op.regions().size() != 1) {
            return fail("requires one region");
        }
        int r = op.resultCount();
        if (results == 0 && r != 0) {
            return fail("requires zero results");
        }
        if (results == 1 && r != 1) {
            return fail("requires one result");
        }
        if (results > 1 && r != results) {
            return fail("expected " + results + " results");
        }
        if (!op.successors().isEmpty()) {
            return fail("requires zero successors");
        }
        int n = op.operandCount();
        if (exact) {
            if (operands == 0 && n != 0) {
                return fail("requires zero operands");
            }
            if (operands == 1 && n != 1) {
                return fail("requires a single operand");
            }
            if (operands > 1 && n != operands) {
                return fail("expected " + operands + " operands, but found " + n);
            }
        } else if (n < operands) {
            return fail("expected " + operands + " or more operands, but found " + n);
        }
        return true;
    }

    /** Operand {@code index} satisfies {@code c}. */
    boolean operand(int index, Constraint c) {
        return satisfies("operand", index, op.operand(index).type(), c);
    }

    /** Operands {@code from} to the end satisfy {@code c}. */
    boolean operandsFrom(int from, Constraint c) {
        for (int i = from; i < op.operandCount(); i++) {
            if (!operand(i, c)) {
                return false;
            }
        }
        return true;
    }

    /** Result {@code index} satisfies {@code c}. */
    boolean result(int index, Constraint c) {
        return satisfies("result", index, op.result(index).type(), c);
    }

    private boolean satisfies(String what, int index, Type type, Constraint c) {
        return c.test().test(type) || fail(what + " #" + index + " must be " + c.description() + ", but got "
                + quote(type));
    }

    /** The inherent attribute {@code name} exists (when {@code required}) and is of class {@code kind}. */
    boolean attr(String name, boolean required, Predicate<Attribute> kind, String description) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            return !required || fail("requires attribute '" + name + "'");
        }
        return kind.test(a) || fail("attribute '" + name + "' failed to satisfy constraint: " + description);
    }

    /**
     * The {@code operandSegmentSizes} of an operation with {@code groups} operand groups: the sizes, or null after
     * reporting that they are missing, malformed or do not add up to the operand count.
     */
    int[] segments(int groups) {
        Attribute a = op.properties().get(SEGMENTS);
        int[] sizes = a == null ? new int[groups] : i32s(a);
        if (sizes == null || sizes.length != groups) {
            fail("'" + SEGMENTS + "' attribute for specifying operand segments must have " + groups
                    + " elements, but got " + (sizes == null ? 0 : sizes.length));
            return null;
        }
        int total = 0;
        for (int s : sizes) {
            if (s < 0) {
                fail("'" + SEGMENTS + "' attribute cannot have negative elements");
                return null;
            }
            total += s;
        }
        if (total != op.operandCount()) {
            fail("operand count (" + op.operandCount() + ") does not match with the total size (" + total
                    + ") specified in attribute '" + SEGMENTS + "'");
            return null;
        }
        return sizes;
    }

    /** The operand group sizes of an operation that passed {@link #segments}: all zero when the property is absent. */
    static int[] segmentSizes(Operation op, int groups) {
        Attribute a = op.properties().get(SEGMENTS);
        return a == null ? new int[groups] : i32s(a);
    }

    /** The property delimiting operand groups. */
    static final String SEGMENTS = "operandSegmentSizes";

    /** {@code 'memref<4xf32>'}, as MLIR quotes a type in a diagnostic. */
    static String quote(Type type) {
        return "'" + TypePrinter.toString(type) + "'";
    }

    static boolean isMemRef(Type t) {
        return t instanceof MemRefType || t instanceof UnrankedMemRefType;
    }

    static boolean isSignlessIntegerOrFloat(Type t) {
        return t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS
                || t instanceof FloatType;
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

    /** The values of an {@code array<i32: ...>}, or null when {@code a} is not one. */
    static int[] i32s(Attribute a) {
        if (!(a instanceof DenseArrayAttr array) || !(array.elementType() instanceof IntegerType t)
                || !t.isSignless(32)) {
            return null;
        }
        return array.elements().stream().mapToInt(BigInteger::intValue).toArray();
    }

    /** The values of an {@code array<i64: ...>}, or null when {@code a} is not one. */
    static long[] i64s(Attribute a) {
        if (!(a instanceof DenseArrayAttr array) || !(array.elementType() instanceof IntegerType t)
                || !t.isSignless(64)) {
            return null;
        }
        return array.elements().stream().mapToLong(BigInteger::longValue).toArray();
    }

    /** {@code array<i64: values>}. */
    static DenseArrayAttr i64Array(List<Long> values) {
        return new DenseArrayAttr(IntegerType.of(64), values.stream().map(BigInteger::valueOf).toList());
    }

    /** Whether {@code a} is a signless {@code width}-bit integer attribute. */
    static boolean isInt(Attribute a, int width) {
        return a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless(width);
    }

    /** Whether {@code a} is a bool attribute. */
    static boolean isBool(Attribute a) {
        return a instanceof IntegerAttr i && i.isBool();
    }
}

package dev.mlirj.dialect.vector;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.syntax.TypePrinter;
import java.util.function.Predicate;

/**
 * The checks ODS generates for the vector operations (counts, operand and result type constraints, predicate
 * traits) with mlir-opt 19's messages. Each returns false after reporting, so a verifier is a chain of {@code &&}.
 */
final class VectorChecks {
    /** A type constraint with its ODS summary. */
    record Constraint(Predicate<Type> test, String description) {
    }

    static final Constraint VECTOR = new Constraint(t -> t instanceof VectorType, "vector of any type values");
    static final Constraint INDEX = new Constraint(t -> t instanceof IndexType, "index");
    static final Constraint MEMREF = new Constraint(t -> t instanceof MemRefType, "memref of any type values");
    static final Constraint FLOAT_VECTOR = new Constraint(t -> t instanceof VectorType v
            && v.elementType() instanceof FloatType, "vector of floating-point values");
    static final Constraint MASK = new Constraint(t -> t instanceof VectorType v && v.rank() > 0
            && v.elementType() instanceof IntegerType i && i.isSignless(1), "vector of 1-bit signless integer values");
    static final Constraint MASK_1D = new Constraint(t -> t instanceof VectorType v && v.rank() == 1
            && v.elementType() instanceof IntegerType i && i.isSignless(1),
            "vector of 1-bit signless integer values of ranks 1");
    static final Constraint MASK_ANY_RANK = new Constraint(t -> t instanceof VectorType v
            && v.elementType() instanceof IntegerType i && i.isSignless(1), "vector of 1-bit signless integer values");
    static final Constraint SCALAR = new Constraint(VectorChecks::isScalar,
            "integer or index or floating-point");

    private final Operation op;
    private final DiagnosticEngine diagnostics;

    VectorChecks(Operation op, DiagnosticEngine diagnostics) {
        this.op = op;
        this.diagnostics = diagnostics;
    }

    /** Reports {@code 'name' op message}; returns false. */
    boolean fail(String message) {
        diagnostics.opError(op, message);
        return false;
    }

    /** Reports a failed predicate trait; returns false. */
    boolean predicate(String description) {
        return fail("failed to verify that " + description);
    }

    /** {@code results} results and at least ({@code exact}: exactly) {@code operands} operands, no regions. */
    boolean counts(int operands, boolean exact, int results) {
        if (!op.regions().isEmpty()) {
            return fail("requires zero regions");
        }
        if (results == 0 && op.resultCount() != 0) {
            return fail("requires zero results");
        }
        if (results == 1 && op.resultCount() != 1) {
            return fail("requires one result");
        }
        if (!op.successors().isEmpty()) {
            return fail("requires zero successors");
        }
        int n = op.operandCount();
        if (exact && n != operands) {
            return fail(operands == 1 ? "requires a single operand"
                    : "expected " + operands + " operands, but found " + n);
        }
        return n >= operands || fail("expected " + operands + " or more operands, but found " + n);
    }

    /** Operand {@code index} satisfies {@code c}. */
    boolean operand(int index, Constraint c) {
        return c.test().test(op.operand(index).type()) || fail("operand #" + index + " must be " + c.description()
                + ", but got " + quote(op.operand(index).type()));
    }

    /** Operands {@code from} (inclusive) to {@code to} (exclusive) satisfy {@code c}. */
    boolean operands(int from, int to, Constraint c) {
        for (int i = from; i < to; i++) {
            if (!operand(i, c)) {
                return false;
            }
        }
        return true;
    }

    /** Result {@code index} satisfies {@code c}. */
    boolean result(int index, Constraint c) {
        return c.test().test(op.result(index).type()) || fail("result #" + index + " must be " + c.description()
                + ", but got " + quote(op.result(index).type()));
    }

    /** {@code 'vector<4xf32>'}, as MLIR quotes a type in a diagnostic. */
    static String quote(Type type) {
        return "'" + TypePrinter.toString(type) + "'";
    }

    /** MLIR's {@code isIntOrIndexOrFloat}. */
    static boolean isScalar(Type t) {
        return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType;
    }

    /** MLIR's {@code getElementTypeOrSelf}. */
    static Type elementOrSelf(Type t) {
        return t instanceof ShapedType s ? s.elementType() : t;
    }
}

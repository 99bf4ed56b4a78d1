package dev.mlirj.dialect.arith;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;

/**
 * The ODS checks of arith's element-wise operations, opened to other dialects whose operations follow the same
 * rules (the math dialect): each reports mlir-opt 19's message for one operation and returns false on failure, so a
 * verifier is a chain of {@code &&} in MLIR's order (counts, fast-math attribute, operand and result constraints,
 * shape traits, the {@code Elementwise} rule). One instance checks one operation; it keeps no other state.
 */
public final class ElementwiseChecks {
    /** The element type classes MLIR's messages name. */
    public enum TypeClass {
        /** Floats, or vectors or tensors of them ({@code floating-point-like}). */
        FLOAT_LIKE(ArithTypes.FLOAT_LIKE),
        /** Signless integers or index, or vectors or tensors of them ({@code signless-integer-like}). */
        SIGNLESS_INTEGER_LIKE(ArithTypes.SIGNLESS_INTEGER_LIKE);

        private final ArithTypes.Constraint constraint;

        TypeClass(ArithTypes.Constraint constraint) {
            this.constraint = constraint;
        }
    }

    private final Checks checks;

    /** Checks for {@code op}, reporting to {@code diagnostics}. */
    public ElementwiseChecks(Operation op, DiagnosticEngine diagnostics) {
        this.checks = new Checks(op, diagnostics);
    }

    /** No regions or successors, {@code results} results and {@code operands} operands. */
    public boolean counts(int operands, int results) {
        return checks.counts(operands, results);
    }

    /** The optional {@code fastmath} property, when present, is a {@link FastMathFlagsAttr}. */
    public boolean fastMathAttr() {
        return ArithSyntax.Flags.FASTMATH.verify(checks);
    }

    /** Operand {@code index} belongs to {@code type}. */
    public boolean operand(int index, TypeClass type) {
        return checks.operand(index, type.constraint);
    }

    /** Result {@code index} belongs to {@code type}. */
    public boolean result(int index, TypeClass type) {
        return checks.result(index, type.constraint);
    }

    /** MLIR's {@code AllTypesMatch}: the named values' types are one type. */
    public boolean allTypesMatch(java.util.List<String> names, java.util.List<dev.mlirj.ir.Type> types) {
        return checks.allTypesMatch(names, types);
    }

    /** MLIR's {@code SameOperandsAndResultShape}. */
    public boolean sameOperandsAndResultShape() {
        return checks.sameOperandsAndResultShape();
    }

    /** MLIR's {@code Elementwise} trait. */
    public boolean elementwise() {
        return checks.elementwise();
    }
}

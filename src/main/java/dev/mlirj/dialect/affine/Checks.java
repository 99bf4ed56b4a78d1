package dev.mlirj.dialect.affine;

import dev.mlirj.diag.DiagnosticEngine;
import dev.mlirj.dialect.builtin.IndexType;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.TypePrinter;
import java.util.function.Predicate;

/**
 * The checks MLIR's ODS makes on the affine operations, with mlir-opt 19's messages: each reports at the operation
 * and returns false on failure, so a verifier is a chain of {@code &&} in MLIR's order.
 */
final class Checks {
    private final Operation op;
    private final DiagnosticEngine diagnostics;

    Checks(Operation op, DiagnosticEngine diagnostics) {
        this.op = op;
        this.diagnostics = diagnostics;
    }

    /** {@code 'i32'}, as MLIR quotes a type in a diagnostic. */
    static String quote(Type type) {
        return "'" + TypePrinter.toString(type) + "'";
    }

    /** Reports {@code 'name' op message}; returns false. */
    boolean fail(String message) {
        diagnostics.opError(op, message);
        return false;
    }

    /** A required inherent attribute {@code name} satisfying {@code test} (described by {@code what}). */
    boolean attr(String name, Predicate<Attribute> test, String what) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            return fail("requires attribute '" + name + "'");
        }
        return test.test(a) || fail("attribute '" + name + "' failed to satisfy constraint: " + what);
    }

    /** Operands {@code from} onwards are of type {@code index}. */
    boolean indexOperands(int from) {
        for (int i = from; i < op.operandCount(); i++) {
            Type t = op.operand(i).type();
            if (!(t instanceof IndexType)) {
                return fail("operand #" + i + " must be variadic of index, but got " + quote(t));
            }
        }
        return true;
    }

    /** Exactly one result, of type {@code index}. */
    boolean oneIndexResult() {
        if (op.resultCount() != 1) {
            return fail("requires one result");
        }
        Type t = op.result(0).type();
        return t instanceof IndexType || fail("result #0 must be index, but got " + quote(t));
    }

    /** ODS's {@code ZeroSuccessors}. */
    boolean noSuccessors() {
        return op.successorCount() == 0 || fail("requires 0 successors but found " + op.successorCount());
    }

    /** ODS's region count: exactly {@code count} regions. */
    boolean regions(int count) {
        if (op.regions().size() == count) {
            return true;
        }
        return fail(count == 0 ? "requires zero regions" : count == 1 ? "requires one region"
                : "expected " + count + " regions");
    }
}

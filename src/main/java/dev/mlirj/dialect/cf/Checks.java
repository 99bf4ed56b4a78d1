package dev.mlirj.dialect.cf;

import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.TypePrinter;

/** The checks ODS generates for the cf operations' operands and segment attributes, with MLIR's messages. */
final class Checks {
    private Checks() {
    }

    /** {@code 'i32'}, as MLIR quotes a type in a diagnostic. */
    static String quote(Type type) {
        return "'" + TypePrinter.toString(type) + "'";
    }

    /** ODS's {@code I1} operand constraint on operand 0. */
    static boolean conditionIsI1(Operation op, DiagnosticEngine diagnostics) {
        if (op.operandCount() == 0) {
            diagnostics.opError(op, "expected 1 or more operands, but found 0");
            return false;
        }
        Type t = op.operand(0).type();
        if (t instanceof IntegerType i && i.isSignless(1)) {
            return true;
        }
        diagnostics.opError(op, "operand #0 must be 1-bit signless integer, but got " + quote(t));
        return false;
    }

    /** The successor count ODS requires. */
    static boolean successors(Operation op, int expected, DiagnosticEngine diagnostics) {
        if (op.successorCount() == expected) {
            return true;
        }
        diagnostics.opError(op, "requires " + expected + " successor" + (expected == 1 ? "" : "s") + " but found "
                + op.successorCount());
        return false;
    }

    /**
     * The {@code operandSegmentSizes} of an operation with {@code groups} operand groups: its sizes, or null after
     * reporting that they are missing, malformed or do not add up to the operand count.
     */
    static int[] operandSegments(Operation op, int groups, DiagnosticEngine diagnostics) {
        int[] sizes = i32s(op.properties().get(CondBranchOp.SEGMENTS));
        int total = 0;
        if (sizes != null) {
            if (sizes.length != groups) {
                diagnostics.opError(op, "'" + CondBranchOp.SEGMENTS + "' attribute for specifying operand segments must"
                        + " have " + groups + " elements, but got " + sizes.length);
                return null;
            }
            for (int s : sizes) {
                if (s < 0) {
                    diagnostics.opError(op, "'" + CondBranchOp.SEGMENTS + "' attribute cannot have negative elements");
                    return null;
                }
                total += s;
            }
        }
        if (sizes == null && op.operandCount() == 0) {
            diagnostics.opError(op, "requires attribute '" + CondBranchOp.SEGMENTS + "'");
            return null;
        }
        if (total != op.operandCount() || sizes == null) {
            diagnostics.opError(op, "operand count (" + op.operandCount() + ") does not match with the total size ("
                    + total + ") specified in attribute '" + CondBranchOp.SEGMENTS + "'");
            return null;
        }
        return sizes;
    }

    /** The values of an {@code array<i32: ...>}, or null when {@code a} is not one. */
    static int[] i32s(dev.mlirj.ir.Attribute a) {
        if (!(a instanceof DenseArrayAttr array) || !(array.elementType() instanceof IntegerType t)
                || !t.isSignless(32)) {
            return null;
        }
        return array.elements().stream().mapToInt(java.math.BigInteger::intValue).toArray();
    }
}

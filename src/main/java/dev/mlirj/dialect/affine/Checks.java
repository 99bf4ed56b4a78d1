package dev.mlirj.dialect.affine;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
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
        return indexOperands(from, op.operandCount());
    }

    /** Operands {@code from} (inclusive) to {@code to} (exclusive) are of type {@code index}. */
    boolean indexOperands(int from, int to) {
        for (int i = from; i < to; i++) {
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

    /**
     * The {@code SingleBlockImplicitTerminator<"affine.yield">} rules: each region has at most one block, which is
     * not empty and ends with {@code affine.yield}.
     */
    boolean singleBlockEndingWithYield() {
        for (int i = 0; i < op.regions().size(); i++) {
            if (op.region(i).blocks().size() > 1) {
                return fail("expects region #" + i + " to have 0 or 1 blocks");
            }
        }
        for (dev.mlirj.ir.Region r : op.regions()) {
            if (r.isEmpty()) {
                continue;
            }
            if (r.entryBlock().isEmpty()) {
                return fail("expects a non-empty block");
            }
            Operation last = r.entryBlock().lastOp();
            if (!last.name().fullName().equals(AffineYieldOp.NAME)) {
                dev.mlirj.ir.Diagnostic d = dev.mlirj.ir.Diagnostic.opError(op, "expects regions to end with '"
                        + AffineYieldOp.NAME + "', found '" + last.name().fullName() + "'");
                d.attachNote(op.location(), "in custom textual format, the absence of terminator implies '"
                        + AffineYieldOp.NAME + "'");
                diagnostics.report(d);
                return false;
            }
        }
        return true;
    }

    /**
     * MLIR's {@code verifyDimAndSymbolIdentifiers}: the first {@code numDims} of {@code operands} are valid
     * dimensions in the operation's affine scope, the rest valid symbols.
     */
    boolean dimsAndSymbols(java.util.List<dev.mlirj.ir.Value> operands, int numDims) {
        dev.mlirj.ir.Region scope = AffineScope.of(op);
        for (int i = 0; i < operands.size(); i++) {
            if (i < numDims) {
                if (!AffineScope.isValidDim(operands.get(i), scope)) {
                    return fail("operand cannot be used as a dimension id");
                }
            } else if (!AffineScope.isValidSymbol(operands.get(i), scope)) {
                return fail("operand cannot be used as a symbol");
            }
        }
        return true;
    }

    /**
     * ODS's {@code AttrSizedOperandSegments}: property {@code name} is an {@code array<i32>} of {@code groups}
     * non-negative sizes adding up to the operand count; the sizes, or null after a report.
     */
    int[] operandSegments(String name, int groups) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            fail("requires attribute '" + name + "'");
            return null;
        }
        if (!(a instanceof dev.mlirj.ir.DenseArrayAttr d
                && d.elementType() instanceof dev.mlirj.ir.IntegerType t && t.isSignless(32))) {
            fail("attribute '" + name + "' failed to satisfy constraint: i32 dense array attribute");
            return null;
        }
        if (d.elements().size() != groups) {
            fail("'" + name + "' attribute for specifying operand segments must have " + groups
                    + " elements, but got " + d.elements().size());
            return null;
        }
        int[] sizes = new int[groups];
        long total = 0;
        for (int i = 0; i < groups; i++) {
            sizes[i] = d.elements().get(i).intValue();
            if (sizes[i] < 0) {
                fail("'" + name + "' attribute cannot have negative elements");
                return null;
            }
            total += sizes[i];
        }
        if (total != op.operandCount()) {
            fail("operand count (" + op.operandCount() + ") does not match with the total size (" + total
                    + ") specified in attribute '" + name + "'");
            return null;
        }
        return sizes;
    }
}

package dev.mlirj.dialect.scf;

import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.TypePrinter;
import java.util.function.Predicate;

/**
 * The checks MLIR's ODS and the scf operations' traits make, with mlir-opt 19's messages: each reports at the
 * operation and returns false on failure, so a verifier is a chain of {@code &&} in MLIR's order.
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

    /** Reports {@code 'name' op message} with a note at {@code at}; returns false. */
    boolean fail(String message, Location at, String note) {
        Diagnostic d = Diagnostic.opError(op, message);
        d.attachNote(at, note);
        diagnostics.report(d);
        return false;
    }

    /** ODS's region count trait: exactly {@code count} regions. */
    boolean regions(int count) {
        if (op.regions().size() == count) {
            return true;
        }
        return fail(count == 1 ? "requires one region" : "expected " + count + " regions");
    }

    /** ODS's {@code AtLeastNOperands}. */
    boolean atLeastOperands(int count) {
        return op.operandCount() >= count
                || fail("expected " + count + " or more operands, but found " + op.operandCount());
    }

    /** ODS's {@code ZeroSuccessors}. */
    boolean noSuccessors() {
        return op.successorCount() == 0 || fail("requires 0 successors but found " + op.successorCount());
    }

    /**
     * ODS's {@code AttrSizedOperandSegments}: property {@code name} is an {@code array<i32>} of {@code groups}
     * non-negative sizes adding up to the operand count.
     */
    boolean operandSegments(String name, int groups) {
        dev.mlirj.ir.Attribute a = op.properties().get(name);
        if (a == null) {
            return fail("requires attribute '" + name + "'");
        }
        if (!(a instanceof dev.mlirj.ir.DenseArrayAttr d && d.elementType() instanceof IntegerType t
                && t.isSignless(32))) {
            return fail("attribute '" + name + "' failed to satisfy constraint: i32 dense array attribute");
        }
        java.util.List<java.math.BigInteger> sizes = d.elements();
        if (sizes.size() != groups) {
            return fail("'" + name + "' attribute for specifying operand segments must have " + groups
                    + " elements, but got " + sizes.size());
        }
        long total = 0;
        for (java.math.BigInteger size : sizes) {
            if (size.signum() < 0) {
                return fail("'" + name + "' attribute cannot have negative elements");
            }
            total += size.longValue();
        }
        return total == op.operandCount() || fail("operand count (" + op.operandCount()
                + ") does not match with the total size (" + total + ") specified in attribute '" + name + "'");
    }

    /** The {@code SingleBlock} trait's first rule: at most one block per region. */
    boolean atMostOneBlock() {
        for (int i = 0; i < op.regions().size(); i++) {
            if (op.region(i).blocks().size() > 1) {
                return fail("expects region #" + i + " to have 0 or 1 blocks");
            }
        }
        return true;
    }

    /** The {@code SingleBlock} trait's second rule: a region's block is not empty. */
    boolean nonEmptyBlocks() {
        for (Region r : op.regions()) {
            if (!r.isEmpty() && r.entryBlock().isEmpty()) {
                return fail("expects a non-empty block");
            }
        }
        return true;
    }

    /** ODS's {@code SizedRegion<1>} constraint on region {@code index}, named {@code name}. */
    boolean oneBlock(int index, String name) {
        return op.region(index).blocks().size() == 1 || fail("region #" + index + " ('" + name
                + "') failed to verify constraint: region with 1 blocks");
    }

    /** ODS's {@code NoRegionArguments}. */
    boolean noRegionArguments() {
        for (int i = 0; i < op.regions().size(); i++) {
            Region r = op.region(i);
            if (!r.isEmpty() && !r.entryBlock().arguments().isEmpty()) {
                return fail("region #" + i + " should have no arguments");
            }
        }
        return true;
    }

    /** Operand {@code index} satisfies {@code test}, described as {@code description} in the message. */
    boolean operand(int index, Predicate<Type> test, String description) {
        Type t = op.operand(index).type();
        return test.test(t) || fail("operand #" + index + " must be " + description + ", but got " + quote(t));
    }

    /**
     * The {@code SingleBlockImplicitTerminator<"scf.yield">} rule: every non-empty region ends with
     * {@code scf.yield}.
     */
    boolean endsWithYield() {
        return endsWith(YieldOp.NAME);
    }

    /** The {@code SingleBlockImplicitTerminator<name>} rule: every non-empty region ends with {@code name}. */
    boolean endsWith(String name) {
        for (Region r : op.regions()) {
            if (r.isEmpty() || r.entryBlock().isEmpty()) {
                continue;
            }
            Operation last = r.entryBlock().lastOp();
            if (!last.name().fullName().equals(name)) {
                return fail("expects regions to end with '" + name + "', found '" + last.name().fullName() + "'",
                        op.location(), "in custom textual format, the absence of terminator implies '" + name + "'");
            }
        }
        return true;
    }

    /** A signless integer or index: the type of {@code scf.for}'s bounds. */
    static boolean isSignlessIntegerOrIndex(Type t) {
        return t instanceof IndexType
                || t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS;
    }

    /** {@code i1}. */
    static boolean isI1(Type t) {
        return t instanceof IntegerType i && i.isSignless(1);
    }
}

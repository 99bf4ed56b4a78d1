package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code RegionBranchOpInterface} verification ({@code verifyTypesAlongControlFlowEdges}) for the scf
 * operations: along every edge of the operation's region control flow (from the operation into a region, from a
 * region's terminators to a region or back to the operation's results), the values passed must match the
 * successor's inputs in number and type. Each operation describes its edges with a {@link Flow}.
 */
final class RegionBranch {
    /** The parent operation, as a branch point or successor. */
    static final int PARENT = -1;

    private RegionBranch() {
    }

    /**
     * A successor of a branch point: region {@code region} ({@link #PARENT}: the operation's results) with the
     * values that receive control there.
     */
    record Successor(int region, List<? extends Value> inputs) {
    }

    /** An operation's region control flow, as its {@code RegionBranchOpInterface} methods define it. */
    interface Flow {
        /** The successors of {@code point} (a region index or {@link #PARENT}), in MLIR's order. */
        List<Successor> successors(Operation op, int point);

        /** The operands the operation passes to {@code successor} on entry ({@code getEntrySuccessorOperands}). */
        default List<Value> entryOperands(Operation op, Successor successor) {
            return List.of();
        }
    }

    /** The values terminator {@code t} passes to its successors, or null when it is no region branch terminator. */
    static List<Value> forwarded(Operation t) {
        return switch (t.name().fullName()) {
            case YieldOp.NAME -> t.operands();
            case ConditionOp.NAME -> t.operands().isEmpty() ? List.of() : t.operands().subList(1, t.operandCount());
            case ReduceOp.NAME -> List.of();
            default -> null;
        };
    }

    /** Verifies the edges of {@code op}; false after reporting the first mismatch. */
    static boolean verify(Operation op, Flow flow, DiagnosticEngine diagnostics) {
        for (Successor s : flow.successors(op, PARENT)) {
            if (!compare(op, PARENT, s, types(flow.entryOperands(op, s)), diagnostics)) {
                return false;
            }
        }
        for (int r = 0; r < op.regions().size(); r++) {
            List<Operation> terminators = new ArrayList<>();
            for (Block b : op.region(r).blocks()) {
                if (!b.isEmpty() && forwarded(b.lastOp()) != null) {
                    terminators.add(b.lastOp());
                }
            }
            if (terminators.isEmpty()) {
                continue;
            }
            for (Successor s : flow.successors(op, r)) {
                List<Type> source = null;
                for (Operation t : terminators) {
                    List<Type> these = types(forwarded(t));
                    if (source != null && !source.equals(these)) {
                        // mlir-opt 19's message lacks the space before "from".
                        diagnostics.opError(op, " along control flow edge" + edge(r, s)
                                + " operands mismatch between return-like terminators");
                        return false;
                    }
                    source = these;
                }
                if (!compare(op, r, s, source, diagnostics)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean compare(Operation op, int point, Successor s, List<Type> source,
                                   DiagnosticEngine diagnostics) {
        List<Type> inputs = types(s.inputs());
        if (source.size() != inputs.size()) {
            diagnostics.opError(op, " region control flow edge " + edge(point, s) + ": source has " + source.size()
                    + " operands, but target successor needs " + inputs.size());
            return false;
        }
        for (int i = 0; i < source.size(); i++) {
            if (!source.get(i).equals(inputs.get(i))) {
                diagnostics.opError(op, " along control flow edge " + edge(point, s) + ": source type #" + i + " "
                        + OpChecks.quote(source.get(i)) + " should match input type #" + i + " "
                        + OpChecks.quote(inputs.get(i)));
                return false;
            }
        }
        return true;
    }

    private static String edge(int point, Successor s) {
        return "from " + (point == PARENT ? "parent operands" : "Region #" + point) + " to "
                + (s.region() == PARENT ? "parent results" : "Region #" + s.region());
    }

    private static List<Type> types(List<? extends Value> values) {
        List<Type> types = new ArrayList<>(values.size());
        values.forEach(v -> types.add(v.type()));
        return types;
    }

    /** The arguments of region {@code index}'s entry block; none for an empty region. */
    static List<? extends Value> arguments(Operation op, int index) {
        Region r = op.region(index);
        return r.isEmpty() ? List.of() : r.entryBlock().arguments();
    }
}

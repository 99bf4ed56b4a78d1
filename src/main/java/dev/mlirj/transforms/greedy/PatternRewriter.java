package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Builder;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The builder patterns change IR through (MLIR's {@code PatternRewriter}): every operation it inserts, modifies,
 * replaces or erases is reported to its {@link Listener}, which is how the greedy driver keeps its worklist and
 * its constant table up to date. IR changed behind its back is not revisited.
 */
public class PatternRewriter extends Builder {
    /** What a rewriter reports, as MLIR's {@code RewriterBase::Listener}. */
    public interface Listener {
        /** {@code op} was inserted (created, or moved). */
        default void operationInserted(Operation op) {
        }

        /** {@code op} was changed in place (operands, attributes). */
        default void operationModified(Operation op) {
        }

        /** {@code op}'s results are about to be replaced by {@code values}. */
        default void operationReplaced(Operation op, List<? extends Value> values) {
        }

        /** {@code op} is about to be erased (nested operations are reported first). */
        default void operationErased(Operation op) {
        }
    }

    private final Listener listener;

    /** A rewriter over {@code context} reporting to {@code listener}. */
    public PatternRewriter(MlirContext context, Listener listener) {
        super(context);
        this.listener = java.util.Objects.requireNonNull(listener, "listener");
    }

    @Override
    public Operation insert(Operation op) {
        super.insert(op);
        listener.operationInserted(op);
        return op;
    }

    /** Changes {@code op} in place through {@code change}, then reports it. */
    public final void modifyOpInPlace(Operation op, Runnable change) {
        change.run();
        listener.operationModified(op);
    }

    /** Makes every use of {@code from} use {@code to}, reporting each user as modified (most recent use first). */
    public final void replaceAllUsesWith(Value from, Value to) {
        for (var use : from.uses()) {
            modifyOpInPlace(use.owner(), () -> use.set(to));
        }
    }

    /**
     * Replaces the results of {@code op} by {@code values}, in order, and erases it. A null value is allowed for
     * a result without uses.
     */
    public final void replaceOp(Operation op, List<? extends Value> values) {
        if (values.size() != op.resultCount()) {
            throw new IllegalArgumentException(op.name() + " has " + op.resultCount() + " results, not "
                    + values.size());
        }
        listener.operationReplaced(op, values);
        for (int i = 0; i < values.size(); i++) {
            OpResult result = op.result(i);
            if (values.get(i) != null) {
                replaceAllUsesWith(result, values.get(i));
            } else if (result.hasUses()) {
                throw new IllegalArgumentException("result " + i + " of " + op.name() + " is used but has no replacement");
            }
        }
        eraseOp(op);
    }

    /** Erases {@code op}, whose results must be unused, and everything nested in it (reported innermost first). */
    public final void eraseOp(Operation op) {
        List<Operation> nested = new ArrayList<>();
        op.walk(nested::add);
        for (Operation o : nested) {
            listener.operationErased(o);
        }
        op.erase();
    }

    /** Gives up on a match: returns false, for {@code return rewriter.notifyMatchFailure(op, "why")}. */
    public final boolean notifyMatchFailure(Operation op, String reason) {
        return false;
    }
}

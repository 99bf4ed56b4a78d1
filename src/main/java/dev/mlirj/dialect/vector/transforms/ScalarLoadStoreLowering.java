package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.Collections;
import java.util.List;

/**
 * MLIR 19's {@code VectorLoadToMemrefLoadLowering} and {@code VectorStoreToMemrefStoreLowering}: a
 * {@code vector.load} of a one-element vector becomes {@code memref.load} and a {@code vector.broadcast} of the
 * scalar; a {@code vector.store} of one becomes {@code vector.extractelement} (0-D) or {@code vector.extract} at
 * position zero, then {@code memref.store}. The {@code nontemporal} hint is dropped, as in MLIR.
 */
final class ScalarLoadStoreLowering extends RewritePattern {
    private final boolean store;

    ScalarLoadStoreLowering(boolean store) {
        super(store ? "vector.store" : "vector.load");
        this.store = store;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = (VectorType) (store ? op.operand(0) : op.result(0)).type();
        if (!type.shape().stream().allMatch(d -> d == 1) || type.scalable().contains(true)) {
            return rewriter.notifyMatchFailure(op, "not a one-element vector");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        int base = store ? 1 : 0;
        Value memref = op.operand(base);
        List<Value> indices = List.copyOf(op.operands().subList(base + 1, op.operandCount()));
        if (store) {
            Value scalar = type.rank() == 0
                    ? Vector.extractElement(rewriter, loc, op.operand(0), null)
                    : Vector.extract(rewriter, loc, op.operand(0), Collections.nCopies(type.rank(), 0L));
            MemRef.store(rewriter, loc, scalar, memref, indices);
            rewriter.eraseOp(op);
        } else {
            Value scalar = MemRef.load(rewriter, loc, memref, indices);
            rewriter.replaceOp(op, List.of(Vector.broadcast(rewriter, loc, scalar, type)));
        }
        return true;
    }
}

package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.vector.LoadStoreOps;
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
        super(store ? LoadStoreOps.STORE : LoadStoreOps.LOAD);
        this.store = store;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = LoadStoreOps.vectorType(op);
        if (!type.shape().stream().allMatch(d -> d == 1) || type.scalable().contains(true)) {
            return rewriter.notifyMatchFailure(op, "not a one-element vector");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value memref = LoadStoreOps.base(op);
        List<Value> indices = List.copyOf(LoadStoreOps.indices(op));
        if (store) {
            Value stored = LoadStoreOps.valueToStore(op);
            Value scalar = type.rank() == 0
                    ? Vector.extractElement(rewriter, loc, stored, null)
                    : Vector.extract(rewriter, loc, stored, Collections.nCopies(type.rank(), 0L));
            MemRef.store(rewriter, loc, scalar, memref, indices);
            rewriter.eraseOp(op);
        } else {
            Value scalar = MemRef.load(rewriter, loc, memref, indices);
            rewriter.replaceOp(op, List.of(Vector.broadcast(rewriter, loc, scalar, type)));
        }
        return true;
    }
}

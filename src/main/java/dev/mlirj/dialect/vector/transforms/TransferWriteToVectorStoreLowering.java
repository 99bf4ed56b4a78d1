package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.vector.TransferOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.List;

/**
 * MLIR 19's {@code TransferWriteToVectorStoreLowering}: a {@code vector.transfer_write} to a memref whose last
 * dimension has unit stride, of rank at most {@code maxTransferRank}, in bounds, with a minor identity map,
 * becomes {@code vector.store} (with a mask: {@code vector.maskedstore}, 1-D only). Element types must match as
 * for reads. Anything else is left.
 */
final class TransferWriteToVectorStoreLowering extends RewritePattern {
    private final int maxTransferRank;

    /** {@code maxTransferRank} 0 for no limit. */
    TransferWriteToVectorStoreLowering(int maxTransferRank) {
        super(TransferOps.TRANSFER_WRITE);
        this.maxTransferRank = maxTransferRank;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = TransferOps.vectorType(op);
        List<Integer> broadcast = TransferReadToVectorLoadLowering.broadcastDims(TransferOps.permutationMap(op));
        if (broadcast == null || !broadcast.isEmpty()
                || !TransferReadToVectorLoadLowering.accessible(op, maxTransferRank, type)) {
            return rewriter.notifyMatchFailure(op, "not an in-bounds minor identity write to a unit-stride memref");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value mask = TransferOps.mask(op);
        if (mask != null) {
            if (type.rank() != 1) {
                return rewriter.notifyMatchFailure(op, "masked stores are 1-D");
            }
            Vector.maskedStore(rewriter, loc, TransferOps.source(op), TransferOps.indices(op),
                    mask, TransferOps.vector(op));
        } else {
            Vector.store(rewriter, loc, TransferOps.vector(op), TransferOps.source(op),
                    TransferOps.indices(op));
        }
        rewriter.eraseOp(op);
        return true;
    }
}

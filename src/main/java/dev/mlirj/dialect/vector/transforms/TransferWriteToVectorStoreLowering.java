package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.dialect.vector.VectorOps;
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
        super("vector.transfer_write");
        this.maxTransferRank = maxTransferRank;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = VectorOps.transferVectorType(op);
        List<Integer> broadcast = TransferReadToVectorLoadLowering.broadcastDims(VectorOps.transferPermutationMap(op));
        if (broadcast == null || !broadcast.isEmpty()
                || !TransferReadToVectorLoadLowering.accessible(op, maxTransferRank, type)) {
            return rewriter.notifyMatchFailure(op, "not an in-bounds minor identity write to a unit-stride memref");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value mask = VectorOps.transferMask(op);
        if (mask != null) {
            if (type.rank() != 1) {
                return rewriter.notifyMatchFailure(op, "masked stores are 1-D");
            }
            Vector.maskedStore(rewriter, loc, VectorOps.transferSource(op), VectorOps.transferIndices(op),
                    mask, op.operand(0));
        } else {
            Vector.store(rewriter, loc, op.operand(0), VectorOps.transferSource(op),
                    VectorOps.transferIndices(op));
        }
        rewriter.eraseOp(op);
        return true;
    }
}

package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.builtin.MemRefType;
import dev.mlirj.dialect.builtin.VectorType;
import dev.mlirj.dialect.vector.VectorBuilder;
import dev.mlirj.dialect.vector.VectorOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
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
        if (maxTransferRank > 0 && type.rank() > maxTransferRank) {
            return rewriter.notifyMatchFailure(op, "rank above the limit");
        }
        List<Integer> broadcast = TransferReadToVectorLoadLowering.broadcastDims(VectorOps.transferPermutationMap(op));
        if (broadcast == null || !broadcast.isEmpty()
                || !(VectorOps.transferSource(op).type() instanceof MemRefType memref)
                || !VectorLowerings.lastDimUnitStride(memref)) {
            return rewriter.notifyMatchFailure(op, "not a minor identity write to a unit-stride memref");
        }
        if (memref.elementType() instanceof VectorType v ? !v.equals(type)
                : !memref.elementType().equals(type.elementType())) {
            return rewriter.notifyMatchFailure(op, "the memref's element type does not match");
        }
        if (VectorOps.transferHasOutOfBoundsDim(op)) {
            return rewriter.notifyMatchFailure(op, "out-of-bounds dimensions need a mask first");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value mask = VectorOps.transferMask(op);
        if (mask != null) {
            if (type.rank() != 1) {
                return rewriter.notifyMatchFailure(op, "masked stores are 1-D");
            }
            VectorBuilder.maskedStore(rewriter, ctx, loc, VectorOps.transferSource(op), VectorOps.transferIndices(op),
                    mask, op.operand(0));
        } else {
            VectorBuilder.store(rewriter, ctx, loc, op.operand(0), VectorOps.transferSource(op),
                    VectorOps.transferIndices(op));
        }
        rewriter.eraseOp(op);
        return true;
    }
}

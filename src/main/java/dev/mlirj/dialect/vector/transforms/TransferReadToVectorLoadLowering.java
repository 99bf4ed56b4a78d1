package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.vector.TransferOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR 19's {@code TransferReadToVectorLoadLowering}: a {@code vector.transfer_read} of a memref whose last
 * dimension has unit stride, of rank at most {@code maxTransferRank}, in bounds, with a minor identity map that
 * may broadcast (constant 0 results), becomes a {@code vector.load} of the vector without the broadcast dimensions
 * (with a mask: a {@code vector.maskedload} whose pass-through is the padding splat, 1-D only), then a
 * {@code vector.broadcast} when some dimension is broadcast. The memref's element type must be the vector's
 * element type, or the loaded vector type itself. Anything else is left (to VectorToSCF in MLIR).
 */
final class TransferReadToVectorLoadLowering extends RewritePattern {
    private final int maxTransferRank;

    /** {@code maxTransferRank} 0 for no limit. */
    TransferReadToVectorLoadLowering(int maxTransferRank) {
        super(TransferOps.TRANSFER_READ);
        this.maxTransferRank = maxTransferRank;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = TransferOps.vectorType(op);
        List<Integer> broadcast = broadcastDims(TransferOps.permutationMap(op));
        if (broadcast == null) {
            return rewriter.notifyMatchFailure(op, "not a minor identity map with broadcasts");
        }
        List<Long> shape = new ArrayList<>(type.shape());
        broadcast.forEach(d -> shape.set(d, 1L));
        VectorType loaded = new VectorType(shape, type.scalable(), type.elementType());
        if (!accessible(op, maxTransferRank, loaded)) {
            return rewriter.notifyMatchFailure(op, "not an in-bounds read of a unit-stride memref");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value mask = TransferOps.mask(op);
        Value value;
        if (mask != null) {
            if (type.rank() != 1) {
                return rewriter.notifyMatchFailure(op, "masked loads are 1-D");
            }
            Value fill = Vector.splat(rewriter, loc, TransferOps.padding(op), loaded);
            value = Vector.maskedLoad(rewriter, loc, TransferOps.source(op),
                    TransferOps.indices(op), mask, fill);
        } else {
            value = Vector.load(rewriter, loc, loaded, TransferOps.source(op),
                    TransferOps.indices(op));
        }
        if (!broadcast.isEmpty()) {
            value = Vector.broadcast(rewriter, loc, value, type);
        }
        rewriter.replaceOp(op, List.of(value));
        return true;
    }

    /**
     * The conditions reads and writes share: the transfer's rank is within {@code maxTransferRank} (0: any), its
     * source a memref whose last dimension has unit stride and whose element type is {@code accessed}'s element
     * type (or {@code accessed} itself, for a memref of vectors), and no dimension may run out of bounds.
     */
    static boolean accessible(Operation op, int maxTransferRank, VectorType accessed) {
        if (maxTransferRank > 0 && TransferOps.vectorType(op).rank() > maxTransferRank
                || !(TransferOps.source(op).type() instanceof MemRefType memref)
                || !VectorLowerings.lastDimUnitStride(memref)) {
            return false;
        }
        boolean elementMatches = memref.elementType() instanceof VectorType v ? v.equals(accessed)
                : memref.elementType().equals(accessed.elementType());
        return elementMatches && !TransferOps.hasOutOfBoundsDim(op);
    }

    /**
     * MLIR's {@code isMinorIdentityWithBroadcasting}: the positions of the constant-0 results when every other
     * result is the dimension of a minor identity, else null.
     */
    static List<Integer> broadcastDims(AffineMap map) {
        List<Integer> broadcast = new ArrayList<>();
        int lead = map.numDims() - map.numResults();
        if (lead < 0 || map.numSymbols() != 0) {
            return null;
        }
        for (int i = 0; i < map.numResults(); i++) {
            if (map.result(i) instanceof AffineConstantExpr c && c.value() == 0) {
                broadcast.add(i);
            } else if (!(map.result(i) instanceof AffineDimExpr d) || d.position() != lead + i) {
                return null;
            }
        }
        return broadcast;
    }
}

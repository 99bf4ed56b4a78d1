package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.vector.BroadcastOp;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.List;

/**
 * MLIR 19's {@code BroadcastOpLowering}: {@code vector.broadcast} one rank at a time. A scalar becomes
 * {@code vector.splat}; a 0-D or 1-D source into a 1-D result is its single element ({@code vector.extractelement}
 * or {@code vector.extract [0]}) splat; a source of lower rank is broadcast to the result without its leading
 * dimension, then inserted at every leading position of a zero {@code arith.constant}; a source of equal rank is
 * passed through when the shapes agree, and otherwise stretched along the first differing dimension: at the front,
 * by extracting row 0 and broadcasting it once; further in, by broadcasting each extracted row.
 */
final class BroadcastOpLowering extends RewritePattern {
    BroadcastOpLowering() {
        super(BroadcastOp.NAME);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        Location loc = op.location();
        var ctx = rewriter.context();
        VectorType result = (VectorType) BroadcastOp.vector(op).type();
        Value source = BroadcastOp.source(op);
        if (!(source.type() instanceof VectorType from)) {
            rewriter.replaceOp(op, List.of(Vector.splat(rewriter, loc, source, result)));
            return true;
        }
        if (from.rank() <= 1 && result.rank() == 1) {
            Value element = from.rank() == 0 ? Vector.extractElement(rewriter, loc, source, null)
                    : Vector.extract(rewriter, loc, source, 0L);
            rewriter.replaceOp(op, List.of(Vector.splat(rewriter, loc, element, result)));
            return true;
        }
        VectorType row = VectorLowerings.dropLeadingDim(result);
        if (from.rank() < result.rank()) {
            Value inner = Vector.broadcast(rewriter, loc, source, row);
            Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(result));
            for (long d = 0; d < result.shape().getFirst(); d++) {
                acc = Vector.insert(rewriter, loc, inner, acc, d);
            }
            rewriter.replaceOp(op, List.of(acc));
            return true;
        }
        int m = 0;
        while (m < result.rank() && from.shape().get(m).equals(result.shape().get(m))) {
            m++;
        }
        if (m == result.rank()) {
            rewriter.replaceOp(op, List.of(source));
            return true;
        }
        Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(result));
        Value stretched = null;
        for (long d = 0; d < result.shape().getFirst(); d++) {
            if (m != 0 || stretched == null) {
                Value ext = Vector.extract(rewriter, loc, source, m == 0 ? 0L : d);
                stretched = Vector.broadcast(rewriter, loc, ext, row);
            }
            acc = Vector.insert(rewriter, loc, stretched, acc, d);
        }
        rewriter.replaceOp(op, List.of(acc));
        return true;
    }
}

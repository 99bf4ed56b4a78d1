package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.vector.CastOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.Arrays;
import java.util.List;

/**
 * {@code vector.shape_cast} element by element, as MLIR 19's generic {@code ShapeCastOpRewritePattern}: for each
 * element in row-major order, {@code vector.extract} at its position in the source and {@code vector.insert} at
 * its position in the result ({@code vector.extractelement}/{@code insertelement} for 0-D vectors), starting from
 * a zero {@code arith.constant}. Casts between 2-D and 1-D take {@link ShapeCastRowLowering} first.
 */
final class ShapeCastOpLowering extends RewritePattern {
    ShapeCastOpLowering() {
        super(CastOps.SHAPE_CAST);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType source = (VectorType) CastOps.source(op).type();
        VectorType result = (VectorType) CastOps.result(op).type();
        if (source.scalable().contains(true) || result.scalable().contains(true)) {
            return rewriter.notifyMatchFailure(op, "scalable vectors");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(result));
        long[] from = new long[source.rank()];
        long[] to = new long[result.rank()];
        long count = result.shape().stream().reduce(1L, (a, b) -> a * b);
        for (long i = 0; i < count; i++) {
            Value element = source.rank() == 0
                    ? Vector.extractElement(rewriter, loc, CastOps.source(op), null)
                    : Vector.extract(rewriter, loc, CastOps.source(op), boxed(from));
            acc = result.rank() == 0 ? Vector.insertElement(rewriter, loc, element, acc, null)
                    : Vector.insert(rewriter, loc, element, acc, boxed(to));
            VectorLowerings.next(from, source.shape());
            VectorLowerings.next(to, result.shape());
        }
        rewriter.replaceOp(op, List.of(acc));
        return true;
    }

    private static List<Long> boxed(long[] position) {
        return Arrays.stream(position).boxed().toList();
    }
}

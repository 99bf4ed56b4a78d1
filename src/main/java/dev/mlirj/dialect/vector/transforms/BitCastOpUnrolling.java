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
 * MLIR 19's {@code UnrollBitCastOp}: a {@code vector.bitcast} of rank 2 or more becomes one 1-D bitcast per
 * innermost row (row-major), each extracted from the source and inserted into a zero {@code arith.constant} of
 * the result type.
 */
final class BitCastOpUnrolling extends RewritePattern {
    BitCastOpUnrolling() {
        super(CastOps.BITCAST);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType result = (VectorType) CastOps.result(op).type();
        if (result.rank() <= 1 || result.scalable().subList(0, result.rank() - 1).contains(true)) {
            return rewriter.notifyMatchFailure(op, "only n-D fixed leading dimensions are unrolled");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        VectorType to = VectorType.of(List.of(result.shape().getLast()), result.elementType());
        Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(result));
        List<Long> outer = result.shape().subList(0, result.rank() - 1);
        long[] position = new long[outer.size()];
        do {
            List<Long> at = Arrays.stream(position).boxed().toList();
            Value row = Vector.extract(rewriter, loc, CastOps.source(op), at);
            Value cast = Vector.bitcast(rewriter, loc, row, to);
            acc = Vector.insert(rewriter, loc, cast, acc, at);
        } while (VectorLowerings.next(position, outer));
        rewriter.replaceOp(op, List.of(acc));
        return true;
    }
}

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
import java.util.List;

/**
 * MLIR 19's {@code ShapeCastOp2DDownCastRewritePattern} and {@code ShapeCastOp2DUpCastRewritePattern}: a
 * {@code vector.shape_cast} between 2-D and 1-D moves whole rows. Down: each row ({@code vector.extract [i]}) is
 * written into a zero {@code arith.constant} at offset {@code i * n}, as MLIR's 1-D
 * {@code vector.insert_strided_slice} lowers: a {@code vector.shuffle} that widens the row to the result's length,
 * then one that takes the row's lanes from it and every other lane from the accumulated vector (a single row of
 * the full width is the result itself, as MLIR's fold leaves it). Up: each row is the shuffle of lanes
 * {@code [i * n, (i + 1) * n)} of the source (MLIR's {@code vector.extract_strided_slice} lowering), inserted
 * at row {@code i} of a zero constant. mlirj has no strided-slice operations, so the shuffles are built directly.
 */
final class ShapeCastRowLowering extends RewritePattern {
    ShapeCastRowLowering() {
        super(CastOps.SHAPE_CAST, 2);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        Value input = CastOps.source(op);
        VectorType source = (VectorType) input.type();
        VectorType result = (VectorType) CastOps.result(op).type();
        boolean down = source.rank() == 2 && result.rank() == 1;
        if (!down && !(source.rank() == 1 && result.rank() == 2) || source.scalable().contains(true)
                || result.scalable().contains(true)) {
            return rewriter.notifyMatchFailure(op, "not a cast between 2-D and 1-D fixed vectors");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        VectorType matrix = down ? source : result;
        int rows = (int) (long) matrix.shape().get(0);
        int width = (int) (long) matrix.shape().get(1);
        int length = rows * width;
        if (down && rows == 1) {
            rewriter.replaceOp(op, List.of(Vector.extract(rewriter, loc, input, 0L)));
            return true;
        }
        Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(result));
        for (int i = 0; i < rows; i++) {
            if (down) {
                Value row = Vector.extract(rewriter, loc, input, (long) i);
                long[] widen = new long[length];
                long[] place = new long[length];
                for (int j = 0; j < length; j++) {
                    widen[j] = j < width ? j : 0;
                    boolean inRow = j >= i * width && j < (i + 1) * width;
                    place[j] = inRow ? j - (long) i * width : length + j;
                }
                Value wide = Vector.shuffle(rewriter, loc, row, row, widen);
                acc = Vector.shuffle(rewriter, loc, wide, acc, place);
            } else {
                long[] lanes = new long[width];
                for (int j = 0; j < width; j++) {
                    lanes[j] = (long) i * width + j;
                }
                Value row = Vector.shuffle(rewriter, loc, input, input, lanes);
                acc = Vector.insert(rewriter, loc, row, acc, (long) i);
            }
        }
        rewriter.replaceOp(op, List.of(acc));
        return true;
    }
}

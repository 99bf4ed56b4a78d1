package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.vector.MaskOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * MLIR 19's {@code ConstantMaskOpLowering}: a 0-D or 1-D {@code vector.constant_mask} becomes an
 * {@code arith.constant} of its bits (a splat when all or none are set); an n-D one becomes the mask of the
 * remaining dimensions inserted, at each leading position below the first size, into a zero constant.
 */
final class ConstantMaskOpLowering extends RewritePattern {
    ConstantMaskOpLowering() {
        super(MaskOps.CONSTANT_MASK);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = (VectorType) op.result(0).type();
        long[] sizes = MaskOps.maskDimSizes(op);
        Location loc = op.location();
        var ctx = rewriter.context();
        if (type.rank() == 0) {
            rewriter.replaceOp(op, List.of(Arith.constant(rewriter, loc, new DenseElementsAttr(type,
                    List.of(BigInteger.valueOf(sizes[0] == 1 ? 1 : 0)), true))));
            return true;
        }
        long length = type.shape().getFirst();
        if (type.rank() == 1) {
            DenseElementsAttr bits;
            if (sizes[0] == 0 || sizes[0] == length) {
                bits = new DenseElementsAttr(type, List.of(sizes[0] == 0 ? BigInteger.ZERO : BigInteger.ONE), true);
            } else {
                List<BigInteger> values = new ArrayList<>();
                for (long d = 0; d < length; d++) {
                    values.add(d < sizes[0] ? BigInteger.ONE : BigInteger.ZERO);
                }
                bits = new DenseElementsAttr(type, values, false);
            }
            rewriter.replaceOp(op, List.of(Arith.constant(rewriter, loc, bits)));
            return true;
        }
        if (type.scalable().getFirst()) {
            return rewriter.notifyMatchFailure(op, "a scalable leading dimension");
        }
        Value inner = Vector.constantMask(rewriter, loc, VectorLowerings.dropLeadingDim(type),
                Arrays.copyOfRange(sizes, 1, sizes.length));
        Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(type));
        for (long d = 0; d < sizes[0]; d++) {
            acc = Vector.insert(rewriter, loc, inner, acc, d);
        }
        rewriter.replaceOp(op, List.of(acc));
        return true;
    }
}

package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.vector.MaskOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.List;

/**
 * MLIR 19's {@code CreateMaskOpLowering} for rank 2 and more: the mask of the remaining dimensions
 * ({@code vector.create_mask} of the other sizes) is selected, at each leading position {@code d}, when
 * {@code d < size0}, else a zero row, and inserted into a zero constant. 1-D masks are materialized by the LLVM
 * lowering. MLIR builds {@code cmpi slt, d, size0}, which its {@code arith.cmpi} folder turns into
 * {@code cmpi sgt, size0, d} (constant on the right); mlirj has no such fold and builds the folded form directly.
 */
final class CreateMaskOpLowering extends RewritePattern {
    CreateMaskOpLowering() {
        super(MaskOps.CREATE_MASK);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        VectorType type = (VectorType) op.result(0).type();
        if (type.rank() <= 1 || type.scalable().getFirst()) {
            return rewriter.notifyMatchFailure(op, "0-D and 1-D masks are handled separately");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        VectorType rowType = VectorLowerings.dropLeadingDim(type);
        Value row = Vector.createMask(rewriter, loc, rowType,
                MaskOps.operands(op).subList(1, op.operandCount()).toArray(Value[]::new));
        Value none = Arith.constant(rewriter, loc, VectorLowerings.zero(rowType));
        Value acc = Arith.constant(rewriter, loc, VectorLowerings.zero(type));
        for (long d = 0; d < type.shape().getFirst(); d++) {
            Value bound = Arith.constant(rewriter, loc, IndexType.INSTANCE, d);
            Value inside = Arith.cmpi(rewriter, loc, CmpIPredicate.SGT, MaskOps.operands(op).getFirst(), bound);
            Value selected = Arith.select(rewriter, loc, inside, row, none);
            acc = Vector.insert(rewriter, loc, selected, acc, d);
        }
        rewriter.replaceOp(op, List.of(acc));
        return true;
    }
}

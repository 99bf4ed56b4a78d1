package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineParallelOp;
import dev.mlirj.dialect.affine.AffineYieldOp;
import dev.mlirj.dialect.scf.ParallelOp;
import dev.mlirj.dialect.scf.YieldOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;

/**
 * {@code affine.yield} → {@code scf.yield} of the same values; in an {@code scf.parallel} (a lowered
 * {@code affine.parallel}) the parallel lowering has already replaced it, so this pattern does not apply there.
 */
final class AffineYieldLowering extends OpConversionPattern {
    AffineYieldLowering() {
        super(AffineYieldOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (op.parentOp() != null && op.parentOp().name().fullName().equals(ParallelOp.NAME)) {
            return rewriter.notifyMatchFailure(op, "rewritten by the " + AffineParallelOp.NAME + " lowering");
        }
        OperationState state = Lowering.state(rewriter, YieldOp.NAME, op.location());
        state.operands.addAll(adaptor.operands());
        rewriter.replaceOpWithNewOp(op, state);
        return true;
    }
}

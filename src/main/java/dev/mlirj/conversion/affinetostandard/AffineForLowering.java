package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineForOp;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.scf.ForOp;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.for} → {@code scf.for} from the maximum of the lower bound map's results to the minimum of the upper
 * bound map's, by an {@code arith.constant} step, with the same body and carried values (MLIR's
 * {@code AffineForLowering}); the body's {@code affine.yield} becomes {@code scf.yield} by its own pattern.
 */
final class AffineForLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineForLowering(Consumer<Diagnostic> errors) {
        super(AffineForOp.NAME, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value lower = Lowering.minMax(rewriter, op, AffineForOp.lowerBoundMap(op), AffineForOp.lowerBoundOperands(op),
                false, errors);
        Value upper = lower == null ? null : Lowering.minMax(rewriter, op, AffineForOp.upperBoundMap(op),
                AffineForOp.upperBoundOperands(op), true, errors);
        if (upper == null) {
            return rewriter.notifyMatchFailure(op, "the bounds cannot be expanded");
        }
        Value step = Arith.constant(rewriter, op.location(), IndexType.INSTANCE,
                AffineForOp.step(op));
        OperationState state = Lowering.state(rewriter, ForOp.NAME, op.location());
        state.operands.addAll(List.of(lower, upper, step));
        state.operands.addAll(AffineForOp.inits(op));
        state.resultTypes.addAll(op.resultTypes());
        Region body = state.addRegion();
        Operation loop = rewriter.create(state);
        rewriter.inlineRegionBefore(AffineForOp.region(op), body, null);
        rewriter.replaceOp(op, loop.results());
        return true;
    }
}

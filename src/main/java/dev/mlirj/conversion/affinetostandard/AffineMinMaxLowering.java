package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineMinMaxOp;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.min} ({@code affine.max}) → its map's results expanded, then folded left to right with
 * {@code arith.minsi} ({@code maxsi}), as MLIR's {@code lowerAffineMinMax}.
 */
final class AffineMinMaxLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineMinMaxLowering(String opName, Consumer<Diagnostic> errors) {
        super(opName, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value value = Lowering.minMax(rewriter, op, AffineMinMaxOp.map(op), adaptor.operands(),
                AffineMinMaxOp.isMin(op), errors);
        if (value == null) {
            return rewriter.notifyMatchFailure(op, "the map cannot be expanded");
        }
        rewriter.replaceOp(op, List.of(value));
        return true;
    }
}

package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineApplyOp;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/** {@code affine.apply} → the arith operations that compute its map's result ({@link AffineApplyExpander}). */
final class AffineApplyLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineApplyLowering(Consumer<Diagnostic> errors) {
        super(AffineApplyOp.NAME, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<Value> values = Lowering.expand(rewriter, op, AffineApplyOp.map(op), adaptor.operands(), errors);
        if (values == null) {
            return rewriter.notifyMatchFailure(op, "the map cannot be expanded");
        }
        rewriter.replaceOp(op, values);
        return true;
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/** {@code complex.angle}, MLIR 19's {@code AngleOpConversion}: {@code math.atan2(im, re)} with the operation's flags. */
final class AngleOpConversion extends OpConversionPattern {
    AngleOpConversion() {
        super(ComplexOps.ANGLE, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        rewriter.replaceOp(op, List.of(Math.atan2(rewriter, op.location(), im, re, Parts.fastmath(op))));
        return true;
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.Complex;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.log}, MLIR 19's {@code LogOpConversion}: {@code log|z| + atan2(im, re) i}, the absolute value
 * through a new {@code complex.abs} (which the conversion then expands too), all with the operation's flags.
 */
final class LogOpConversion extends OpConversionPattern {
    LogOpConversion() {
        super(ComplexOps.LOG, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FastMathFlagsAttr f = Parts.fastmath(op);
        Value z = adaptor.operand(0);
        Value abs = Complex.abs(rewriter, op.location(), z, f);
        Value resultRe = Math.log(rewriter, op.location(), abs, f);
        Value re = Parts.re(rewriter, op, z);
        Value im = Parts.im(rewriter, op, z);
        Value resultIm = Math.atan2(rewriter, op.location(), im, re, f);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultRe, resultIm)));
        return true;
    }
}

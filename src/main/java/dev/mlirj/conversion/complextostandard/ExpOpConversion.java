package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.exp}, MLIR 19's {@code ExpOpConversion}: {@code exp(re) * cos(im) + exp(re) * sin(im) i}, every
 * operation with the operation's fast-math flags.
 */
final class ExpOpConversion extends OpConversionPattern {
    ExpOpConversion() {
        super(ComplexOps.EXP, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FastMathFlagsAttr f = Parts.fastmath(op);
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        Value expRe = Math.exp(rewriter, op.location(), re, f);
        Value cosIm = Math.cos(rewriter, op.location(), im, f);
        Value resultRe = Arith.mulf(rewriter, op.location(), expRe, cosIm, f);
        Value sinIm = Math.sin(rewriter, op.location(), im, f);
        Value resultIm = Arith.mulf(rewriter, op.location(), expRe, sinIm, f);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultRe, resultIm)));
        return true;
    }
}

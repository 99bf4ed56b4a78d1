package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.neg}, MLIR 19's {@code NegOpConversion}: {@code arith.negf} of both parts. As in MLIR 19, the
 * operation's fast-math flags are not carried over.
 */
final class NegOpConversion extends OpConversionPattern {
    NegOpConversion() {
        super(ComplexOps.NEG, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        var ctx = rewriter.context();
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        Value negRe = Arith.negf(rewriter, op.location(), re, FastMathFlagsAttr.NONE);
        Value negIm = Arith.negf(rewriter, op.location(), im, FastMathFlagsAttr.NONE);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, negRe, negIm)));
        return true;
    }
}

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
 * {@code complex.conj}, MLIR 19's {@code ConjOpConversion}: the real part and {@code arith.negf} of the imaginary
 * part. As in MLIR 19, the operation's fast-math flags are not carried over.
 */
final class ConjOpConversion extends OpConversionPattern {
    ConjOpConversion() {
        super(ComplexOps.CONJ, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        Value negIm = Arith.negf(rewriter, op.location(), im, FastMathFlagsAttr.NONE);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, re, negIm)));
        return true;
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.complex.Complex;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.expm1}, MLIR 19's {@code Expm1OpConversion}: {@code exp(z) - 1} through a new {@code complex.exp}
 * (which the conversion then expands too), subtracting one from its real part with the operation's flags (so it
 * loses precision near zero, as MLIR 19's does).
 */
final class Expm1OpConversion extends OpConversionPattern {
    Expm1OpConversion() {
        super(ComplexOps.EXPM1, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        Value exp = Complex.exp(rewriter, op.location(),
                adaptor.operand(0), x.fmf());
        Value re = Parts.re(rewriter, op, exp);
        Value one = x.constant((FloatType) re.type(), 1.0);
        Value reMinusOne = x.subf(re, one);
        Value im = Parts.im(rewriter, op, exp);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, reMinusOne, im)));
        return true;
    }
}

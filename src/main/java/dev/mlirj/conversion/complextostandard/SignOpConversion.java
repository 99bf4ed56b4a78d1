package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.Complex;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.sign}, MLIR 19's {@code SignOpConversion}: {@code z / |z|} through a new {@code complex.abs}
 * (which the conversion then expands too), and {@code z} itself when both parts compare equal to zero.
 */
final class SignOpConversion extends OpConversionPattern {
    SignOpConversion() {
        super(ComplexOps.SIGN, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FastMathFlagsAttr f = Parts.fastmath(op);
        var ctx = rewriter.context();
        Value z = adaptor.operand(0);
        Value re = Parts.re(rewriter, op, z);
        Value im = Parts.im(rewriter, op, z);
        Value zero = Parts.constant(rewriter, op, re.type(), 0.0);
        Value reIsZero = Arith.cmpf(rewriter, op.location(), CmpFPredicate.OEQ, re, zero);
        Value imIsZero = Arith.cmpf(rewriter, op.location(), CmpFPredicate.OEQ, im, zero);
        Value isZero = Arith.andi(rewriter, op.location(), reIsZero, imIsZero);
        Value abs = Complex.abs(rewriter, op.location(), z, f);
        Value realSign = Arith.divf(rewriter, op.location(), re, abs, f);
        Value imagSign = Arith.divf(rewriter, op.location(), im, abs, f);
        Value sign = Parts.create(rewriter, op, realSign, imagSign);
        rewriter.replaceOp(op, List.of(Arith.select(rewriter, op.location(), isZero, z, sign)));
        return true;
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.log1p}, MLIR 19's {@code Log1pOpConversion}: with {@code u = re + 1}, {@code max}/{@code min}
 * the larger and smaller of {@code |u|} and {@code |im|}, the real part is
 * {@code log1p(u > |im| ? re : max - 1) + 0.5 * log1p((min/max)^2)} (or {@code min} when that is NaN) and the
 * imaginary part {@code atan2(im, u)}. The ratio terms drop {@code nnan} and {@code ninf} from the flags.
 */
final class Log1pOpConversion extends OpConversionPattern {
    Log1pOpConversion() {
        super(ComplexOps.LOG1P, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        FastMathFlagsAttr f = x.fmf();
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        FloatType type = (FloatType) re.type();
        Value half = x.constant(type, 0.5);
        Value one = x.constant(type, 1.0);
        Value realPlusOne = x.addf(re, one);
        Value absRealPlusOne = x.abs(realPlusOne);
        Value absImag = x.abs(im);
        Value maxAbs = x.maximumf(absRealPlusOne, absImag);
        Value minAbs = x.minimumf(absRealPlusOne, absImag);
        Value useReal = Parts.cmpf(rewriter, op, CmpFPredicate.OGT, realPlusOne, absImag, f);
        Value maxMinusOne = x.subf(maxAbs, one);
        Value maxAbsMinusOne = x.select(useReal, re, maxMinusOne);
        Expansion exact = new Expansion(op, rewriter, Parts.withNaNInf(f));
        Value minMaxRatio = exact.divf(minAbs, maxAbs);
        Value logOfMax = Math.log1p(rewriter, op.location(), maxAbsMinusOne, f);
        Value logOfSqrtPart = Math.log1p(rewriter, op.location(),
                exact.mulf(minMaxRatio, minMaxRatio), exact.fmf());
        Value r = exact.addf(exact.mulf(half, logOfSqrtPart), logOfMax);
        Value resultRe = x.select(Parts.cmpf(rewriter, op, CmpFPredicate.UNO, r, r, exact.fmf()), minAbs, r);
        Value resultIm = Math.atan2(rewriter, op.location(), im, realPlusOne, f);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultRe, resultIm)));
        return true;
    }
}

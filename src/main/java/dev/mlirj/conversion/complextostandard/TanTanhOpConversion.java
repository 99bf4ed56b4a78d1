package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.tanh} and {@code complex.tan}, MLIR 19's {@code TanTanhOpConversion}:
 * {@code tanh(x + yi) = (expm1(2x) - expm1(-2x) + 4 cos y sin y i) / (expm1(2x) + expm1(-2x) + 4 cos^2 y)}, with
 * {@code copysign(-1, x)} once the denominator is infinite and, unless the flags have both {@code nnan} and
 * {@code ninf}, NaN and zero fix-ups; {@code tan(x + yi) = -i tanh(-y + xi)}. Every operation carries the
 * operation's fast-math flags.
 */
final class TanTanhOpConversion extends OpConversionPattern {
    private final boolean tan;

    /** Lowers {@code complex.tan} when {@code tan}, else {@code complex.tanh}. */
    TanTanhOpConversion(boolean tan) {
        super(tan ? ComplexOps.TAN : ComplexOps.TANH, null);
        this.tan = tan;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        Value real = Parts.re(rewriter, op, adaptor.operand(0));
        Value imag = Parts.im(rewriter, op, adaptor.operand(0));
        FloatType type = (FloatType) real.type();
        Value negOne = x.constant(type, -1.0);
        if (tan) {
            Value swapped = real;
            real = x.mulf(imag, negOne);
            imag = swapped;
        }
        Value inf = x.infinity(type);
        Value four = x.constant(type, 4.0);
        Value twoReal = x.addf(real, real);
        Value negTwoReal = x.mulf(negOne, twoReal);
        Value expTwoRealMinusOne = x.expm1(twoReal);
        Value expNegTwoRealMinusOne = x.expm1(negTwoReal);
        Value realNum = x.subf(expTwoRealMinusOne, expNegTwoRealMinusOne);
        Value cosImag = x.cos(imag);
        Value cosImagSq = x.mulf(cosImag, cosImag);
        Value twoCosTwoImagPlusOne = x.mulf(cosImagSq, four);
        Value sinImag = x.sin(imag);
        Value imagNum = x.mulf(four, x.mulf(cosImag, sinImag));
        Value expSumMinusTwo = x.addf(expTwoRealMinusOne, expNegTwoRealMinusOne);
        Value denom = x.addf(expSumMinusTwo, twoCosTwoImagPlusOne);
        Value isInf = x.cmpWithFlags(CmpFPredicate.OEQ, expSumMinusTwo, inf);
        Value realLimit = x.copysignWithFlags(negOne, real);
        Value resultReal = x.select(isInf, realLimit, x.divf(realNum, denom));
        Value resultImag = x.divf(imagNum, denom);
        if (!x.noNaNsNoInfs()) {
            Value absReal = x.abs(real);
            Value zero = x.constant(type, 0.0);
            Value nan = x.nan(type);
            Value absRealIsInf = x.cmpWithFlags(CmpFPredicate.OEQ, absReal, inf);
            Value imagIsZero = x.cmpWithFlags(CmpFPredicate.OEQ, imag, zero);
            Value absRealIsNotInf = x.xori(absRealIsInf, x.trueValue());
            Value imagNumIsNaN = x.cmpWithFlags(CmpFPredicate.UNO, imagNum, imagNum);
            Value resultRealIsNaN = x.andi(imagNumIsNaN, absRealIsNotInf);
            Value resultImagIsZero = x.ori(imagIsZero, x.andi(absRealIsInf, imagNumIsNaN));
            resultReal = x.select(resultRealIsNaN, nan, resultReal);
            resultImag = x.select(resultImagIsZero, zero, resultImag);
        }
        if (tan) {
            Value swapped = resultReal;
            resultReal = resultImag;
            resultImag = x.mulf(swapped, negOne);
        }
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultReal, resultImag)));
        return true;
    }
}

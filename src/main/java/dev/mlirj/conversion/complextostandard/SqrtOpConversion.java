package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.sqrt}, MLIR 19's {@code SqrtOpConversion}: {@code sqrt|z| (cos(arg/2) + sin(arg/2) i)} (the
 * imaginary part zero where the sine is), with the infinite and NaN cases of C99 Annex G unless the flags have both
 * {@code nnan} and {@code ninf}, and zero at zero.
 */
final class SqrtOpConversion extends OpConversionPattern {
    SqrtOpConversion() {
        super(ComplexOps.SQRT, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        FloatType type = (FloatType) ((ComplexType) ComplexOps.result(op).type()).elementType();
        Value zero = x.constant(type, 0.0);
        Value half = x.constant(type, 0.5);
        Value real = Parts.re(rewriter, op, adaptor.operand(0));
        Value imag = Parts.im(rewriter, op, adaptor.operand(0));
        Value absSqrt = AbsOpConversion.computeAbs(rewriter, op, real, imag, x.fmf(), AbsOpConversion.AbsFn.SQRT);
        Value argArg = x.atan2(imag, real);
        Value sqrtArg = x.mulf(argArg, half);
        Value cos = x.cos(sqrtArg);
        Value sin = x.sin(sqrtArg);
        Value sinIsZero = x.cmpWithFlags(CmpFPredicate.OEQ, sin, zero);
        Value resultReal = x.mulf(absSqrt, cos);
        Value resultImag = x.select(sinIsZero, zero, x.mulf(absSqrt, sin));
        if (!x.noNaNsNoInfs()) {
            Value inf = x.infinity(type);
            Value negInf = x.negativeInfinity(type);
            Value nan = x.nan(type);
            Value absImag = x.abs(imag);
            Value absImagIsInf = x.cmpWithFlags(CmpFPredicate.OEQ, absImag, inf);
            Value absImagIsNotInf = x.cmpWithFlags(CmpFPredicate.ONE, absImag, inf);
            Value realIsInf = x.cmpWithFlags(CmpFPredicate.OEQ, real, inf);
            Value realIsNegInf = x.cmpWithFlags(CmpFPredicate.OEQ, real, negInf);
            resultReal = x.select(x.andi(realIsNegInf, absImagIsNotInf), zero, resultReal);
            resultReal = x.select(x.ori(absImagIsInf, realIsInf), inf, resultReal);
            Value imagSignInf = x.copysignWithFlags(inf, imag);
            resultImag = x.select(x.cmp(CmpFPredicate.UNO, absSqrt, absSqrt), nan, resultImag);
            resultImag = x.select(x.ori(absImagIsInf, realIsNegInf), imagSignInf, resultImag);
        }
        Value resultIsZero = x.cmpWithFlags(CmpFPredicate.OEQ, absSqrt, zero);
        resultReal = x.select(resultIsZero, zero, resultReal);
        resultImag = x.select(resultIsZero, zero, resultImag);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultReal, resultImag)));
        return true;
    }
}

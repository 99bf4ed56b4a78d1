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
 * {@code complex.rsqrt}, MLIR 19's {@code RsqrtOpConversion}: {@code |z|^-1/2 (cos(-arg/2) + sin(-arg/2) i)}, with
 * signed zeros for infinite inputs (unless the flags have both {@code nnan} and {@code ninf}) and
 * {@code inf + NaN i} at zero.
 */
final class RsqrtOpConversion extends OpConversionPattern {
    RsqrtOpConversion() {
        super(ComplexOps.RSQRT, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        FloatType type = (FloatType) ((ComplexType) ComplexOps.result(op).type()).elementType();
        Value zero = x.constant(type, 0.0);
        Value inf = x.infinity(type);
        Value negHalf = x.constant(type, -0.5);
        Value nan = x.nan(type);
        Value real = Parts.re(rewriter, op, adaptor.operand(0));
        Value imag = Parts.im(rewriter, op, adaptor.operand(0));
        Value absRsqrt = AbsOpConversion.computeAbs(rewriter, op, real, imag, x.fmf(), AbsOpConversion.AbsFn.RSQRT);
        Value argArg = x.atan2(imag, real);
        Value rsqrtArg = x.mulf(argArg, negHalf);
        Value cos = x.cos(rsqrtArg);
        Value sin = x.sin(rsqrtArg);
        Value resultReal = x.mulf(absRsqrt, cos);
        Value resultImag = x.mulf(absRsqrt, sin);
        if (!x.noNaNsNoInfs()) {
            Value negOne = x.constant(type, -1.0);
            Value realSignedZero = x.copysignWithFlags(zero, real);
            Value imagSignedZero = x.copysignWithFlags(zero, imag);
            Value negImagSignedZero = x.mulf(negOne, imagSignedZero);
            Value absReal = x.abs(real);
            Value absImag = x.abs(imag);
            Value absImagIsInf = x.cmpWithFlags(CmpFPredicate.OEQ, absImag, inf);
            Value realIsNan = x.cmpWithFlags(CmpFPredicate.UNO, real, real);
            Value realIsInf = x.cmpWithFlags(CmpFPredicate.OEQ, absReal, inf);
            Value inIsNanInf = x.andi(absImagIsInf, realIsNan);
            Value resultIsZero = x.ori(inIsNanInf, realIsInf);
            resultReal = x.select(resultIsZero, realSignedZero, resultReal);
            resultImag = x.select(resultIsZero, negImagSignedZero, resultImag);
        }
        Value isRealZero = x.cmpWithFlags(CmpFPredicate.OEQ, real, zero);
        Value isImagZero = x.cmpWithFlags(CmpFPredicate.OEQ, imag, zero);
        Value isZero = x.andi(isRealZero, isImagZero);
        resultReal = x.select(isZero, inf, resultReal);
        resultImag = x.select(isZero, nan, resultImag);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultReal, resultImag)));
        return true;
    }
}

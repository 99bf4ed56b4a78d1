package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
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
 * {@code complex.abs}, MLIR 19's {@code AbsOpConversion}: the scaled hypotenuse
 * {@code max * sqrt(1 + (min/max)^2)} of the absolute parts (no overflow for large parts), with {@code min} when
 * that is NaN (both parts zero, or an infinite part). The absolute values, maximum and minimum carry the operation's
 * fast-math flags; the rest the flags without {@code nnan} and {@code ninf}, which the formula relies on.
 */
final class AbsOpConversion extends OpConversionPattern {
    AbsOpConversion() {
        super(ComplexOps.ABS, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        rewriter.replaceOp(op, List.of(computeAbs(rewriter, op, re, im, Parts.fastmath(op))));
        return true;
    }

    /** What {@link #computeAbs} returns: MLIR's {@code AbsFn}. */
    enum AbsFn {
        /** {@code |z|}. */
        ABS,
        /** {@code sqrt(|z|)}. */
        SQRT,
        /** {@code 1/sqrt(|z|)}. */
        RSQRT
    }

    /** The expansion of {@code |re + im i|} at {@code op}, with fast-math flags {@code fmf}. */
    static Value computeAbs(ConversionPatternRewriter rewriter, Operation op, Value re, Value im,
                            FastMathFlagsAttr fmf) {
        return computeAbs(rewriter, op, re, im, fmf, AbsFn.ABS);
    }

    /**
     * MLIR 19's {@code computeAbs}: {@code |re + im i|}, its square root or its reciprocal square root at
     * {@code op}, with fast-math flags {@code fmf}.
     */
    static Value computeAbs(ConversionPatternRewriter rewriter, Operation op, Value re, Value im,
                            FastMathFlagsAttr fmf, AbsFn fn) {
        Value one = Parts.constant(rewriter, op, re.type(), 1.0);
        Value absRe = Math.absf(rewriter, op.location(), re, fmf);
        Value absIm = Math.absf(rewriter, op.location(), im, fmf);
        Value max = Arith.maximumf(rewriter, op.location(), absRe, absIm, fmf);
        Value min = Arith.minimumf(rewriter, op.location(), absRe, absIm, fmf);
        FastMathFlagsAttr exact = Parts.withNaNInf(fmf);
        Value ratio = Arith.divf(rewriter, op.location(), min, max, exact);
        Value ratioSq = Arith.mulf(rewriter, op.location(), ratio, ratio, exact);
        Value ratioSqPlusOne = Arith.addf(rewriter, op.location(), ratioSq, one, exact);
        if (fn == AbsFn.RSQRT) {
            ratioSqPlusOne = Math.rsqrt(rewriter, op.location(), ratioSqPlusOne, exact);
            min = Math.rsqrt(rewriter, op.location(), min, exact);
            max = Math.rsqrt(rewriter, op.location(), max, exact);
        }
        Value result;
        if (fn == AbsFn.SQRT) {
            Value quarter = Parts.constant(rewriter, op, re.type(), 0.25);
            Value sqrt = Math.sqrt(rewriter, op.location(), max, exact);
            Value p025 = Math.powf(rewriter, op.location(), ratioSqPlusOne, quarter, exact);
            result = Arith.mulf(rewriter, op.location(), sqrt, p025, exact);
        } else {
            Value sqrt = Math.sqrt(rewriter, op.location(), ratioSqPlusOne, exact);
            result = Arith.mulf(rewriter, op.location(), max, sqrt, exact);
        }
        Value isNaN = Arith.cmpf(rewriter, op.location(), CmpFPredicate.UNO, result, result,
                exact);
        return Arith.select(rewriter, op.location(), isNaN, min, result);
    }
}

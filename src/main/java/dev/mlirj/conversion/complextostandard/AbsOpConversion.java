package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
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
        super("complex.abs", null);
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
        Value absRe = Parts.math(rewriter, op, "absf", fmf, re);
        Value absIm = Parts.math(rewriter, op, "absf", fmf, im);
        Value max = Parts.arith(rewriter, op, "maximumf", absRe, absIm, fmf);
        Value min = Parts.arith(rewriter, op, "minimumf", absRe, absIm, fmf);
        FastMathFlagsAttr exact = Parts.withNaNInf(fmf);
        Value ratio = Parts.arith(rewriter, op, "divf", min, max, exact);
        Value ratioSq = Parts.arith(rewriter, op, "mulf", ratio, ratio, exact);
        Value ratioSqPlusOne = Parts.arith(rewriter, op, "addf", ratioSq, one, exact);
        if (fn == AbsFn.RSQRT) {
            ratioSqPlusOne = Parts.math(rewriter, op, "rsqrt", exact, ratioSqPlusOne);
            min = Parts.math(rewriter, op, "rsqrt", exact, min);
            max = Parts.math(rewriter, op, "rsqrt", exact, max);
        }
        Value result;
        if (fn == AbsFn.SQRT) {
            Value quarter = Parts.constant(rewriter, op, re.type(), 0.25);
            Value sqrt = Parts.math(rewriter, op, "sqrt", exact, max);
            Value p025 = Parts.math(rewriter, op, "powf", exact, ratioSqPlusOne, quarter);
            result = Parts.arith(rewriter, op, "mulf", sqrt, p025, exact);
        } else {
            Value sqrt = Parts.math(rewriter, op, "sqrt", exact, ratioSqPlusOne);
            result = Parts.arith(rewriter, op, "mulf", max, sqrt, exact);
        }
        Value isNaN = Arith.cmpf(rewriter, op.location(), CmpFPredicate.UNO, result, result,
                exact);
        return Arith.select(rewriter, op.location(), isNaN, min, result);
    }
}

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
 * {@code complex.div}, MLIR 19's {@code DivOpConversion}: Smith's algorithm (divide by the larger part of the
 * divisor first, so no intermediate overflows needlessly), and, when both parts of that come out NaN, C99 Annex G's
 * special cases: a zero divisor (infinity with the divisor's real sign times the dividend), an infinite dividend
 * over a finite divisor (infinity), a finite dividend over an infinite divisor (zero). Float arithmetic and absolute
 * values carry the operation's fast-math flags; comparisons, selects and {@code copysign} none, as in MLIR 19.
 */
final class DivOpConversion extends OpConversionPattern {
    DivOpConversion() {
        super(ComplexOps.DIV, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        Value lhsRe = Parts.re(rewriter, op, adaptor.operand(0));
        Value lhsIm = Parts.im(rewriter, op, adaptor.operand(0));
        Value rhsRe = Parts.re(rewriter, op, adaptor.operand(1));
        Value rhsIm = Parts.im(rewriter, op, adaptor.operand(1));
        FloatType type = (FloatType) lhsRe.type();

        // Smith's algorithm when |rhsRe| < |rhsIm|: divide through by rhsIm.
        Value r1 = x.divf(rhsRe, rhsIm);
        Value d1 = x.addf(rhsIm, x.mulf(r1, rhsRe));
        Value re1 = x.divf(x.addf(x.mulf(lhsRe, r1), lhsIm), d1);
        Value im1 = x.divf(x.subf(x.mulf(lhsIm, r1), lhsRe), d1);
        // Otherwise divide through by rhsRe.
        Value r2 = x.divf(rhsIm, rhsRe);
        Value d2 = x.addf(rhsRe, x.mulf(r2, rhsIm));
        Value re2 = x.divf(x.addf(lhsRe, x.mulf(lhsIm, r2)), d2);
        Value im2 = x.divf(x.subf(lhsIm, x.mulf(lhsRe, r2)), d2);

        // Case 1: a zero divisor and a dividend with a non-NaN part.
        Value zero = x.constant(type, 0.0);
        Value rhsRealAbs = x.abs(rhsRe);
        Value rhsRealIsZero = x.cmp(CmpFPredicate.OEQ, rhsRealAbs, zero);
        Value rhsImagAbs = x.abs(rhsIm);
        Value rhsImagIsZero = x.cmp(CmpFPredicate.OEQ, rhsImagAbs, zero);
        Value lhsContainsNotNaN = x.ori(x.cmp(CmpFPredicate.ORD, lhsRe, zero),
                x.cmp(CmpFPredicate.ORD, lhsIm, zero));
        Value rhsIsZero = x.andi(rhsRealIsZero, rhsImagIsZero);
        Value resultIsInfinity = x.andi(lhsContainsNotNaN, rhsIsZero);
        Value inf = x.infinity(type);
        Value infWithSignOfRhsRe = x.copysign(inf, rhsRe);
        Value infinityResultRe = x.mulf(infWithSignOfRhsRe, lhsRe);
        Value infinityResultIm = x.mulf(infWithSignOfRhsRe, lhsIm);

        // Case 2: an infinite dividend over a finite divisor.
        Value rhsFinite = x.andi(x.cmp(CmpFPredicate.ONE, rhsRealAbs, inf),
                x.cmp(CmpFPredicate.ONE, rhsImagAbs, inf));
        Value lhsRealAbs = x.abs(lhsRe);
        Value lhsRealInfinite = x.cmp(CmpFPredicate.OEQ, lhsRealAbs, inf);
        Value lhsImagAbs = x.abs(lhsIm);
        Value lhsImagInfinite = x.cmp(CmpFPredicate.OEQ, lhsImagAbs, inf);
        Value lhsInfinite = x.ori(lhsRealInfinite, lhsImagInfinite);
        Value infNumFiniteDenom = x.andi(lhsInfinite, rhsFinite);
        Value one = x.constant(type, 1.0);
        Value lhsReSign = x.copysign(x.select(lhsRealInfinite, one, zero), lhsRe);
        Value lhsImSign = x.copysign(x.select(lhsImagInfinite, one, zero), lhsIm);
        Value reSum = x.addf(x.mulf(lhsReSign, rhsRe), x.mulf(lhsImSign, rhsIm));
        Value resultRe3 = x.mulf(inf, reSum);
        Value reTimesIm = x.mulf(lhsReSign, rhsIm);
        Value imTimesRe = x.mulf(lhsImSign, rhsRe);
        Value resultIm3 = x.mulf(inf, x.subf(imTimesRe, reTimesIm));

        // Case 3: a finite dividend over an infinite divisor.
        Value lhsFinite = x.andi(x.cmp(CmpFPredicate.ONE, lhsRealAbs, inf),
                x.cmp(CmpFPredicate.ONE, lhsImagAbs, inf));
        Value rhsRealInfinite = x.cmp(CmpFPredicate.OEQ, rhsRealAbs, inf);
        Value rhsImagInfinite = x.cmp(CmpFPredicate.OEQ, rhsImagAbs, inf);
        Value rhsInfinite = x.ori(rhsRealInfinite, rhsImagInfinite);
        Value finiteNumInfiniteDenom = x.andi(lhsFinite, rhsInfinite);
        Value rhsReSign = x.copysign(x.select(rhsRealInfinite, one, zero), rhsRe);
        Value rhsImSign = x.copysign(x.select(rhsImagInfinite, one, zero), rhsIm);
        Value reSum4 = x.addf(x.mulf(lhsRe, rhsReSign), x.mulf(lhsIm, rhsImSign));
        Value resultRe4 = x.mulf(zero, reSum4);
        Value imDiff4 = x.subf(x.mulf(lhsIm, rhsReSign), x.mulf(lhsRe, rhsImSign));
        Value resultIm4 = x.mulf(zero, imDiff4);

        // Pick Smith's branch, then the special cases where its result is NaN + NaN i.
        Value realAbsSmaller = x.cmp(CmpFPredicate.OLT, rhsRealAbs, rhsImagAbs);
        Value resultRe = x.select(realAbsSmaller, re1, re2);
        Value resultIm = x.select(realAbsSmaller, im1, im2);
        Value specialRe = x.select(finiteNumInfiniteDenom, resultRe4, resultRe);
        Value specialIm = x.select(finiteNumInfiniteDenom, resultIm4, resultIm);
        specialRe = x.select(infNumFiniteDenom, resultRe3, specialRe);
        specialIm = x.select(infNumFiniteDenom, resultIm3, specialIm);
        specialRe = x.select(resultIsInfinity, infinityResultRe, specialRe);
        specialIm = x.select(resultIsInfinity, infinityResultIm, specialIm);
        Value resultIsNaN = x.andi(x.cmp(CmpFPredicate.UNO, resultRe, zero),
                x.cmp(CmpFPredicate.UNO, resultIm, zero));
        Value re = x.select(resultIsNaN, specialRe, resultRe);
        Value im = x.select(resultIsNaN, specialIm, resultIm);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, re, im)));
        return true;
    }
}

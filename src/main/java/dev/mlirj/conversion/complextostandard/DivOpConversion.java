package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.CmpFPredicate;
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
        super("complex.div", null);
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
        Value r1 = x.f("divf", rhsRe, rhsIm);
        Value d1 = x.f("addf", rhsIm, x.f("mulf", r1, rhsRe));
        Value re1 = x.f("divf", x.f("addf", x.f("mulf", lhsRe, r1), lhsIm), d1);
        Value im1 = x.f("divf", x.f("subf", x.f("mulf", lhsIm, r1), lhsRe), d1);
        // Otherwise divide through by rhsRe.
        Value r2 = x.f("divf", rhsIm, rhsRe);
        Value d2 = x.f("addf", rhsRe, x.f("mulf", r2, rhsIm));
        Value re2 = x.f("divf", x.f("addf", lhsRe, x.f("mulf", lhsIm, r2)), d2);
        Value im2 = x.f("divf", x.f("subf", lhsIm, x.f("mulf", lhsRe, r2)), d2);

        // Case 1: a zero divisor and a dividend with a non-NaN part.
        Value zero = x.constant(type, 0.0);
        Value rhsRealAbs = x.abs(rhsRe);
        Value rhsRealIsZero = x.cmp(CmpFPredicate.OEQ, rhsRealAbs, zero);
        Value rhsImagAbs = x.abs(rhsIm);
        Value rhsImagIsZero = x.cmp(CmpFPredicate.OEQ, rhsImagAbs, zero);
        Value lhsContainsNotNaN = x.bool("ori", x.cmp(CmpFPredicate.ORD, lhsRe, zero),
                x.cmp(CmpFPredicate.ORD, lhsIm, zero));
        Value rhsIsZero = x.bool("andi", rhsRealIsZero, rhsImagIsZero);
        Value resultIsInfinity = x.bool("andi", lhsContainsNotNaN, rhsIsZero);
        Value inf = x.infinity(type);
        Value infWithSignOfRhsRe = x.copysign(inf, rhsRe);
        Value infinityResultRe = x.f("mulf", infWithSignOfRhsRe, lhsRe);
        Value infinityResultIm = x.f("mulf", infWithSignOfRhsRe, lhsIm);

        // Case 2: an infinite dividend over a finite divisor.
        Value rhsFinite = x.bool("andi", x.cmp(CmpFPredicate.ONE, rhsRealAbs, inf),
                x.cmp(CmpFPredicate.ONE, rhsImagAbs, inf));
        Value lhsRealAbs = x.abs(lhsRe);
        Value lhsRealInfinite = x.cmp(CmpFPredicate.OEQ, lhsRealAbs, inf);
        Value lhsImagAbs = x.abs(lhsIm);
        Value lhsImagInfinite = x.cmp(CmpFPredicate.OEQ, lhsImagAbs, inf);
        Value lhsInfinite = x.bool("ori", lhsRealInfinite, lhsImagInfinite);
        Value infNumFiniteDenom = x.bool("andi", lhsInfinite, rhsFinite);
        Value one = x.constant(type, 1.0);
        Value lhsReSign = x.copysign(x.select(lhsRealInfinite, one, zero), lhsRe);
        Value lhsImSign = x.copysign(x.select(lhsImagInfinite, one, zero), lhsIm);
        Value reSum = x.f("addf", x.f("mulf", lhsReSign, rhsRe), x.f("mulf", lhsImSign, rhsIm));
        Value resultRe3 = x.f("mulf", inf, reSum);
        Value reTimesIm = x.f("mulf", lhsReSign, rhsIm);
        Value imTimesRe = x.f("mulf", lhsImSign, rhsRe);
        Value resultIm3 = x.f("mulf", inf, x.f("subf", imTimesRe, reTimesIm));

        // Case 3: a finite dividend over an infinite divisor.
        Value lhsFinite = x.bool("andi", x.cmp(CmpFPredicate.ONE, lhsRealAbs, inf),
                x.cmp(CmpFPredicate.ONE, lhsImagAbs, inf));
        Value rhsRealInfinite = x.cmp(CmpFPredicate.OEQ, rhsRealAbs, inf);
        Value rhsImagInfinite = x.cmp(CmpFPredicate.OEQ, rhsImagAbs, inf);
        Value rhsInfinite = x.bool("ori", rhsRealInfinite, rhsImagInfinite);
        Value finiteNumInfiniteDenom = x.bool("andi", lhsFinite, rhsInfinite);
        Value rhsReSign = x.copysign(x.select(rhsRealInfinite, one, zero), rhsRe);
        Value rhsImSign = x.copysign(x.select(rhsImagInfinite, one, zero), rhsIm);
        Value reSum4 = x.f("addf", x.f("mulf", lhsRe, rhsReSign), x.f("mulf", lhsIm, rhsImSign));
        Value resultRe4 = x.f("mulf", zero, reSum4);
        Value imDiff4 = x.f("subf", x.f("mulf", lhsIm, rhsReSign), x.f("mulf", lhsRe, rhsImSign));
        Value resultIm4 = x.f("mulf", zero, imDiff4);

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
        Value resultIsNaN = x.bool("andi", x.cmp(CmpFPredicate.UNO, resultRe, zero),
                x.cmp(CmpFPredicate.UNO, resultIm, zero));
        Value re = x.select(resultIsNaN, specialRe, resultRe);
        Value im = x.select(resultIsNaN, specialIm, resultIm);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, re, im)));
        return true;
    }
}

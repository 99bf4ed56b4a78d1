package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.mul}, MLIR 19's {@code MulOpConversion}: the textbook product, recomputed (as C99's Annex G
 * describes) when both of its parts are NaN because an operand or a pairwise product is infinite: infinite parts
 * become {@code x.copysign(1 or 0, part)}, NaN parts of the other operand {@code x.copysign(0, part)}, and the result
 * is the recomputed product times infinity. The multiplications, sums and absolute values carry the operation's
 * fast-math flags; comparisons and {@code copysign} none, as in MLIR 19.
 */
final class MulOpConversion extends OpConversionPattern {
    MulOpConversion() {
        super(ComplexOps.MUL, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        Value lhs = adaptor.operand(0);
        Value rhs = adaptor.operand(1);
        Value lhsReal = Parts.re(rewriter, op, lhs);
        Value lhsRealAbs = x.abs(lhsReal);
        Value lhsImag = Parts.im(rewriter, op, lhs);
        Value lhsImagAbs = x.abs(lhsImag);
        Value rhsReal = Parts.re(rewriter, op, rhs);
        Value rhsRealAbs = x.abs(rhsReal);
        Value rhsImag = Parts.im(rewriter, op, rhs);
        Value rhsImagAbs = x.abs(rhsImag);

        Value lhsRealTimesRhsReal = x.mulf(lhsReal, rhsReal);
        Value lhsRealTimesRhsRealAbs = x.abs(lhsRealTimesRhsReal);
        Value lhsImagTimesRhsImag = x.mulf(lhsImag, rhsImag);
        Value lhsImagTimesRhsImagAbs = x.abs(lhsImagTimesRhsImag);
        Value real = x.subf(lhsRealTimesRhsReal, lhsImagTimesRhsImag);
        Value lhsImagTimesRhsReal = x.mulf(lhsImag, rhsReal);
        Value lhsImagTimesRhsRealAbs = x.abs(lhsImagTimesRhsReal);
        Value lhsRealTimesRhsImag = x.mulf(lhsReal, rhsImag);
        Value lhsRealTimesRhsImagAbs = x.abs(lhsRealTimesRhsImag);
        Value imag = x.addf(lhsImagTimesRhsReal, lhsRealTimesRhsImag);

        // Both parts NaN: the naive product may have lost an infinity.
        Value realIsNan = x.cmp(CmpFPredicate.UNO, real, real);
        Value imagIsNan = x.cmp(CmpFPredicate.UNO, imag, imag);
        Value isNan = x.andi(realIsNan, imagIsNan);
        FloatType type = (FloatType) lhsReal.type();
        Value inf = x.infinity(type);

        // Case 1: an infinite part on the left.
        Value lhsRealIsInf = x.cmp(CmpFPredicate.OEQ, lhsRealAbs, inf);
        Value lhsImagIsInf = x.cmp(CmpFPredicate.OEQ, lhsImagAbs, inf);
        Value lhsIsInf = x.ori(lhsRealIsInf, lhsImagIsInf);
        Value rhsRealIsNan = x.cmp(CmpFPredicate.UNO, rhsReal, rhsReal);
        Value rhsImagIsNan = x.cmp(CmpFPredicate.UNO, rhsImag, rhsImag);
        Value zero = x.constant(type, 0.0);
        Value one = x.constant(type, 1.0);
        Value[] boxed = box(x, zero, one, lhsIsInf, lhsRealIsInf, lhsImagIsInf, lhsReal, lhsImag, rhsRealIsNan,
                rhsImagIsNan, rhsReal, rhsImag);
        lhsReal = boxed[0];
        lhsImag = boxed[1];
        rhsReal = boxed[2];
        rhsImag = boxed[3];

        // Case 2: an infinite part on the right.
        Value rhsRealIsInf = x.cmp(CmpFPredicate.OEQ, rhsRealAbs, inf);
        Value rhsImagIsInf = x.cmp(CmpFPredicate.OEQ, rhsImagAbs, inf);
        Value rhsIsInf = x.ori(rhsRealIsInf, rhsImagIsInf);
        Value lhsRealIsNan = x.cmp(CmpFPredicate.UNO, lhsReal, lhsReal);
        Value lhsImagIsNan = x.cmp(CmpFPredicate.UNO, lhsImag, lhsImag);
        boxed = box(x, zero, one, rhsIsInf, rhsRealIsInf, rhsImagIsInf, rhsReal, rhsImag, lhsRealIsNan, lhsImagIsNan,
                lhsReal, lhsImag);
        rhsReal = boxed[0];
        rhsImag = boxed[1];
        lhsReal = boxed[2];
        lhsImag = boxed[3];
        Value recalc = x.ori(lhsIsInf, rhsIsInf);

        // Case 3: an infinite pairwise product.
        Value isSpecialCase = x.ori(x.cmp(CmpFPredicate.OEQ, lhsRealTimesRhsRealAbs, inf),
                x.cmp(CmpFPredicate.OEQ, lhsImagTimesRhsImagAbs, inf));
        isSpecialCase = x.ori(isSpecialCase, x.cmp(CmpFPredicate.OEQ, lhsRealTimesRhsImagAbs, inf));
        isSpecialCase = x.ori(isSpecialCase, x.cmp(CmpFPredicate.OEQ, lhsImagTimesRhsRealAbs, inf));
        Value notRecalc = x.xori(recalc,
                Arith.constant(rewriter, op.location(), IntegerType.of(1), 1));
        isSpecialCase = x.andi(isSpecialCase, notRecalc);
        lhsReal = x.select(x.andi(isSpecialCase, lhsRealIsNan), x.copysign(zero, lhsReal), lhsReal);
        lhsImag = x.select(x.andi(isSpecialCase, lhsImagIsNan), x.copysign(zero, lhsImag), lhsImag);
        rhsReal = x.select(x.andi(isSpecialCase, rhsRealIsNan), x.copysign(zero, rhsReal), rhsReal);
        rhsImag = x.select(x.andi(isSpecialCase, rhsImagIsNan), x.copysign(zero, rhsImag), rhsImag);
        recalc = x.ori(recalc, isSpecialCase);
        recalc = x.andi(isNan, recalc);

        // The recomputed parts, scaled to infinity.
        Value newReal = x.subf(x.mulf(lhsReal, rhsReal), x.mulf(lhsImag, rhsImag));
        real = x.select(recalc, x.mulf(inf, newReal), real);
        Value newImag = x.addf(x.mulf(lhsImag, rhsReal), x.mulf(lhsReal, rhsImag));
        imag = x.select(recalc, x.mulf(inf, newImag), imag);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, real, imag)));
        return true;
    }

    /**
     * Annex G's "box the infinity" step for one operand {@code a} with an infinite part ({@code aIsInf}): each part
     * of {@code a} becomes {@code copysign(1 if infinite else 0, part)}, each NaN part of the other operand
     * {@code b} becomes {@code copysign(0, part)}; returns {@code {aRe, aIm, bRe, bIm}}.
     */
    private static Value[] box(Expansion x, Value zero, Value one, Value aIsInf, Value aReIsInf, Value aImIsInf,
                               Value aRe, Value aIm, Value bReIsNan, Value bImIsNan, Value bRe, Value bIm) {
        Value newARe = x.select(aIsInf, x.copysign(x.select(aReIsInf, one, zero), aRe), aRe);
        Value newAIm = x.select(aIsInf, x.copysign(x.select(aImIsInf, one, zero), aIm), aIm);
        Value newBRe = x.select(x.andi(aIsInf, bReIsNan), x.copysign(zero, bRe), bRe);
        Value newBIm = x.select(x.andi(aIsInf, bImIsNan), x.copysign(zero, bIm), bIm);
        return new Value[] {newARe, newAIm, newBRe, newBIm};
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.builtin.FloatAttr;
import dev.mlirj.dialect.builtin.FloatType;
import dev.mlirj.dialect.builtin.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.mul}, MLIR 19's {@code MulOpConversion}: the textbook product, recomputed (as C99's Annex G
 * describes) when both of its parts are NaN because an operand or a pairwise product is infinite: infinite parts
 * become {@code copysign(1 or 0, part)}, NaN parts of the other operand {@code copysign(0, part)}, and the result
 * is the recomputed product times infinity. The multiplications, sums and absolute values carry the operation's
 * fast-math flags; comparisons and {@code copysign} none, as in MLIR 19.
 */
final class MulOpConversion extends OpConversionPattern {
    MulOpConversion() {
        super("complex.mul", null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        return new Expansion(op, rewriter, Parts.fastmath(op)).rewrite(adaptor.operand(0), adaptor.operand(1));
    }

    /** The state of one expansion: where to build and with which flags. */
    private record Expansion(Operation op, ConversionPatternRewriter rewriter, FastMathFlagsAttr fmf) {
        Value abs(Value x) {
            return Parts.math(rewriter, op, "absf", fmf, x);
        }

        Value mul(Value a, Value b) {
            return Parts.arith(rewriter, op, "mulf", a, b, fmf);
        }

        Value cmp(CmpFPredicate predicate, Value a, Value b) {
            return Arith.cmpf(rewriter, rewriter.context(), op.location(), predicate, a, b);
        }

        Value bool(String mnemonic, Value a, Value b) {
            return Arith.binary(rewriter, rewriter.context(), op.location(), mnemonic, a, b);
        }

        Value select(Value c, Value a, Value b) {
            return Arith.select(rewriter, rewriter.context(), op.location(), c, a, b);
        }

        Value copysign(Value a, Value b) {
            return Parts.math(rewriter, op, "copysign", FastMathFlagsAttr.NONE, a, b);
        }

        boolean rewrite(Value lhs, Value rhs) {
            Value lhsReal = Parts.re(rewriter, op, lhs);
            Value lhsRealAbs = abs(lhsReal);
            Value lhsImag = Parts.im(rewriter, op, lhs);
            Value lhsImagAbs = abs(lhsImag);
            Value rhsReal = Parts.re(rewriter, op, rhs);
            Value rhsRealAbs = abs(rhsReal);
            Value rhsImag = Parts.im(rewriter, op, rhs);
            Value rhsImagAbs = abs(rhsImag);

            Value lhsRealTimesRhsReal = mul(lhsReal, rhsReal);
            Value lhsRealTimesRhsRealAbs = abs(lhsRealTimesRhsReal);
            Value lhsImagTimesRhsImag = mul(lhsImag, rhsImag);
            Value lhsImagTimesRhsImagAbs = abs(lhsImagTimesRhsImag);
            Value real = Parts.arith(rewriter, op, "subf", lhsRealTimesRhsReal, lhsImagTimesRhsImag, fmf);
            Value lhsImagTimesRhsReal = mul(lhsImag, rhsReal);
            Value lhsImagTimesRhsRealAbs = abs(lhsImagTimesRhsReal);
            Value lhsRealTimesRhsImag = mul(lhsReal, rhsImag);
            Value lhsRealTimesRhsImagAbs = abs(lhsRealTimesRhsImag);
            Value imag = Parts.arith(rewriter, op, "addf", lhsImagTimesRhsReal, lhsRealTimesRhsImag, fmf);

            // Both parts NaN: the naive product may have lost an infinity.
            Value realIsNan = cmp(CmpFPredicate.UNO, real, real);
            Value imagIsNan = cmp(CmpFPredicate.UNO, imag, imag);
            Value isNan = bool("andi", realIsNan, imagIsNan);
            FloatType type = (FloatType) lhsReal.type();
            Value inf = Arith.constant(rewriter, rewriter.context(), op.location(),
                    new FloatAttr(type, type.semantics().infinity(false)));

            // Case 1: an infinite part on the left.
            Value lhsRealIsInf = cmp(CmpFPredicate.OEQ, lhsRealAbs, inf);
            Value lhsImagIsInf = cmp(CmpFPredicate.OEQ, lhsImagAbs, inf);
            Value lhsIsInf = bool("ori", lhsRealIsInf, lhsImagIsInf);
            Value rhsRealIsNan = cmp(CmpFPredicate.UNO, rhsReal, rhsReal);
            Value rhsImagIsNan = cmp(CmpFPredicate.UNO, rhsImag, rhsImag);
            Value zero = Parts.constant(rewriter, op, type, 0.0);
            Value one = Parts.constant(rewriter, op, type, 1.0);
            Value lhsRealIsInfFloat = select(lhsRealIsInf, one, zero);
            lhsReal = select(lhsIsInf, copysign(lhsRealIsInfFloat, lhsReal), lhsReal);
            Value lhsImagIsInfFloat = select(lhsImagIsInf, one, zero);
            lhsImag = select(lhsIsInf, copysign(lhsImagIsInfFloat, lhsImag), lhsImag);
            Value lhsIsInfAndRhsRealIsNan = bool("andi", lhsIsInf, rhsRealIsNan);
            rhsReal = select(lhsIsInfAndRhsRealIsNan, copysign(zero, rhsReal), rhsReal);
            Value lhsIsInfAndRhsImagIsNan = bool("andi", lhsIsInf, rhsImagIsNan);
            rhsImag = select(lhsIsInfAndRhsImagIsNan, copysign(zero, rhsImag), rhsImag);

            // Case 2: an infinite part on the right.
            Value rhsRealIsInf = cmp(CmpFPredicate.OEQ, rhsRealAbs, inf);
            Value rhsImagIsInf = cmp(CmpFPredicate.OEQ, rhsImagAbs, inf);
            Value rhsIsInf = bool("ori", rhsRealIsInf, rhsImagIsInf);
            Value lhsRealIsNan = cmp(CmpFPredicate.UNO, lhsReal, lhsReal);
            Value lhsImagIsNan = cmp(CmpFPredicate.UNO, lhsImag, lhsImag);
            Value rhsRealIsInfFloat = select(rhsRealIsInf, one, zero);
            rhsReal = select(rhsIsInf, copysign(rhsRealIsInfFloat, rhsReal), rhsReal);
            Value rhsImagIsInfFloat = select(rhsImagIsInf, one, zero);
            rhsImag = select(rhsIsInf, copysign(rhsImagIsInfFloat, rhsImag), rhsImag);
            Value rhsIsInfAndLhsRealIsNan = bool("andi", rhsIsInf, lhsRealIsNan);
            lhsReal = select(rhsIsInfAndLhsRealIsNan, copysign(zero, lhsReal), lhsReal);
            Value rhsIsInfAndLhsImagIsNan = bool("andi", rhsIsInf, lhsImagIsNan);
            lhsImag = select(rhsIsInfAndLhsImagIsNan, copysign(zero, lhsImag), lhsImag);
            Value recalc = bool("ori", lhsIsInf, rhsIsInf);

            // Case 3: an infinite pairwise product.
            Value isSpecialCase = bool("ori", cmp(CmpFPredicate.OEQ, lhsRealTimesRhsRealAbs, inf),
                    cmp(CmpFPredicate.OEQ, lhsImagTimesRhsImagAbs, inf));
            isSpecialCase = bool("ori", isSpecialCase, cmp(CmpFPredicate.OEQ, lhsRealTimesRhsImagAbs, inf));
            isSpecialCase = bool("ori", isSpecialCase, cmp(CmpFPredicate.OEQ, lhsImagTimesRhsRealAbs, inf));
            Value notRecalc = bool("xori", recalc,
                    Arith.constant(rewriter, rewriter.context(), op.location(), IntegerType.of(1), 1));
            isSpecialCase = bool("andi", isSpecialCase, notRecalc);
            lhsReal = select(bool("andi", isSpecialCase, lhsRealIsNan), copysign(zero, lhsReal), lhsReal);
            lhsImag = select(bool("andi", isSpecialCase, lhsImagIsNan), copysign(zero, lhsImag), lhsImag);
            rhsReal = select(bool("andi", isSpecialCase, rhsRealIsNan), copysign(zero, rhsReal), rhsReal);
            rhsImag = select(bool("andi", isSpecialCase, rhsImagIsNan), copysign(zero, rhsImag), rhsImag);
            recalc = bool("ori", recalc, isSpecialCase);
            recalc = bool("andi", isNan, recalc);

            // The recomputed parts, scaled to infinity.
            Value newReal = Parts.arith(rewriter, op, "subf", mul(lhsReal, rhsReal), mul(lhsImag, rhsImag), fmf);
            real = select(recalc, mul(inf, newReal), real);
            Value newImag = Parts.arith(rewriter, op, "addf", mul(lhsImag, rhsReal), mul(lhsReal, rhsImag), fmf);
            imag = select(recalc, mul(inf, newImag), imag);
            rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, real, imag)));
            return true;
        }
    }
}

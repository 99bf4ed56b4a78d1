package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.complex.Complex;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.pow}, MLIR 19's {@code PowOpConversion}: {@code (a + bi)^(c + di) = |z|^c exp(-d arg z)
 * (cos q + i sin q)} with {@code q = c arg z + d log|z|} ({@code |z|} through a new {@code complex.abs} the
 * conversion expands too), then Kahan's special cases: {@code 0^c} for {@code c >= 0}, {@code x^0 = 1},
 * {@code 1^w = 1}, {@code inf^c} for real {@code c > 0} and {@code c < 0}.
 */
final class PowOpConversion extends OpConversionPattern {
    PowOpConversion() {
        super(ComplexOps.POW, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        var ctx = rewriter.context();
        var loc = op.location();
        Value lhs = adaptor.operand(0);
        Value c = Parts.re(rewriter, op, adaptor.operand(1));
        Value d = Parts.im(rewriter, op, adaptor.operand(1));
        FloatType type = (FloatType) c.type();
        Value a = Parts.re(rewriter, op, lhs);
        Value b = Parts.im(rewriter, op, lhs);
        Value abs = Complex.abs(rewriter, loc, lhs, x.fmf());
        Value absToC = x.powf(abs, c);
        Value negD = Arith.negf(rewriter, loc, d, x.fmf());
        Value argLhs = x.atan2(b, a);
        Value negDArgLhs = x.mulf(negD, argLhs);
        Value expNegDArgLhs = x.exp(negDArgLhs);
        Value coeff = x.mulf(absToC, expNegDArgLhs);
        Value lnAbs = x.log(abs);
        Value cArgLhs = x.mulf(c, argLhs);
        Value dLnAbs = x.mulf(d, lnAbs);
        Value q = x.addf(cArgLhs, dLnAbs);
        Value cosQ = x.cos(q);
        Value sinQ = x.sin(q);
        Value inf = x.infinity(type);
        Value zero = x.constant(type, 0.0);
        Value one = x.constant(type, 1.0);
        Value complexOne = Parts.create(rewriter, op, one, zero);
        Value complexZero = Parts.create(rewriter, op, zero, zero);
        Value complexInf = Parts.create(rewriter, op, inf, zero);

        // Case 0: 0^c is 0 for c > 0, and 0^0 is 1.
        Value absEqZero = x.cmpWithFlags(CmpFPredicate.OEQ, abs, zero);
        Value dEqZero = x.cmpWithFlags(CmpFPredicate.OEQ, d, zero);
        Value cEqZero = x.cmpWithFlags(CmpFPredicate.OEQ, c, zero);
        Value bEqZero = x.cmpWithFlags(CmpFPredicate.OEQ, b, zero);
        Value zeroLeC = x.cmpWithFlags(CmpFPredicate.OLE, zero, c);
        Value coeffCosQ = x.mulf(coeff, cosQ);
        Value coeffSinQ = x.mulf(coeff, sinQ);
        Value complexOneOrZero = x.select(cEqZero, complexOne, complexZero);
        Value coeffCosSin = Parts.create(rewriter, op, coeffCosQ, coeffSinQ);
        Value cutoff0 = x.select(x.andi(x.andi(absEqZero, dEqZero), zeroLeC), complexOneOrZero,
                coeffCosSin);
        // Case 1: x^0 is 1.
        Value cutoff1 = x.select(x.andi(cEqZero, dEqZero), complexOne, cutoff0);
        // Case 2: 1^w is 1.
        Value lhsEqOne = x.andi(x.cmpWithFlags(CmpFPredicate.OEQ, a, one), bEqZero);
        Value cutoff2 = x.select(lhsEqOne, complexOne, cutoff1);
        // Case 3: inf^c is inf for real c > 0.
        Value lhsEqInf = x.andi(x.cmpWithFlags(CmpFPredicate.OEQ, a, inf), bEqZero);
        Value rhsGt0 = x.andi(dEqZero, x.cmpWithFlags(CmpFPredicate.OGT, c, zero));
        Value cutoff3 = x.select(x.andi(lhsEqInf, rhsGt0), complexInf, cutoff2);
        // Case 4: inf^c is 0 for real c < 0.
        Value rhsLt0 = x.andi(dEqZero, x.cmpWithFlags(CmpFPredicate.OLT, c, zero));
        Value cutoff4 = x.select(x.andi(lhsEqInf, rhsLt0), complexZero, cutoff3);
        rewriter.replaceOp(op, List.of(cutoff4));
        return true;
    }
}

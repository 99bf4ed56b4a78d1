package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.Complex;
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
 * {@code complex.atan2}, MLIR 19's {@code Atan2OpConversion}:
 * {@code atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2))}, written with complex operations ({@code mul add
 * sqrt div log}) that the conversion then expands in turn, all with the operation's fast-math flags.
 */
final class Atan2OpConversion extends OpConversionPattern {
    Atan2OpConversion() {
        super(ComplexOps.ATAN2, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        FastMathFlagsAttr f = x.fmf();
        var ctx = rewriter.context();
        var loc = op.location();
        FloatType type = (FloatType) ((ComplexType) ComplexOps.result(op).type()).elementType();
        Value lhs = adaptor.operand(0);
        Value rhs = adaptor.operand(1);
        Value rhsSquared = Complex.mul(rewriter, loc, rhs, rhs, f);
        Value lhsSquared = Complex.mul(rewriter, loc, lhs, lhs, f);
        Value sum = Complex.add(rewriter, loc, rhsSquared, lhsSquared, f);
        Value sqrt = Complex.sqrt(rewriter, loc, sum, f);
        Value zero = x.constant(type, 0.0);
        Value one = x.constant(type, 1.0);
        Value i = Parts.create(rewriter, op, zero, one);
        Value iTimesLhs = Complex.mul(rewriter, loc, i, lhs, f);
        Value rhsPlusILhs = Complex.add(rewriter, loc, rhs, iTimesLhs, f);
        Value quotient = Complex.div(rewriter, loc, rhsPlusILhs, sqrt, f);
        Value log = Complex.log(rewriter, loc, quotient, f);
        Value negativeOne = x.constant(type, -1.0);
        Value negativeI = Parts.create(rewriter, op, zero, negativeOne);
        rewriter.replaceOp(op, List.of(Complex.mul(rewriter, loc, negativeI, log, f)));
        return true;
    }
}

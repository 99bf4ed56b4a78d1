package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.Complex;
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
        super("complex.atan2", null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Expansion x = new Expansion(op, rewriter);
        FastMathFlagsAttr f = x.fmf();
        var ctx = rewriter.context();
        var loc = op.location();
        FloatType type = (FloatType) ((ComplexType) op.result(0).type()).elementType();
        Value lhs = adaptor.operand(0);
        Value rhs = adaptor.operand(1);
        Value rhsSquared = Complex.op(rewriter, loc, "mul", f, rhs, rhs);
        Value lhsSquared = Complex.op(rewriter, loc, "mul", f, lhs, lhs);
        Value sum = Complex.op(rewriter, loc, "add", f, rhsSquared, lhsSquared);
        Value sqrt = Complex.op(rewriter, loc, "sqrt", f, sum);
        Value zero = x.constant(type, 0.0);
        Value one = x.constant(type, 1.0);
        Value i = Parts.create(rewriter, op, zero, one);
        Value iTimesLhs = Complex.op(rewriter, loc, "mul", f, i, lhs);
        Value rhsPlusILhs = Complex.op(rewriter, loc, "add", f, rhs, iTimesLhs);
        Value quotient = Complex.op(rewriter, loc, "div", f, rhsPlusILhs, sqrt);
        Value log = Complex.op(rewriter, loc, "log", f, quotient);
        Value negativeOne = x.constant(type, -1.0);
        Value negativeI = Parts.create(rewriter, op, zero, negativeOne);
        rewriter.replaceOp(op, List.of(Complex.op(rewriter, loc, "mul", f, negativeI, log)));
        return true;
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.eq} and {@code complex.neq}, MLIR's {@code ComparisonOpConversion}: the parts compared with
 * {@code arith.cmpf oeq} (or {@code une}) and combined with {@code arith.andi} (or {@code arith.ori}), so NaN parts
 * make {@code eq} false and {@code neq} true.
 */
final class ComparisonOpConversion extends OpConversionPattern {
    private final CmpFPredicate predicate;
    private final String combine;

    /**
     * Lowers {@code opName} comparing parts with {@code predicate} and combining with {@code combine} (a
     * {@link BinaryOps} constant).
     */
    ComparisonOpConversion(String opName, CmpFPredicate predicate, String combine) {
        super(opName, null);
        this.predicate = predicate;
        this.combine = combine;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value lhs = adaptor.operand(0);
        Value rhs = adaptor.operand(1);
        Value lhsRe = Parts.re(rewriter, op, lhs);
        Value lhsIm = Parts.im(rewriter, op, lhs);
        Value rhsRe = Parts.re(rewriter, op, rhs);
        Value rhsIm = Parts.im(rewriter, op, rhs);
        var ctx = rewriter.context();
        Value re = Arith.cmpf(rewriter, op.location(), predicate, lhsRe, rhsRe);
        Value im = Arith.cmpf(rewriter, op.location(), predicate, lhsIm, rhsIm);
        rewriter.replaceOp(op, List.of(Arith.binary(rewriter, op.location(), combine, re, im)));
        return true;
    }
}

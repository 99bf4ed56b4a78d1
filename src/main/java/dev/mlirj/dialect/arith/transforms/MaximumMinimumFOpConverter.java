package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code arith.maximumf} ({@code ugt}) and {@code arith.minimumf} ({@code ult}) expanded as MLIR 19 does, NaN if
 * either operand is: {@code select = lhs PRED rhs ? lhs : rhs} (true, so {@code lhs}, when either is NaN), then
 * {@code isnan(rhs) ? rhs : select}. Like MLIR's expansion it does not order {@code -0.0} below {@code +0.0}; the
 * fast-math flags are dropped.
 */
final class MaximumMinimumFOpConverter extends OpConversionPattern {
    private final CmpFPredicate predicate;

    /** Expands {@code opName} comparing with the predicate keyword {@code predicate}. */
    MaximumMinimumFOpConverter(String opName, String predicate) {
        super(opName, null);
        this.predicate = CmpFPredicate.valueOf(predicate.toUpperCase(java.util.Locale.ROOT));
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        Location loc = op.location();
        Value lhs = adaptor.operand(0);
        Value rhs = adaptor.operand(1);
        Value cmp = Arith.cmpf(r, r.context(), loc, predicate, lhs, rhs);
        Value select = Arith.select(r, r.context(), loc, cmp, lhs, rhs);
        Value isNaN = Arith.cmpf(r, r.context(), loc, CmpFPredicate.UNO, rhs, rhs);
        r.replaceOp(op, List.of(Arith.select(r, r.context(), loc, isNaN, rhs, select)));
        return true;
    }
}

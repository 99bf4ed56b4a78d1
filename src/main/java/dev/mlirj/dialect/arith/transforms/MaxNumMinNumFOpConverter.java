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
 * {@code arith.maxnumf} ({@code ugt}) and {@code arith.minnumf} ({@code ult}) expanded as MLIR 19 does, the other
 * operand if one is NaN: {@code select = lhs PRED rhs ? lhs : rhs} (so {@code lhs} when {@code rhs} is NaN), then
 * {@code isnan(lhs) ? rhs : select}. The fast-math flags are dropped.
 */
final class MaxNumMinNumFOpConverter extends OpConversionPattern {
    private final CmpFPredicate predicate;

    /** Expands {@code opName} comparing with the predicate keyword {@code predicate}. */
    MaxNumMinNumFOpConverter(String opName, String predicate) {
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
        Value isNaN = Arith.cmpf(r, r.context(), loc, CmpFPredicate.UNO, lhs, lhs);
        r.replaceOp(op, List.of(Arith.select(r, r.context(), loc, isNaN, rhs, select)));
        return true;
    }
}

package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code arith.maximumf} ({@code ugt}) and {@code arith.minimumf} ({@code ult}) expanded as MLIR 19 does, NaN if
 * either operand is: {@code select = lhs PRED rhs ? lhs : rhs} (true, so {@code lhs}, when either is NaN), then
 * {@code isnan(rhs) ? rhs : select}. Like MLIR's expansion it does not order {@code -0.0} below {@code +0.0}; the
 * fast-math flags are dropped. {@link MaxNumMinNumFOpConverter} differs only in the operand tested for NaN.
 */
class MaximumMinimumFOpConverter extends BinaryExpansion {
    private final CmpFPredicate predicate;

    /** Expands {@code opName} comparing with {@code predicate}. */
    MaximumMinimumFOpConverter(String opName, CmpFPredicate predicate) {
        super(opName);
        this.predicate = predicate;
    }

    /** The operand whose NaN-ness picks {@code rhs} over the comparison's choice: here {@code rhs}. */
    Value nanTested(Value lhs, Value rhs) {
        return rhs;
    }

    @Override
    final Value expand(ConversionPatternRewriter r, Location loc, Value lhs, Value rhs, Type type) {
        Value cmp = Arith.cmpf(r, loc, predicate, lhs, rhs);
        Value select = Arith.select(r, loc, cmp, lhs, rhs);
        Value tested = nanTested(lhs, rhs);
        Value isNaN = Arith.cmpf(r, loc, CmpFPredicate.UNO, tested, tested);
        return Arith.select(r, loc, isNaN, rhs, select);
    }
}

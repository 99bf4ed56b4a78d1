package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.ir.Value;

/**
 * {@code arith.maxnumf} ({@code ugt}) and {@code arith.minnumf} ({@code ult}) expanded as MLIR 19 does, the other
 * operand if one is NaN: {@code select = lhs PRED rhs ? lhs : rhs} (so {@code lhs} when {@code rhs} is NaN), then
 * {@code isnan(lhs) ? rhs : select}. The fast-math flags are dropped.
 */
final class MaxNumMinNumFOpConverter extends MaximumMinimumFOpConverter {
    /** Expands {@code opName} comparing with {@code predicate}. */
    MaxNumMinNumFOpConverter(String opName, CmpFPredicate predicate) {
        super(opName, predicate);
    }

    @Override
    Value nanTested(Value lhs, Value rhs) {
        return lhs;
    }
}

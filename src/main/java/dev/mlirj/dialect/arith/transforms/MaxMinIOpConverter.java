package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code arith.maxsi}, {@code maxui}, {@code minsi}, {@code minui} expanded as MLIR 19 does:
 * {@code lhs PRED rhs ? lhs : rhs} with {@code sgt}, {@code ugt}, {@code slt}, {@code ult} respectively.
 */
final class MaxMinIOpConverter extends OpConversionPattern {
    private final CmpIPredicate predicate;

    /** Expands {@code opName} comparing with the predicate keyword {@code predicate}. */
    MaxMinIOpConverter(String opName, String predicate) {
        super(opName, null);
        this.predicate = CmpIPredicate.valueOf(predicate.toUpperCase(java.util.Locale.ROOT));
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        Value lhs = adaptor.operand(0);
        Value rhs = adaptor.operand(1);
        Value cmp = Arith.cmpi(r, r.context(), op.location(), predicate, lhs, rhs);
        r.replaceOp(op, List.of(Arith.select(r, r.context(), op.location(), cmp, lhs, rhs)));
        return true;
    }
}

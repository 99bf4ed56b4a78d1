package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code arith.maxsi}, {@code maxui}, {@code minsi}, {@code minui} expanded as MLIR 19 does:
 * {@code lhs PRED rhs ? lhs : rhs} with {@code sgt}, {@code ugt}, {@code slt}, {@code ult} respectively.
 */
final class MaxMinIOpConverter extends BinaryExpansion {
    private final CmpIPredicate predicate;

    /** Expands {@code opName} comparing with {@code predicate}. */
    MaxMinIOpConverter(String opName, CmpIPredicate predicate) {
        super(opName);
        this.predicate = predicate;
    }

    @Override
    Value expand(ConversionPatternRewriter r, Location loc, Value lhs, Value rhs, Type type) {
        Value cmp = Arith.cmpi(r, loc, predicate, lhs, rhs);
        return Arith.select(r, loc, cmp, lhs, rhs);
    }
}

package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code arith.ceildivui a, b} expanded as MLIR 19 does: {@code a == 0 ? 0 : (a - 1) / b + 1} (unsigned), which
 * never overflows.
 */
final class CeilDivUIOpConverter extends BinaryExpansion {
    CeilDivUIOpConverter() {
        super(BinaryOps.CEILDIVUI);
    }

    @Override
    Value expand(ConversionPatternRewriter r, Location loc, Value a, Value b, Type type) {
        Value zero = ExpandOps.createConst(r, loc, type, 0);
        Value isZero = Arith.cmpi(r, loc, CmpIPredicate.EQ, a, zero);
        Value one = ExpandOps.createConst(r, loc, type, 1);
        Value minusOne = Arith.subi(r, loc, a, one);
        Value quotient = Arith.divui(r, loc, minusOne, b);
        Value plusOne = Arith.addi(r, loc, quotient, one);
        return Arith.select(r, loc, isZero, zero, plusOne);
    }
}

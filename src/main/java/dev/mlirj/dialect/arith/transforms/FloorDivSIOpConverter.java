package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code arith.floordivsi a, b} expanded as MLIR 19 does: the truncating quotient {@code q = a / b}, less one when
 * the division was inexact ({@code a != q * b}) and the operands have opposite signs. No intermediate value
 * overflows for any input but {@code MIN / -1} (which overflows in the result too).
 */
final class FloorDivSIOpConverter extends BinaryExpansion {
    FloorDivSIOpConverter() {
        super(BinaryOps.FLOORDIVSI);
    }

    @Override
    Value expand(ConversionPatternRewriter r, Location loc, Value a, Value b, Type type) {
        Value quotient = Arith.divsi(r, loc, a, b);
        Value product = Arith.muli(r, loc, quotient, b);
        Value notEqualDivisor = Arith.cmpi(r, loc, CmpIPredicate.NE, a, product);
        Value zero = ExpandOps.createConst(r, loc, type, 0);
        Value aNeg = Arith.cmpi(r, loc, CmpIPredicate.SLT, a, zero);
        Value bNeg = Arith.cmpi(r, loc, CmpIPredicate.SLT, b, zero);
        Value signOpposite = Arith.cmpi(r, loc, CmpIPredicate.NE, aNeg, bNeg);
        Value condition = Arith.andi(r, loc, notEqualDivisor, signOpposite);
        Value minusOne = ExpandOps.createConst(r, loc, type, -1);
        Value quotientMinusOne = Arith.addi(r, loc, quotient, minusOne);
        return Arith.select(r, loc, condition, quotientMinusOne, quotient);
    }
}

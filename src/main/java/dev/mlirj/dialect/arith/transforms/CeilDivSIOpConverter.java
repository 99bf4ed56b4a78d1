package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code arith.ceildivsi a, b} expanded into operations that are defined for every input whose quotient exists
 * (all but {@code b = 0} and {@code MIN / -1}):
 * <pre>
 * q = a / b                                     // truncated toward zero
 * result = q * b != a && (a < 0) == (b < 0) ? q + 1 : q
 * </pre>
 * MLIR 19 expands it as {@code (b > 0 ? -1 : 1) + a} divided by {@code b}, plus one, selected against
 * {@code -((0 - a) / b)}: wrong for {@code a = MIN} ({@code 0 - MIN} wraps to {@code MIN}, so
 * {@code ceildivsi(-128, 2)} gives 64 in i8), and for {@code a = MAX, b = -1} it computes
 * {@code (MAX + 1) / -1 = MIN / -1}, undefined in LLVM (a division trap on x86) although the quotient {@code -MAX}
 * exists. This is the expansion later MLIR versions use instead (operation for operation), which shares
 * {@link FloorDivSIOpConverter}'s shape.
 */
final class CeilDivSIOpConverter extends BinaryExpansion {
    CeilDivSIOpConverter() {
        super(BinaryOps.CEILDIVSI);
    }

    @Override
    Value expand(ConversionPatternRewriter r, Location loc, Value a, Value b, Type type) {
        Value zero = ExpandOps.createConst(r, loc, type, 0);
        Value one = ExpandOps.createConst(r, loc, type, 1);
        Value quotient = Arith.divsi(r, loc, a, b);
        Value product = Arith.muli(r, loc, quotient, b);
        Value notEqualDivisor = Arith.cmpi(r, loc, CmpIPredicate.NE, a, product);
        Value aNeg = Arith.cmpi(r, loc, CmpIPredicate.SLT, a, zero);
        Value bNeg = Arith.cmpi(r, loc, CmpIPredicate.SLT, b, zero);
        Value signEqual = Arith.cmpi(r, loc, CmpIPredicate.EQ, aNeg, bNeg);
        Value condition = Arith.andi(r, loc, notEqualDivisor, signEqual);
        Value quotientPlusOne = Arith.addi(r, loc, quotient, one);
        return Arith.select(r, loc, condition, quotientPlusOne, quotient);
    }
}

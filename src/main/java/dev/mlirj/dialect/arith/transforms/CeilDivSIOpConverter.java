package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code arith.ceildivsi a, b} expanded as MLIR 19 does, with no intermediate overflow for any input but
 * {@code MIN / -1} (which overflows in the result too):
 * <pre>
 * x = b > 0 ? -1 : 1
 * positive = (x + a) / b + 1          // a and b of one sign: ceil(a/b) = (a + x)/b + 1
 * negative = -((0 - a) / b)           // of opposite signs (or a = 0): truncation rounds up already
 * result = (a < 0 && b < 0) || (a > 0 && b > 0) ? positive : negative
 * </pre>
 */
final class CeilDivSIOpConverter extends OpConversionPattern {
    CeilDivSIOpConverter() {
        super("arith.ceildivsi", null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        Location loc = op.location();
        MlirContext c = r.context();
        Value a = adaptor.operand(0);
        Value b = adaptor.operand(1);
        Type type = op.result(0).type();
        Value one = ExpandOps.createConst(r, loc, type, 1);
        Value zero = ExpandOps.createConst(r, loc, type, 0);
        Value minusOne = ExpandOps.createConst(r, loc, type, -1);
        // Compute x = (b>0) ? -1 : 1.
        Value compare = Arith.cmpi(r, c, loc, CmpIPredicate.SGT, b, zero);
        Value x = Arith.select(r, c, loc, compare, minusOne, one);
        // Compute positive res: 1 + ((x+a)/b).
        Value xPlusA = Arith.binary(r, c, loc, "addi", x, a);
        Value xPlusADivB = Arith.binary(r, c, loc, "divsi", xPlusA, b);
        Value posRes = Arith.binary(r, c, loc, "addi", one, xPlusADivB);
        // Compute negative res: - ((-a)/b).
        Value minusA = Arith.binary(r, c, loc, "subi", zero, a);
        Value minusADivB = Arith.binary(r, c, loc, "divsi", minusA, b);
        Value negRes = Arith.binary(r, c, loc, "subi", zero, minusADivB);
        // Result is (a>0 && b>0) || (a<0 && b<0) ? positive : negative.
        Value aNeg = Arith.cmpi(r, c, loc, CmpIPredicate.SLT, a, zero);
        Value aPos = Arith.cmpi(r, c, loc, CmpIPredicate.SGT, a, zero);
        Value bNeg = Arith.cmpi(r, c, loc, CmpIPredicate.SLT, b, zero);
        Value bPos = Arith.cmpi(r, c, loc, CmpIPredicate.SGT, b, zero);
        Value firstTerm = Arith.binary(r, c, loc, "andi", aNeg, bNeg);
        Value secondTerm = Arith.binary(r, c, loc, "andi", aPos, bPos);
        Value compareRes = Arith.binary(r, c, loc, "ori", firstTerm, secondTerm);
        r.replaceOp(op, List.of(Arith.select(r, c, loc, compareRes, posRes, negRes)));
        return true;
    }
}

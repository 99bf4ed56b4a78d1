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
 * {@code arith.ceildivui a, b} expanded as MLIR 19 does: {@code a == 0 ? 0 : (a - 1) / b + 1} (unsigned), which
 * never overflows.
 */
final class CeilDivUIOpConverter extends OpConversionPattern {
    CeilDivUIOpConverter() {
        super("arith.ceildivui", null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        Location loc = op.location();
        MlirContext c = r.context();
        Value a = adaptor.operand(0);
        Value b = adaptor.operand(1);
        Type type = op.result(0).type();
        Value zero = ExpandOps.createConst(r, loc, type, 0);
        Value isZero = Arith.cmpi(r, c, loc, CmpIPredicate.EQ, a, zero);
        Value one = ExpandOps.createConst(r, loc, type, 1);
        Value minusOne = Arith.binary(r, c, loc, "subi", a, one);
        Value quotient = Arith.binary(r, c, loc, "divui", minusOne, b);
        Value plusOne = Arith.binary(r, c, loc, "addi", quotient, one);
        r.replaceOp(op, List.of(Arith.select(r, c, loc, isZero, zero, plusOne)));
        return true;
    }
}

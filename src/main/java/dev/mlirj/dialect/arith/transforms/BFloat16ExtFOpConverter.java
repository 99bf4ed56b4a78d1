package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code arith.extf} from {@code bf16} to {@code f32} expanded as MLIR 19 does: a bf16 is the top half of an f32,
 * so {@code bitcast(zext(bitcast<i16>(x)) << 16)}.
 */
final class BFloat16ExtFOpConverter extends OpConversionPattern {
    BFloat16ExtFOpConverter() {
        super(CastOps.EXTF, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        Value operand = adaptor.operand(0);
        Type resultType = CastOps.out(op).type();
        if (!ExpandOps.elementTypeOrSelf(operand.type()).equals(FloatType.BF16)
                || !ExpandOps.elementTypeOrSelf(resultType).equals(FloatType.F32)) {
            return r.notifyMatchFailure(op, "not a ext of bf16 to f32.");
        }
        Location loc = op.location();
        Type i16 = ExpandOps.withElementType(operand.type(), IntegerType.of(16));
        Type i32 = ExpandOps.withElementType(operand.type(), IntegerType.of(32));
        Value bitcast = Arith.bitcast(r, loc, operand, i16);
        Value exti = Arith.extui(r, loc, bitcast, i32);
        Value c16 = ExpandOps.createConst(r, loc, i32, 16);
        Value shl = Arith.shli(r, loc, exti, c16);
        r.replaceOp(op, List.of(Arith.bitcast(r, loc, shl, resultType)));
        return true;
    }
}

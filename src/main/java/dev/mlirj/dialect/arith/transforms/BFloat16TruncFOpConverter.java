package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.dialect.arith.CmpFPredicate;
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
 * {@code arith.truncf} from {@code f32} to {@code bf16} (default rounding only) expanded as MLIR 19 does: round the
 * f32's bits to nearest even at bit 16 ({@code bits + 0x7fff + ((bits >> 16) & 1)}), keep the top half, and give
 * the quiet NaN {@code 0x7fc0} for a NaN.
 */
final class BFloat16TruncFOpConverter extends OpConversionPattern {
    BFloat16TruncFOpConverter() {
        super(CastOps.TRUNCF, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter r) {
        Value operand = adaptor.operand(0);
        Type resultType = CastOps.out(op).type();
        if (!ExpandOps.elementTypeOrSelf(operand.type()).equals(FloatType.F32)
                || !ExpandOps.elementTypeOrSelf(resultType).equals(FloatType.BF16)) {
            return r.notifyMatchFailure(op, "not a trunc of f32 to bf16.");
        }
        if (CastOps.roundingmode(op) != null) {
            return r.notifyMatchFailure(op, "only applicable to default rounding mode.");
        }
        Location loc = op.location();
        Type i16 = ExpandOps.withElementType(operand.type(), IntegerType.of(16));
        Type i32 = ExpandOps.withElementType(operand.type(), IntegerType.of(32));
        Value isNan = Arith.cmpf(r, loc, CmpFPredicate.UNE, operand, operand);
        Value c7fff = ExpandOps.createConst(r, loc, i32, 0x7fff);
        Value c7fc0 = ExpandOps.createConst(r, loc, i16, 0x7fc0);
        Value c16 = ExpandOps.createConst(r, loc, i32, 16);
        Value c1 = ExpandOps.createConst(r, loc, i32, 1);
        Value bitcast = Arith.bitcast(r, loc, operand, i32);
        Value t = Arith.shrui(r, loc, bitcast, c16);
        t = Arith.andi(r, loc, t, c1);
        Value roundingBias = Arith.addi(r, loc, t, c7fff);
        Value biased = Arith.addi(r, loc, bitcast, roundingBias);
        Value biasedAndShifted = Arith.shrui(r, loc, biased, c16);
        Value normal = Arith.trunci(r, loc, biasedAndShifted, i16);
        Value select = Arith.select(r, loc, isNan, c7fc0, normal);
        r.replaceOp(op, List.of(Arith.bitcast(r, loc, select, resultType)));
        return true;
    }
}

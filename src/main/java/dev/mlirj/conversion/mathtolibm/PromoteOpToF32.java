package dev.mlirj.conversion.mathtolibm;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * A scalar {@code f16} or {@code bf16} math operation computed in {@code f32}, as MLIR 19's
 * {@code PromoteOpToF32}: each operand is extended ({@code arith.extf}), the same operation (without fast-math
 * flags, as MLIR builds it) is applied in {@code f32} (then lowered by {@link ScalarOpToLibmCall}) and the result
 * truncated back ({@code arith.truncf}). Immutable.
 */
final class PromoteOpToF32 extends OpConversionPattern {
    PromoteOpToF32(String opName) {
        super(opName, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type type = MathOps.result(op).type();
        if (!type.equals(FloatType.F16) && !type.equals(FloatType.BF16)) {
            return rewriter.notifyMatchFailure(op, "only f16 and bf16 are promoted to f32");
        }
        Location loc = op.location();
        Value[] extended = new Value[adaptor.operands().size()];
        for (int i = 0; i < extended.length; i++) {
            extended[i] = Arith.extf(rewriter, loc, adaptor.operands().get(i),
                    FloatType.F32);
        }
        Value wide = Math.op(rewriter, loc, op.name().fullName(), extended);
        rewriter.replaceOp(op, List.of(Arith.truncf(rewriter, loc, wide, type)));
        return true;
    }

    @Override
    public String debugName() {
        return "PromoteOpToF32<" + rootName() + ">";
    }
}

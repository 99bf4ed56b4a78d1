package dev.mlirj.conversion.mathtolibm;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.builtin.FloatType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
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
        Type type = op.result(0).type();
        if (!type.equals(FloatType.F16) && !type.equals(FloatType.BF16)) {
            return rewriter.notifyMatchFailure(op, "only f16 and bf16 are promoted to f32");
        }
        Location loc = op.location();
        OperationState promoted = new OperationState(op.name(), loc);
        for (Value operand : adaptor.operands()) {
            promoted.operands.add(Arith.cast(rewriter, rewriter.context(), loc, "extf", operand, FloatType.F32));
        }
        promoted.resultTypes.add(FloatType.F32);
        if (op.name().definition().inherentAttrs().contains("fastmath")) {
            promoted.properties.put("fastmath", dev.mlirj.dialect.arith.FastMathFlagsAttr.NONE);
        }
        Value wide = rewriter.create(promoted).result(0);
        rewriter.replaceOp(op, List.of(Arith.cast(rewriter, rewriter.context(), loc, "truncf", wide, type)));
        return true;
    }

    @Override
    public String debugName() {
        return "PromoteOpToF32<" + rootName() + ">";
    }
}

package dev.mlirj.conversion.mathtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An integer math operation to the LLVM intrinsic that takes an extra boolean immediate, set to false, as MLIR 19's
 * {@code IntOpWithFlagLowering}: {@code math.ctlz} / {@code math.cttz} to {@code llvm.intr.ctlz} /
 * {@code llvm.intr.cttz} with {@code is_zero_poison = false} (so a zero input gives the bit width), and
 * {@code math.absi} to {@code llvm.intr.abs} with {@code is_int_min_poison = false} (so the minimum stays itself).
 * n-D vectors are unrolled over their 1-D rows. Immutable.
 */
final class IntOpWithFlagLowering extends ConvertOpToLlvmPattern {
    private final String targetOp;
    private final String flag;

    /** Lowers {@code sourceOp} to {@code targetOp} with the property {@code flag} false. */
    IntOpWithFlagLowering(String sourceOp, String targetOp, String flag, LlvmTypeConverter converter) {
        super(sourceOp, converter);
        this.targetOp = Objects.requireNonNull(targetOp, "targetOp");
        this.flag = Objects.requireNonNull(flag, "flag");
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type operandType = adaptor.operand(0).type();
        if (!LlvmTypeConverter.isCompatibleType(operandType)) {
            return rewriter.notifyMatchFailure(op, "the operand type " + operandType
                    + " does not convert to the LLVM dialect");
        }
        Map<String, Attribute> attrs = Map.of(flag, IntegerAttr.bool(false));
        if (!(operandType instanceof LlvmArrayType)) {
            Type resultType = llvmTypeConverter().convertType(MathOps.result(op).type());
            Operation created = VectorPattern.create(op.location(), targetOp, List.of(adaptor.operand(0)),
                    List.of(resultType), attrs, rewriter);
            rewriter.replaceOp(op, List.of(created.result(0)));
            return true;
        }
        return VectorPattern.handleMultidimensionalVectors(op, adaptor.operands(), llvmTypeConverter(),
                (vectorType, parts) -> VectorPattern.create(op.location(), targetOp, List.<Value>of(parts.get(0)),
                        List.of(vectorType), attrs, rewriter).result(0), rewriter);
    }

    @Override
    public String debugName() {
        return rootName() + " -> " + targetOp;
    }
}

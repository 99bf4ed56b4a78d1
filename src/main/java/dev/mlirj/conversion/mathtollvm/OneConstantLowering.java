package dev.mlirj.conversion.mathtollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;
import java.util.Map;

/**
 * The shape MLIR 19's {@code ExpM1OpLowering}, {@code Log1pOpLowering} and {@code RsqrtOpLowering} share: a float
 * math operation becomes an {@code llvm.mlir.constant} 1.0 of the operand's type (a splat for vectors) followed by
 * two LLVM operations combining it with the operand ({@link #combine}), both with the source's fast-math flags.
 * Scalars and 1-D vectors are lowered directly, n-D vectors row by row (a constant per row, as MLIR does).
 * Subclasses are immutable.
 */
abstract class OneConstantLowering extends ConvertOpToLlvmPattern {
    OneConstantLowering(String sourceOp, LlvmTypeConverter converter) {
        super(sourceOp, converter);
    }

    /**
     * Builds, after the constant {@code one}, the operations computing the result from {@code operand} (both of
     * {@code type}), each with {@code flags}; returns the result.
     */
    abstract Value combine(ConversionPatternRewriter rewriter, Location loc, Type type, Value one, Value operand,
                           FastmathFlagsAttr flags);

    @Override
    public final boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type operandType = adaptor.operand(0).type();
        if (!LlvmTypeConverter.isCompatibleType(operandType)) {
            return rewriter.notifyMatchFailure(op, "unsupported operand type " + operandType);
        }
        Type resultType = MathOps.result(op).type();
        FloatType floatType = (FloatType) (resultType instanceof VectorType v ? v.elementType() : resultType);
        FloatAttr floatOne = FloatAttr.of(floatType, 1.0);
        FastmathFlagsAttr flags = AttrToLlvmConverter.convertFastMathFlags(MathOps.fastmath(op));
        Location loc = op.location();
        if (!(operandType instanceof LlvmArrayType)) {
            Attribute oneAttr = operandType instanceof VectorType vector ? splat(vector, floatOne) : floatOne;
            Value one = Llvm.constant(rewriter, loc, operandType, oneAttr);
            rewriter.replaceOp(op, List.of(combine(rewriter, loc, operandType, one, adaptor.operand(0), flags)));
            return true;
        }
        if (!(resultType instanceof VectorType)) {
            return rewriter.notifyMatchFailure(op, "expected vector result type");
        }
        return VectorPattern.handleMultidimensionalVectors(op, adaptor.operands(), llvmTypeConverter(),
                (vectorType, parts) -> {
                    Value one = Llvm.constant(rewriter, loc, vectorType,
                            splat((VectorType) vectorType, floatOne));
                    return combine(rewriter, loc, vectorType, one, parts.get(0), flags);
                }, rewriter);
    }

    private static DenseElementsAttr splat(VectorType type, FloatAttr value) {
        return new DenseElementsAttr(type, List.of(value.bits()), true);
    }

    /** The LLVM intrinsic {@code name} of {@code operand}, with {@code flags}. */
    static Value intrinsic(ConversionPatternRewriter rewriter, Location loc, String name, Type type, Value operand,
                           FastmathFlagsAttr flags) {
        return VectorPattern.create(loc, name, List.of(operand), List.of(type), Map.of(FastmathFlagsAttr.PROPERTY, flags),
                rewriter).result(0);
    }
}

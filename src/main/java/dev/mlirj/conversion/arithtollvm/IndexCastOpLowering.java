package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code arith.index_cast} (sign-extending) and {@code arith.index_castui} (zero-extending), MLIR's
 * {@code IndexCastOpLowering}: {@code index} is an integer of the converted index width, so the cast is
 * {@code llvm.trunc} to a narrower integer, {@code llvm.sext}/{@code llvm.zext} to a wider one, and nothing when
 * the widths agree; unrolled over n-D vectors.
 */
final class IndexCastOpLowering extends ConvertOpToLlvmPattern {
    private final String extension;

    /** Lowers {@code opName}, widening with the cast {@code extension} ({@code llvm.sext} or {@code llvm.zext}). */
    IndexCastOpLowering(String opName, String extension, LlvmTypeConverter converter) {
        super(opName, converter);
        this.extension = extension;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type resultType = CastOps.out(op).type();
        Integer targetBits = convertedWidth(elementOrSelf(resultType));
        Integer sourceBits = convertedWidth(elementOrSelf(CastOps.in(op).type()));
        if (targetBits == null || sourceBits == null) {
            return rewriter.notifyMatchFailure(op, "the element types do not convert to LLVM integers");
        }
        Value in = adaptor.operand(0);
        if (targetBits.equals(sourceBits)) {
            rewriter.replaceOp(op, List.of(in));
            return true;
        }
        String cast = targetBits < sourceBits ? LlvmArithOps.TRUNC : extension;
        if (!(in.type() instanceof LlvmArrayType)) {
            Type targetType = llvmTypeConverter().convertType(resultType);
            if (targetType == null) {
                return rewriter.notifyMatchFailure(op, "the result type " + resultType + " does not convert");
            }
            rewriter.replaceOp(op, List.of(Llvm.cast(rewriter, op.location(), cast, in,
                    targetType)));
            return true;
        }
        if (!(resultType instanceof VectorType)) {
            return rewriter.notifyMatchFailure(op, "expected vector result type");
        }
        return VectorPattern.handleMultidimensionalVectors(op, adaptor.operands(), llvmTypeConverter(),
                (vectorType, parts) -> Llvm.cast(rewriter, op.location(), cast, parts.get(0),
                        vectorType), rewriter);
    }

    private static Type elementOrSelf(Type type) {
        return type instanceof VectorType v ? v.elementType() : type;
    }

    private Integer convertedWidth(Type type) {
        return llvmTypeConverter().convertType(type) instanceof IntegerType i ? i.width() : null;
    }
}

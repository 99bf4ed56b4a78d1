package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.arith.CmpOps;
import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code arith.cmpi} to {@code llvm.icmp} with the same predicate (the two enums agree case by case), MLIR's
 * {@code CmpIOpLowering}; unrolled over n-D vectors.
 */
final class CmpIOpLowering extends ConvertOpToLlvmPattern {
    CmpIOpLowering(LlvmTypeConverter converter) {
        super(CmpOps.CMPI, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        ICmpPredicate predicate = ICmpPredicate.fromValue(CmpOps.cmpiPredicate(op).value());
        if (!LlvmTypeConverter.isCompatibleType(adaptor.operand(0).type())) {
            return rewriter.notifyMatchFailure(op, "the operand type " + adaptor.operand(0).type()
                    + " does not convert to the LLVM dialect");
        }
        Type resultType = CmpOps.result(op).type();
        if (!(adaptor.operand(0).type() instanceof LlvmArrayType)) {
            rewriter.replaceOp(op, List.of(Llvm.icmp(rewriter, op.location(), predicate,
                    adaptor.operand(0), adaptor.operand(1))));
            return true;
        }
        if (!(resultType instanceof VectorType)) {
            return rewriter.notifyMatchFailure(op, "expected vector result type");
        }
        return VectorPattern.handleMultidimensionalVectors(op, adaptor.operands(), llvmTypeConverter(),
                (vectorType, parts) -> Llvm.icmp(rewriter, op.location(), predicate,
                        parts.get(0), parts.get(1)), rewriter);
    }
}

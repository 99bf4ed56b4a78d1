package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.arith.CmpOps;
import dev.mlirj.dialect.llvm.FCmpPredicate;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code arith.cmpf} to {@code llvm.fcmp} with the same predicate ({@code false}/{@code true} are spelled
 * {@code _false}/{@code _true} in the LLVM dialect) and the fast-math flags carried over, MLIR's
 * {@code CmpFOpLowering}; unrolled over n-D vectors.
 */
final class CmpFOpLowering extends ConvertOpToLlvmPattern {
    CmpFOpLowering(LlvmTypeConverter converter) {
        super(CmpOps.CMPF, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FCmpPredicate predicate = FCmpPredicate.fromValue(CmpOps.cmpfPredicate(op).value());
        FastmathFlagsAttr fastmath = AttrToLlvmConverter.convertFastMathFlags(CmpOps.fastmath(op));
        if (!LlvmTypeConverter.isCompatibleType(adaptor.operand(0).type())) {
            return rewriter.notifyMatchFailure(op, "the operand type " + adaptor.operand(0).type()
                    + " does not convert to the LLVM dialect");
        }
        if (!(adaptor.operand(0).type() instanceof LlvmArrayType)) {
            rewriter.replaceOp(op, List.of(Llvm.fcmp(rewriter, op.location(), predicate,
                    adaptor.operand(0), adaptor.operand(1), fastmath)));
            return true;
        }
        if (!(CmpOps.result(op).type() instanceof VectorType)) {
            return rewriter.notifyMatchFailure(op, "expected vector result type");
        }
        return VectorPattern.handleMultidimensionalVectors(op, adaptor.operands(), llvmTypeConverter(),
                (vectorType, parts) -> Llvm.fcmp(rewriter, op.location(), predicate,
                        parts.get(0), parts.get(1), fastmath), rewriter);
    }
}

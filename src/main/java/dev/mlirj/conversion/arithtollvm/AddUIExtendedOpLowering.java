package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.arith.ExtendedOps;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code arith.addui_extended} to {@code llvm.intr.uadd.with.overflow}, whose {@code {sum, overflow}} struct is
 * taken apart with {@code llvm.extractvalue}, MLIR's {@code AddUIExtendedOpLowering} (on {@code index} with the
 * converted sum type, where MLIR 19 builds an invalid struct of {@code index}); scalars and 1-D vectors only
 * (as in MLIR 19, n-D vectors are left unconverted: "ND vector types are not supported yet").
 */
final class AddUIExtendedOpLowering extends ConvertOpToLlvmPattern {
    AddUIExtendedOpLowering(LlvmTypeConverter converter) {
        super(ExtendedOps.ADDUI_EXTENDED, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type operandType = adaptor.operand(0).type();
        // MLIR 19 keeps the unconverted sum type, making an invalid !llvm.struct<(index, i1)> for index operands;
        // the converted type (the operands') is what the intrinsic returns.
        Type sumType = llvmTypeConverter().convertType(ExtendedOps.sum(op).type());
        if (!LlvmTypeConverter.isCompatibleType(operandType)) {
            return rewriter.notifyMatchFailure(op, "the operand type " + operandType
                    + " does not convert to the LLVM dialect");
        }
        if (!(operandType instanceof LlvmArrayType)) {
            Type overflowType = llvmTypeConverter().convertType(ExtendedOps.overflow(op).type());
            if (sumType == null || !LlvmTypeConverter.isCompatibleType(sumType) || overflowType == null) {
                return rewriter.notifyMatchFailure(op, "the result types do not convert to the LLVM dialect");
            }
            Type struct = LlvmStructType.literal(List.of(sumType, overflowType), false);
            Value pair = VectorPattern.create(op.location(), LlvmIntrinsicOps.UADD_WITH_OVERFLOW, adaptor.operands(),
                    List.of(struct), java.util.Map.of(), rewriter).result(0);
            Value sum = Llvm.extractValue(rewriter, op.location(), pair, 0);
            Value overflow = Llvm.extractValue(rewriter, op.location(), pair, 1);
            rewriter.replaceOp(op, List.of(sum, overflow));
            return true;
        }
        if (!(ExtendedOps.sum(op).type() instanceof VectorType)) {
            return rewriter.notifyMatchFailure(op, "expected vector result types");
        }
        return rewriter.notifyMatchFailure(op, "ND vector types are not supported yet");
    }
}

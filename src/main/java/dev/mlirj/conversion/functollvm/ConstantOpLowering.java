package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.func.ConstantOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code func.constant @f : (A) -> B} to {@code llvm.mlir.addressof @f : !llvm.ptr}, MLIR's
 * {@code ConstantOpLowering}; the other attributes are carried over. Fails when the function type does not convert.
 */
final class ConstantOpLowering extends ConvertOpToLlvmPattern {
    ConstantOpLowering(LlvmTypeConverter converter) {
        super(ConstantOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type type = llvmTypeConverter().convertType(op.result(0).type());
        if (type == null || !LlvmTypeConverter.isCompatibleType(type)) {
            return rewriter.notifyMatchFailure(op, "failed to convert result type");
        }
        Value address = Llvm.addressOf(rewriter, op.location(), ConstantOp.value(op));
        Operation newOp = ((dev.mlirj.ir.OpResult) address).owner();
        op.attributes().forEach(newOp::setAttribute);
        rewriter.replaceOp(op, List.of(address));
        return true;
    }
}

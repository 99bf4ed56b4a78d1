package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.builtin.MemRefType;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.store}, MLIR's {@code StoreOpLowering}: an {@code llvm.store} to the element's address
 * ({@link #getStridedElementPtr}), keeping the {@code nontemporal} flag. The memref must have a strided layout.
 */
final class StoreOpLowering extends ConvertOpToLlvmPattern {
    StoreOpLowering(LlvmTypeConverter converter) {
        super("memref.store", converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = (MemRefType) op.operand(1).type();
        if (llvmTypeConverter().convertType(type) == null) {
            return rewriter.notifyMatchFailure(op, llvmTypeConverter().explainFailure(type));
        }
        List<Value> operands = adaptor.operands();
        Value address = getStridedElementPtr(rewriter, op.location(), type, operands.get(1),
                operands.subList(2, operands.size()));
        Llvm.store(rewriter, rewriter.context(), op.location(), operands.get(0), address, 0,
                LoadOpLowering.nontemporal(op));
        rewriter.eraseOp(op);
        return true;
    }
}

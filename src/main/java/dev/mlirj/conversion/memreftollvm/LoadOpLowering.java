package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.builtin.IntegerAttr;
import dev.mlirj.dialect.builtin.MemRefType;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.load}, MLIR's {@code LoadOpLowering}: an {@code llvm.load} of the converted element type from the
 * element's address ({@link #getStridedElementPtr}; a rank-0 memref loads from its buffer pointer), keeping the
 * {@code nontemporal} flag. The memref must have a strided layout.
 */
final class LoadOpLowering extends ConvertOpToLlvmPattern {
    LoadOpLowering(LlvmTypeConverter converter) {
        super("memref.load", converter);
    }

    /** Whether {@code op} carries {@code nontemporal = true}. */
    static boolean nontemporal(Operation op) {
        return op.properties().get("nontemporal") instanceof IntegerAttr a && a.value().signum() != 0;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = (MemRefType) op.operand(0).type();
        if (llvmTypeConverter().convertType(type) == null) {
            return rewriter.notifyMatchFailure(op, llvmTypeConverter().explainFailure(type));
        }
        List<Value> operands = adaptor.operands();
        Value address = getStridedElementPtr(rewriter, op.location(), type, operands.get(0),
                operands.subList(1, operands.size()));
        rewriter.replaceOp(op, List.of(Llvm.load(rewriter, rewriter.context(), op.location(),
                llvmTypeConverter().convertType(type.elementType()), address, 0, nontemporal(op))));
        return true;
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * The base of the patterns for operations that access one element of a memref operand followed by its indices
 * (load, store, atomic_rmw, generic_atomic_rmw, prefetch), MLIR's {@code LoadStoreOpLowering}: such an op applies
 * only when the memref type converts (a strided layout).
 */
abstract class LoadStoreOpLowering extends ConvertOpToLlvmPattern {
    /** The position of the memref among the operands; the indices follow it. */
    private final int memrefOperand;

    LoadStoreOpLowering(String opName, LlvmTypeConverter converter, int memrefOperand) {
        super(opName, converter);
        this.memrefOperand = memrefOperand;
    }

    /** The type of the memref operand. */
    final MemRefType memRefType(Operation op) {
        return (MemRefType) op.operand(memrefOperand).type();
    }

    /**
     * The address of the accessed element ({@link #getStridedElementPtr}), built at the insertion point; null after
     * a match failure naming why, when the memref type does not convert.
     */
    final Value elementAddress(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = memRefType(op);
        if (llvmTypeConverter().convertType(type) == null) {
            rewriter.notifyMatchFailure(op, llvmTypeConverter().explainFailure(type));
            return null;
        }
        List<Value> operands = adaptor.operands();
        return getStridedElementPtr(rewriter, op.location(), type, operands.get(memrefOperand),
                operands.subList(memrefOperand + 1, operands.size()));
    }
}

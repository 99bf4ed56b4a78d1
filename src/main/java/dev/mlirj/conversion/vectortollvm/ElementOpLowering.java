package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.ElementOps;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.extractelement} and {@code vector.insertelement} as MLIR 19's {@code VectorExtractElementOpConversion}
 * and {@code VectorInsertElementOpConversion}: {@code llvm.extractelement} / {@code llvm.insertelement} at the
 * (converted) position; a 0-D vector (a one-element LLVM vector) at {@code llvm.mlir.constant(0 : index)}.
 */
final class ElementOpLowering extends ConvertOpToLlvmPattern {
    private final boolean insert;

    ElementOpLowering(LlvmTypeConverter converter, boolean insert) {
        super(insert ? ElementOps.INSERTELEMENT : ElementOps.EXTRACTELEMENT, converter);
        this.insert = insert;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        int vectorIndex = insert ? 1 : 0;
        VectorType type = (VectorType) ElementOps.vector(op).type();
        if (llvmTypeConverter().convertType(type.elementType()) == null) {
            return rewriter.notifyMatchFailure(op, "the element type " + type.elementType() + " has no LLVM type");
        }
        Value position;
        if (type.rank() == 0) {
            position = Llvm.constant(rewriter, op.location(), indexType(),
                    IntegerAttr.of(IndexType.INSTANCE, 0));
        } else {
            position = adaptor.operand(vectorIndex + 1);
        }
        Value result = insert
                ? Llvm.insertElement(rewriter, op.location(), adaptor.operand(1),
                adaptor.operand(0), position)
                : Llvm.extractElement(rewriter, op.location(), adaptor.operand(0), position);
        rewriter.replaceOp(op, List.of(result));
        return true;
    }
}

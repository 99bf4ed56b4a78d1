package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.ReshapeOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.reshape} with a statically shaped shape operand (a ranked, identity-layout result), MLIR's
 * {@code MemRefReshapeOpLowering}: a descriptor with the source's pointers, the layout's static offset, and from
 * the innermost dimension out each size (a constant, or a {@code memref.load} of the shape operand, itself lowered
 * in turn) and stride (the running product of the inner sizes). A shape of dynamic length (an unranked result) is
 * {@link UnrankedReshapeLowering}'s.
 */
final class ReshapeOpLowering extends ConvertOpToLlvmPattern {
    ReshapeOpLowering(LlvmTypeConverter converter) {
        super(ReshapeOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType shapeType = (MemRefType) ReshapeOp.shape(op).type();
        if (!shapeType.hasStaticShape()) {
            return UnrankedReshapeLowering.rewrite(op, adaptor, rewriter, llvmTypeConverter());
        }
        if (!(op.result(0).type() instanceof MemRefType targetType)) {
            return rewriter.notifyMatchFailure(op, "a shape of static length gives a ranked result");
        }
        Type targetDescType = llvmTypeConverter().convertType(targetType);
        StridesAndOffset layout = StridesAndOffset.of(targetType);
        if (targetDescType == null || targetType.layout() != null || layout == null
                || layout.offset() == ShapedType.DYNAMIC) {
            return rewriter.notifyMatchFailure(op, "the result must have an identity layout and convert");
        }
        Location loc = op.location();
        MemRefDescriptor desc = MemRefDescriptor.undef(rewriter, loc, targetDescType);
        SourcePointers pointers = SourcePointers.of(rewriter, loc, ReshapeOp.source(op).type(), adaptor.operand(0),
                desc.elementPtrType());
        desc.setAllocatedPtr(rewriter, loc, pointers.allocated());
        desc.setAlignedPtr(rewriter, loc, pointers.aligned());
        desc.setOffset(rewriter, loc, createIndexAttrConstant(rewriter, loc, layout.offset()));
        Value stride = null;
        for (int i = targetType.rank() - 1; i >= 0; i--) {
            long staticStride = layout.strides().get(i);
            if (staticStride != ShapedType.DYNAMIC) {
                stride = createIndexAttrConstant(rewriter, loc, staticStride);
            } else if (stride == null) {
                stride = createIndexAttrConstant(rewriter, loc, 1);
            }
            Value dimSize;
            long dim = targetType.shape().get(i);
            if (dim != ShapedType.DYNAMIC) {
                dimSize = createIndexAttrConstant(rewriter, loc, dim);
            } else {
                Value index = createIndexAttrConstant(rewriter, loc, i);
                dimSize = MemRef.load(rewriter, loc, ReshapeOp.shape(op), List.of(index));
                if (!dimSize.type().equals(indexType())) {
                    dimSize = llvmTypeConverter().materializeTargetConversion(rewriter, loc, indexType(),
                            List.of(dimSize));
                }
            }
            desc.setSize(rewriter, loc, i, dimSize);
            desc.setStride(rewriter, loc, i, stride);
            stride = Llvm.mul(rewriter, loc, stride, dimSize);
        }
        rewriter.replaceOp(op, List.of(desc.value()));
        return true;
    }
}

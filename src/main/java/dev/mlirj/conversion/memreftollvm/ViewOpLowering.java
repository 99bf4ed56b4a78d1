package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.ViewOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.view}, MLIR's {@code ViewOpLowering}: a descriptor of the result type over the source's bytes with
 * the source's allocated pointer, the aligned pointer moved by the byte shift, offset 0, and from the innermost
 * dimension out the sizes (constants, or the size operands) and strides (constants when static, else the running
 * product of the inner sizes). A result with a non-contiguous innermost stride is refused.
 */
final class ViewOpLowering extends ConvertOpToLlvmPattern {
    ViewOpLowering(LlvmTypeConverter converter) {
        super(ViewOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType viewType = (MemRefType) op.result(0).type();
        MemRefType sourceType = (MemRefType) ViewOp.source(op).type();
        Type targetDescType = llvmTypeConverter().convertType(viewType);
        StridesAndOffset layout = StridesAndOffset.of(viewType);
        if (targetDescType == null || llvmTypeConverter().convertType(sourceType) == null || layout == null) {
            return rewriter.notifyMatchFailure(op, "the memref types do not convert");
        }
        List<Long> strides = layout.strides();
        if (!strides.isEmpty() && strides.getLast() != 1 && strides.getLast() != 0) {
            return rewriter.notifyMatchFailure(op, "cannot cast to non-contiguous shape");
        }
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        List<Value> operands = adaptor.operands();
        List<Value> dynamicSizes = operands.subList(2, operands.size());
        MemRefDescriptor source = new MemRefDescriptor(ctx, operands.get(0));
        MemRefDescriptor target = MemRefDescriptor.undef(rewriter, loc, targetDescType);
        target.setAllocatedPtr(rewriter, loc, source.allocatedPtr(rewriter, loc));
        Value aligned = source.alignedPtr(rewriter, loc);
        aligned = Llvm.gep(rewriter, loc, llvmTypeConverter().convertType(sourceType.elementType()), aligned,
                List.of(operands.get(1)), false);
        target.setAlignedPtr(rewriter, loc, aligned);
        target.setOffset(rewriter, loc, createIndexAttrConstant(rewriter, loc, layout.offset()));
        List<Long> shape = viewType.shape();
        Value stride = null;
        Value nextSize = null;
        for (int i = viewType.rank() - 1; i >= 0; i--) {
            Value size;
            if (shape.get(i) == ShapedType.DYNAMIC) {
                int dynamicBefore = (int) shape.subList(0, i).stream().filter(d -> d == ShapedType.DYNAMIC).count();
                size = dynamicSizes.get(dynamicBefore);
            } else {
                size = createIndexAttrConstant(rewriter, loc, shape.get(i));
            }
            target.setSize(rewriter, loc, i, size);
            if (strides.get(i) != ShapedType.DYNAMIC) {
                stride = createIndexAttrConstant(rewriter, loc, strides.get(i));
            } else if (nextSize != null) {
                stride = stride == null ? nextSize : Llvm.mul(rewriter, loc, stride, nextSize);
            } else {
                stride = createIndexAttrConstant(rewriter, loc, 1);
            }
            target.setStride(rewriter, loc, i, stride);
            nextSize = size;
        }
        rewriter.replaceOp(op, List.of(target.value()));
        return true;
    }
}

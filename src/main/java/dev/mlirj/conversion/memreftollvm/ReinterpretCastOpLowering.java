package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.memref.OffsetSizeAndStrideOp;
import dev.mlirj.dialect.memref.ReinterpretCastOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.reinterpret_cast}, MLIR's {@code MemRefReinterpretCastOpLowering}: a new descriptor of the result
 * type with the source's allocated and aligned pointers (read through the pointer for an unranked source) and the
 * op's offset, sizes and strides, each a constant when static and the operand when dynamic, set dimension by
 * dimension (size then stride).
 */
final class ReinterpretCastOpLowering extends ConvertOpToLlvmPattern {
    ReinterpretCastOpLowering(LlvmTypeConverter converter) {
        super(ReinterpretCastOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType targetType = (MemRefType) op.result(0).type();
        if (llvmTypeConverter().convertType(targetType) == null
                || llvmTypeConverter().convertType(ReinterpretCastOp.source(op).type()) == null) {
            return rewriter.notifyMatchFailure(op, "the memref types do not convert");
        }
        Location loc = op.location();
        List<Value> offsets = OffsetSizeAndStrideOp.offsets(op, adaptor.operands());
        List<Value> sizes = OffsetSizeAndStrideOp.sizes(op, adaptor.operands());
        List<Value> strides = OffsetSizeAndStrideOp.strides(op, adaptor.operands());
        long[] staticOffsets = OffsetSizeAndStrideOp.staticOffsets(op);
        long[] staticSizes = OffsetSizeAndStrideOp.staticSizes(op);
        long[] staticStrides = OffsetSizeAndStrideOp.staticStrides(op);

        MemRefDescriptor desc = MemRefDescriptor.undef(rewriter, loc,
                llvmTypeConverter().convertType(targetType));
        SourcePointers pointers = SourcePointers.of(rewriter, loc, ReinterpretCastOp.source(op).type(),
                adaptor.operand(0), desc.elementPtrType());
        desc.setAllocatedPtr(rewriter, loc, pointers.allocated());
        desc.setAlignedPtr(rewriter, loc, pointers.aligned());
        if (staticOffsets[0] == ShapedType.DYNAMIC) {
            desc.setOffset(rewriter, loc, offsets.get(0));
        } else {
            desc.setConstantOffset(rewriter, loc, staticOffsets[0]);
        }
        int dynSize = 0;
        int dynStride = 0;
        for (int i = 0; i < targetType.rank(); i++) {
            if (staticSizes[i] == ShapedType.DYNAMIC) {
                desc.setSize(rewriter, loc, i, sizes.get(dynSize++));
            } else {
                desc.setConstantSize(rewriter, loc, i, staticSizes[i]);
            }
            if (staticStrides[i] == ShapedType.DYNAMIC) {
                desc.setStride(rewriter, loc, i, strides.get(dynStride++));
            } else {
                desc.setConstantStride(rewriter, loc, i, staticStrides[i]);
            }
        }
        rewriter.replaceOp(op, List.of(desc.value()));
        return true;
    }
}

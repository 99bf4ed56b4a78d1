package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.memref.ExtractStridedMetadataOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code memref.extract_strided_metadata}, MLIR's {@code ExtractStridedMetadataOpLowering}: the base buffer is a
 * rank-0 descriptor of the source's two pointers with offset 0, and the offset, sizes and strides are the source
 * descriptor's fields.
 */
final class ExtractStridedMetadataOpLowering extends ConvertOpToLlvmPattern {
    ExtractStridedMetadataOpLowering(LlvmTypeConverter converter) {
        super(ExtractStridedMetadataOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType baseType = (MemRefType) ExtractStridedMetadataOp.baseBuffer(op).type();
        if (!(ExtractStridedMetadataOp.source(op).type() instanceof MemRefType source)
                || llvmTypeConverter().convertType(source) == null
                || llvmTypeConverter().convertType(baseType) == null) {
            return rewriter.notifyMatchFailure(op, "the memref types do not convert");
        }
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        MemRefDescriptor sourceDesc = new MemRefDescriptor(ctx, adaptor.operand(0));
        Value allocated = sourceDesc.allocatedPtr(rewriter, loc);
        Value aligned = sourceDesc.alignedPtr(rewriter, loc);
        List<Value> results = new ArrayList<>();
        results.add(MemRefDescriptor.fromStaticShape(rewriter, loc, llvmTypeConverter(), baseType, allocated,
                aligned).value());
        results.add(sourceDesc.offset(rewriter, loc));
        for (int i = 0; i < source.rank(); i++) {
            results.add(sourceDesc.size(rewriter, loc, i));
        }
        for (int i = 0; i < source.rank(); i++) {
            results.add(sourceDesc.stride(rewriter, loc, i));
        }
        rewriter.replaceOp(op, results);
        return true;
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.memref.ExtractAlignedPointerAsIndexOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.extract_aligned_pointer_as_index}, MLIR's {@code ConvertExtractAlignedPointerAsIndex}: the aligned
 * pointer (of the descriptor, or read through an unranked descriptor's pointer) as an integer of the index width.
 */
final class ExtractAlignedPointerAsIndexOpLowering extends ConvertOpToLlvmPattern {
    ExtractAlignedPointerAsIndexOpLowering(LlvmTypeConverter converter) {
        super(ExtractAlignedPointerAsIndexOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (llvmTypeConverter().convertType(ExtractAlignedPointerAsIndexOp.source(op).type()) == null) {
            return rewriter.notifyMatchFailure(op, "the memref type does not convert");
        }
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        Value aligned;
        if (ExtractAlignedPointerAsIndexOp.source(op).type() instanceof MemRefType) {
            aligned = new MemRefDescriptor(ctx, adaptor.operand(0)).alignedPtr(rewriter, loc);
        } else {
            Value descPtr = new UnrankedMemRefDescriptor(ctx, adaptor.operand(0)).memRefDescPtr(rewriter, loc);
            aligned = UnrankedMemRefDescriptor.alignedPtr(rewriter, loc, descPtr, LlvmPointerType.DEFAULT);
        }
        rewriter.replaceOp(op, List.of(Llvm.ptrtoint(rewriter, loc, aligned, indexType())));
        return true;
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.AssumeAlignmentOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.assume_alignment}, MLIR's {@code AssumeAlignmentOpLowering}: {@code llvm.intr.assume} that the
 * buffer pointer (aligned pointer moved by the offset) masked by {@code alignment - 1} is zero.
 */
final class AssumeAlignmentOpLowering extends ConvertOpToLlvmPattern {
    AssumeAlignmentOpLowering(LlvmTypeConverter converter) {
        super(AssumeAlignmentOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = (MemRefType) AssumeAlignmentOp.memref(op).type();
        if (llvmTypeConverter().convertType(type) == null) {
            return rewriter.notifyMatchFailure(op, llvmTypeConverter().explainFailure(type));
        }
        Location loc = op.location();
        long alignment = AssumeAlignmentOp.alignment(op);
        Value ptr = getStridedElementPtr(rewriter, loc, type, adaptor.operand(0), List.of());
        Value zero = createIndexAttrConstant(rewriter, loc, 0);
        Value mask = createIndexAttrConstant(rewriter, loc, alignment - 1);
        Value ptrValue = Llvm.ptrtoint(rewriter, loc, ptr, indexType());
        Value masked = Llvm.and(rewriter, loc, ptrValue, mask);
        Llvm.assume(rewriter, loc, Llvm.icmp(rewriter, loc, ICmpPredicate.EQ, masked, zero));
        rewriter.eraseOp(op);
        return true;
    }
}

package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmConstrainedFpOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code arith.truncf} with a rounding mode to {@code llvm.intr.experimental.constrained.fptrunc}, MLIR's
 * {@code ConstrainedTruncFOpLowering}: the rounding mode becomes the LLVM one, the exception behaviour is
 * {@code ignore}, other attributes pass through ({@link AttrToLlvmConverter#CONSTRAINED_FP}); unrolled over n-D
 * vectors. A {@code truncf} without a rounding mode is {@link TruncFOpLowering}'s.
 */
final class ConstrainedTruncFOpLowering extends VectorConvertToLlvmPattern {
    ConstrainedTruncFOpLowering(LlvmTypeConverter converter) {
        super(CastOps.TRUNCF, LlvmConstrainedFpOps.FPTRUNC, AttrToLlvmConverter.CONSTRAINED_FP, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (CastOps.roundingmode(op) == null) {
            return rewriter.notifyMatchFailure(op, "no rounding mode: an " + LlvmArithOps.FPTRUNC);
        }
        return super.matchAndRewrite(op, adaptor, rewriter);
    }
}

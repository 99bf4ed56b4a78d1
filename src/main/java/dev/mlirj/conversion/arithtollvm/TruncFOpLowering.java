package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code arith.truncf} without a rounding mode to {@code llvm.fptrunc} (attributes passed through), MLIR's
 * {@code TruncFOpLowering}. A {@code truncf} with a rounding mode is {@link ConstrainedTruncFOpLowering}'s.
 */
final class TruncFOpLowering extends VectorConvertToLlvmPattern {
    TruncFOpLowering(LlvmTypeConverter converter) {
        super(CastOps.TRUNCF, LlvmArithOps.FPTRUNC, AttrConvert.PASS_THROUGH, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (CastOps.roundingmode(op) != null) {
            return rewriter.notifyMatchFailure(op, "a rounding mode: a constrained fptrunc");
        }
        return super.matchAndRewrite(op, adaptor, rewriter);
    }
}

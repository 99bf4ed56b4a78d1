package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code arith.truncf} without a rounding mode to {@code llvm.fptrunc} (attributes passed through), MLIR's
 * {@code TruncFOpLowering}. MLIR 19 lowers a {@code truncf} with a rounding mode to
 * {@code llvm.intr.experimental.constrained.fptrunc}, an operation mlirj's LLVM dialect does not have: such a
 * {@code truncf} is left unconverted, with that reason.
 */
final class TruncFOpLowering extends VectorConvertToLlvmPattern {
    TruncFOpLowering(LlvmTypeConverter converter) {
        super("arith.truncf", "llvm.fptrunc", AttrConvert.PASS_THROUGH, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (op.properties().containsKey("roundingmode")) {
            return rewriter.notifyMatchFailure(op, "a rounding mode needs "
                    + "llvm.intr.experimental.constrained.fptrunc, which mlirj does not support");
        }
        return super.matchAndRewrite(op, adaptor, rewriter);
    }
}

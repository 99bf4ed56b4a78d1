package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * The patterns lowering the func dialect to the LLVM dialect, MLIR's {@code populateFuncToLLVMConversionPatterns}:
 * one per operation ({@code func.func}, {@code func.call}, {@code func.call_indirect}, {@code func.constant},
 * {@code func.return}), all sharing {@code converter} (whose options choose the index width and the calling
 * convention).
 */
public final class FuncToLlvm {
    private FuncToLlvm() {
    }

    /** Adds the func-to-LLVM patterns using {@code converter} to {@code patterns}. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        patterns.add(new FuncOpConversion(converter), new CallIndirectOpLowering(converter),
                new CallOpLowering(converter), new ConstantOpLowering(converter), new ReturnOpLowering(converter));
    }
}

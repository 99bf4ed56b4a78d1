package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * The patterns lowering the cf dialect to the LLVM dialect, MLIR 19's
 * {@code populateControlFlowToLLVMConversionPatterns}: {@link BranchOpLowering}, {@link CondBranchOpLowering},
 * {@link SwitchOpLowering} and {@link AssertOpLowering} (aborting). Used by {@link ConvertControlFlowToLlvmPass}
 * and, as in MLIR, by the func lowering, which converts the block signatures of the regions these branches live
 * in.
 */
public final class ControlFlowToLlvm {
    private ControlFlowToLlvm() {
    }

    /** Adds the four cf patterns, with {@code converter}, to {@code patterns}. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        patterns.add(new BranchOpLowering(converter), new CondBranchOpLowering(converter),
                new SwitchOpLowering(converter));
        populateAssertPattern(converter, patterns, true);
    }

    /**
     * Adds only the {@code cf.assert} lowering (MLIR's {@code populateAssertToLLVMConversionPattern}); with
     * {@code abortOnFailure} false a failed assertion prints its message and execution continues.
     */
    public static void populateAssertPattern(LlvmTypeConverter converter, RewritePatternSet patterns,
                                             boolean abortOnFailure) {
        patterns.add(new AssertOpLowering(converter, abortOnFailure));
    }
}

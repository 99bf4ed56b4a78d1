package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * The patterns lowering structured control flow to the cf dialect, MLIR 19's
 * {@code populateSCFToControlFlowConversionPatterns}: {@link ForLowering}, {@link IfLowering},
 * {@link ParallelLowering}, {@link WhileLowering}, {@link ExecuteRegionLowering}, {@link IndexSwitchLowering},
 * {@link ForallLowering}, and {@link DoWhileLowering} with benefit 2. They need no type converter: every value
 * keeps its type. Used by {@link ConvertScfToControlFlowPass}.
 */
public final class ScfToControlFlow {
    private ScfToControlFlow() {
    }

    /** Adds the scf patterns to {@code patterns}. */
    public static void populatePatterns(RewritePatternSet patterns) {
        patterns.add(new ForLowering(), new IfLowering(), new ParallelLowering(), new WhileLowering(),
                new ExecuteRegionLowering(), new IndexSwitchLowering(), new ForallLowering());
        patterns.add(new DoWhileLowering());
    }
}

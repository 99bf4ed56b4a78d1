package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineLoadOp;
import dev.mlirj.dialect.affine.AffineMinMaxOp;
import dev.mlirj.dialect.affine.AffineStoreOp;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.function.Consumer;

/**
 * MLIR's {@code populateAffineToStdConversionPatterns} and {@code populateAffineToVectorConversionPatterns}: the
 * patterns that lower the affine operations to arith, scf, memref and vector. Patterns whose expansion meets a
 * division or {@code mod} by a non-positive constant hand the located error to {@code errors} and fail, leaving the
 * operation in place.
 */
public final class AffineToStandard {
    private AffineToStandard() {
    }

    /** Adds the patterns to {@code patterns}. */
    public static void populatePatterns(RewritePatternSet patterns, Consumer<Diagnostic> errors) {
        patterns.add(new AffineApplyLowering(errors), new AffineMinMaxLowering(AffineMinMaxOp.MIN, errors),
                new AffineMinMaxLowering(AffineMinMaxOp.MAX, errors), new AffineForLowering(errors),
                new AffineIfLowering(errors), new AffineYieldLowering(), new AffineParallelLowering(errors),
                new AffineMemoryAccessLowering(AffineLoadOp.NAME, errors),
                new AffineMemoryAccessLowering(AffineStoreOp.NAME, errors),
                new AffineMemoryAccessLowering(AffineLoadOp.VECTOR_NAME, errors),
                new AffineMemoryAccessLowering(AffineStoreOp.VECTOR_NAME, errors));
    }
}

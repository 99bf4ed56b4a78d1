package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.ArithDialect;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.math.MathDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code convert-complex-to-standard} ({@code ConvertComplexToStandardPass}): a partial conversion with
 * {@link ComplexToStandard#populatePatterns} to a target where arith, math, {@code complex.create},
 * {@code complex.re} and {@code complex.im} are legal. As in MLIR 19 the other complex operations are not marked
 * illegal: one without a pattern stays as it is (and {@code convert-complex-to-llvm} then reports it if it cannot
 * lower it either). MLIR 19's pass has no options.
 */
public final class ConvertComplexToStandardPass extends Pass {
    @Override
    public String argument() {
        return "convert-complex-to-standard";
    }

    @Override
    public String name() {
        return "ConvertComplexToStandard";
    }

    @Override
    public String description() {
        return "Convert Complex dialect to standard dialect";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        RewritePatternSet patterns = new RewritePatternSet();
        ComplexToStandard.populatePatterns(patterns);
        ConversionTarget target = new ConversionTarget();
        target.addLegalDialect(ArithDialect.NAMESPACE, MathDialect.NAMESPACE);
        target.addLegalOp(ComplexOps.CREATE, ComplexOps.IM, ComplexOps.RE);
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

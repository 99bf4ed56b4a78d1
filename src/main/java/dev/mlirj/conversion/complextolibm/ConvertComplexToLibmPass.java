package dev.mlirj.conversion.complextolibm;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Arrays;

/**
 * MLIR's {@code convert-complex-to-libm} ({@code ConvertComplexToLibmPass}): a partial conversion with
 * {@link ComplexToLibm#populatePatterns}, the func dialect legal and the operations it handles illegal, so one on
 * parts other than {@code f32}/{@code f64} fails the pass with "failed to legalize operation". Runs on a module
 * (where the declarations go).
 */
public final class ConvertComplexToLibmPass extends Pass {
    @Override
    public String argument() {
        return "convert-complex-to-libm";
    }

    @Override
    public String name() {
        return "ConvertComplexToLibm";
    }

    @Override
    public String description() {
        return "Convert Complex dialect to libm calls";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        RewritePatternSet patterns = new RewritePatternSet();
        ComplexToLibm.populatePatterns(patterns);
        ConversionTarget target = new ConversionTarget();
        target.addLegalDialect("func");
        target.addIllegalOp(Arrays.stream(ComplexToLibm.ROWS).map(row -> row[0]).toArray(String[]::new));
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

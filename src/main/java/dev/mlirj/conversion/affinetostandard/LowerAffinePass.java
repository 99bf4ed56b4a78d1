package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code lower-affine} ({@code ConvertAffineToStandard}): a partial conversion with
 * {@link AffineToStandard#populatePatterns} into arith, scf, memref and vector, as MLIR 19's pass: affine operations
 * the patterns do not handle stay. One difference, so that bad input gets a failing pass: an expansion refused for a
 * division or {@code mod} by a non-positive constant fails the pass after its located error (MLIR 19 prints the error
 * and succeeds).
 */
public final class LowerAffinePass extends Pass {
    @Override
    public String argument() {
        return "lower-affine";
    }

    @Override
    public String name() {
        return "ConvertAffineToStandard";
    }

    @Override
    public String description() {
        return "Lower Affine operations to a combination of Arith and SCF operations";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        List<Diagnostic> errors = new ArrayList<>();
        RewritePatternSet patterns = new RewritePatternSet();
        AffineToStandard.populatePatterns(patterns, errors::add);
        ConversionTarget target = new ConversionTarget().addLegalDialect("arith", "memref", "scf", "vector");
        boolean converted = DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
        errors.forEach(diagnostics::report);
        return converted && errors.isEmpty();
    }
}

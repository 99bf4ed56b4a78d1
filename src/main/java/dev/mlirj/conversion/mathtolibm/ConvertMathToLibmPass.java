package dev.mlirj.conversion.mathtolibm;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code convert-math-to-libm} ({@code ConvertMathToLibm}), on a {@code builtin.module}: a partial conversion
 * with {@link MathToLibm#populatePatterns} in which arith, builtin, func and vector are legal and the whole math
 * dialect illegal, so every math operation left (an integer one, {@code copysign}, {@code rsqrt}, {@code fpowi}, an
 * {@code f80}, each also on vectors) fails the pass with "failed to legalize operation", as mlir-opt 19 does (run
 * {@code convert-math-to-llvm} first for those it lowers). No options.
 */
public final class ConvertMathToLibmPass extends Pass {
    @Override
    public String argument() {
        return "convert-math-to-libm";
    }

    @Override
    public String name() {
        return "ConvertMathToLibm";
    }

    @Override
    public String description() {
        return "Convert Math dialect to libm calls";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        RewritePatternSet patterns = new RewritePatternSet();
        MathToLibm.populatePatterns(patterns);
        ConversionTarget target = new ConversionTarget();
        target.addLegalDialect("arith", "builtin", "func", "vector");
        target.addIllegalDialect("math");
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

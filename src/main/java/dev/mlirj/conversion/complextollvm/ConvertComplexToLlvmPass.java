package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code convert-complex-to-llvm} ({@code ConvertComplexToLLVMPass}): a partial conversion with
 * {@link ComplexToLlvm#populatePatterns} in which the whole complex dialect is illegal, so a complex operation it
 * has no pattern for ({@code eq}, {@code exp}, ...) fails the pass with "failed to legalize operation", as in MLIR
 * 19. MLIR 19's pass has no options.
 */
public final class ConvertComplexToLlvmPass extends Pass {
    @Override
    public String argument() {
        return "convert-complex-to-llvm";
    }

    @Override
    public String name() {
        return "ConvertComplexToLLVMPass";
    }

    @Override
    public String description() {
        return "Convert Complex dialect to LLVM dialect";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LlvmTypeConverter converter = new LlvmTypeConverter(LowerToLlvmOptions.DEFAULT,
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        ComplexToLlvm.populatePatterns(converter, patterns);
        LlvmConversionTarget target = new LlvmConversionTarget();
        target.addIllegalDialect("complex");
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * mlir-opt's test pass {@code test-cf-assert} ({@code mlir/test/lib/Dialect/ControlFlow/TestAssert.cpp}): a partial
 * conversion of a {@code builtin.module} that lowers only {@code cf.assert}, with {@link AssertOpLowering} not
 * aborting, so that a failed assertion prints its message with {@code puts} and execution goes on. MLIR's integration
 * tests of runtime verification use it to see every failing check of a program in one run.
 */
public final class TestCfAssertPass extends Pass {
    @Override
    public String argument() {
        return "test-cf-assert";
    }

    @Override
    public String name() {
        return "(anonymous namespace)::TestAssertPass";
    }

    @Override
    public String description() {
        return "Function pass to test cf.assert lowering to LLVM without abort";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LlvmTypeConverter converter = new LlvmTypeConverter(LowerToLlvmOptions.DEFAULT,
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        ControlFlowToLlvm.populateAssertPattern(converter, patterns, false);
        return DialectConversion.applyPartialConversion(op, new LlvmConversionTarget(), patterns, context,
                diagnostics);
    }
}

package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.scf.ExecuteRegionOp;
import dev.mlirj.dialect.scf.ForOp;
import dev.mlirj.dialect.scf.ForallOp;
import dev.mlirj.dialect.scf.IfOp;
import dev.mlirj.dialect.scf.IndexSwitchOp;
import dev.mlirj.dialect.scf.ParallelOp;
import dev.mlirj.dialect.scf.WhileOp;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code convert-scf-to-cf} ({@code SCFToControlFlow}): a partial conversion, on any operation, with
 * {@link ScfToControlFlow#populatePatterns}, in which {@code scf.for}, {@code scf.if}, {@code scf.parallel},
 * {@code scf.while}, {@code scf.execute_region}, {@code scf.index_switch} and {@code scf.forall} are illegal and
 * every other operation legal. One that cannot be lowered (an {@code scf.forall} on tensors) fails the pass with
 * "failed to legalize operation 'X' that was explicitly marked illegal". No options.
 */
public final class ConvertScfToControlFlowPass extends Pass {
    @Override
    public String argument() {
        return "convert-scf-to-cf";
    }

    @Override
    public String name() {
        return "SCFToControlFlow";
    }

    @Override
    public String description() {
        return "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        RewritePatternSet patterns = new RewritePatternSet();
        ScfToControlFlow.populatePatterns(patterns);
        ConversionTarget target = new ConversionTarget();
        target.addIllegalOp(ForOp.NAME, IfOp.NAME, ParallelOp.NAME, WhileOp.NAME, ExecuteRegionOp.NAME,
                IndexSwitchOp.NAME, ForallOp.NAME);
        target.markUnknownOpDynamicallyLegal(o -> true);
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

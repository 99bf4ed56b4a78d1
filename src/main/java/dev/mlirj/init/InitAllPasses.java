package dev.mlirj.init;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.conversion.affinetostandard.LowerAffinePass;
import dev.mlirj.conversion.arithtollvm.ConvertArithToLlvmPass;
import dev.mlirj.conversion.complextolibm.ConvertComplexToLibmPass;
import dev.mlirj.conversion.complextollvm.ConvertComplexToLlvmPass;
import dev.mlirj.conversion.complextostandard.ConvertComplexToStandardPass;
import dev.mlirj.conversion.controlflowtollvm.ConvertControlFlowToLlvmPass;
import dev.mlirj.conversion.controlflowtollvm.TestCfAssertPass;
import dev.mlirj.conversion.functollvm.ConvertFuncToLlvmPass;
import dev.mlirj.conversion.mathtofuncs.ConvertMathToFuncsPass;
import dev.mlirj.conversion.mathtolibm.ConvertMathToLibmPass;
import dev.mlirj.conversion.mathtollvm.ConvertMathToLlvmPass;
import dev.mlirj.conversion.memreftollvm.FinalizeMemRefToLlvmPass;
import dev.mlirj.conversion.reconcileunrealizedcasts.ReconcileUnrealizedCastsPass;
import dev.mlirj.conversion.scftocontrolflow.ConvertScfToControlFlowPass;
import dev.mlirj.conversion.vectortollvm.ConvertVectorToLlvmPass;
import dev.mlirj.conversion.vectortoscf.ConvertVectorToScfPass;
import dev.mlirj.dialect.arith.transforms.ArithExpandOpsPass;
import dev.mlirj.dialect.llvm.transforms.LlvmLegalizeForExportPass;
import dev.mlirj.dialect.llvm.transforms.LlvmRequestCWrappersPass;
import dev.mlirj.dialect.memref.transforms.ExpandOpsPass;
import dev.mlirj.dialect.memref.transforms.ExpandStridedMetadataPass;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.transforms.CsePass;
import dev.mlirj.transforms.GenerateRuntimeVerificationPass;
import dev.mlirj.transforms.StripDebugInfoPass;
import dev.mlirj.transforms.SymbolDcePass;

/**
 * Registers every pass and named pipeline mlirj provides in the {@link PassRegistry}, as MLIR's
 * {@code registerAllPasses()} ({@code mlir/InitAllPasses.h}): the one place that knows them all, at the top of
 * the layers, so that the pass manager below imports no pass. The tools call it before reading a pipeline; a
 * program that names passes by their arguments ({@code PassPipelineParser}, {@code PassRegistry.create}) calls it
 * once first. Calling it again does nothing. Thread-safe.
 */
public final class InitAllPasses {
    private static boolean registered;

    private InitAllPasses() {
    }

    /** Registers every pass and pipeline, once. */
    public static synchronized void registerAllPasses() {
        if (registered) {
            return;
        }
        registered = true;
        // transforms
        PassRegistry.register(StripDebugInfoPass::new);
        PassRegistry.register(SymbolDcePass::new);
        PassRegistry.register(GenerateRuntimeVerificationPass::new);
        PassRegistry.register(CsePass::new);
        // dialect transforms
        PassRegistry.register(ArithExpandOpsPass::new);
        PassRegistry.register(ExpandOpsPass::new);
        PassRegistry.register(ExpandStridedMetadataPass::new);
        PassRegistry.register(LlvmLegalizeForExportPass::new);
        PassRegistry.register(LlvmRequestCWrappersPass::new);
        // conversions
        PassRegistry.register(ReconcileUnrealizedCastsPass::new);
        PassRegistry.register(ConvertArithToLlvmPass::new);
        PassRegistry.register(ConvertControlFlowToLlvmPass::new);
        PassRegistry.register(ConvertFuncToLlvmPass::new);
        PassRegistry.register(ConvertScfToControlFlowPass::new);
        PassRegistry.register(ConvertMathToLlvmPass::new);
        PassRegistry.register(ConvertMathToLibmPass::new);
        PassRegistry.register(ConvertMathToFuncsPass::new);
        PassRegistry.register(ConvertComplexToLlvmPass::new);
        PassRegistry.register(ConvertComplexToStandardPass::new);
        PassRegistry.register(ConvertComplexToLibmPass::new);
        PassRegistry.register(FinalizeMemRefToLlvmPass::new);
        PassRegistry.register(ConvertVectorToLlvmPass::new);
        PassRegistry.register(ConvertVectorToScfPass::new);
        PassRegistry.register(LowerAffinePass::new);
        // test passes of mlir-opt
        PassRegistry.register(TestCfAssertPass::new);
        // named pipelines
        PassRegistry.registerPipeline(StandardLowering.ARGUMENT, StandardLowering.DESCRIPTION,
                StandardLowering::buildPipeline);
    }
}

package dev.mlirj.pass;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The passes that pipelines and {@code mlirj opt} flags can name, by {@link Pass#argument()}, as MLIR's pass
 * registry. Every pass mlirj provides is registered here; programs may register their own. Thread-safe.
 */
public final class PassRegistry {
    private static final Map<String, Supplier<Pass>> PASSES = Collections.synchronizedMap(new TreeMap<>());

    static {
        register(StripDebugInfoPass::new);
        register(SymbolDcePass::new);
        register(dev.mlirj.conversion.reconcileunrealizedcasts.ReconcileUnrealizedCastsPass::new);
        // ---- additions for arith ----
        register(dev.mlirj.conversion.arithtollvm.ConvertArithToLlvmPass::new);
        register(dev.mlirj.dialect.arith.transforms.ArithExpandOpsPass::new);
        register(dev.mlirj.conversion.controlflowtollvm.ConvertControlFlowToLlvmPass::new);
        register(dev.mlirj.dialect.llvm.transforms.LlvmLegalizeForExportPass::new);
        register(dev.mlirj.conversion.functollvm.ConvertFuncToLlvmPass::new);
        register(dev.mlirj.dialect.llvm.transforms.LlvmRequestCWrappersPass::new);
        // ---- additions for scf and math ----
        register(dev.mlirj.conversion.scftocontrolflow.ConvertScfToControlFlowPass::new);
        register(dev.mlirj.conversion.mathtollvm.ConvertMathToLlvmPass::new);
        register(dev.mlirj.conversion.mathtolibm.ConvertMathToLibmPass::new);
        register(dev.mlirj.conversion.mathtofuncs.ConvertMathToFuncsPass::new);
        // ---- additions for complex ----
        register(dev.mlirj.conversion.complextollvm.ConvertComplexToLlvmPass::new);
        register(dev.mlirj.conversion.complextostandard.ConvertComplexToStandardPass::new);
        register(dev.mlirj.conversion.complextolibm.ConvertComplexToLibmPass::new);
        // ---- additions for finalize-memref-to-llvm ----
        register(dev.mlirj.conversion.memreftollvm.FinalizeMemRefToLlvmPass::new);
        register(dev.mlirj.dialect.memref.transforms.ExpandStridedMetadataPass::new);
        // vector
        register(dev.mlirj.conversion.vectortollvm.ConvertVectorToLlvmPass::new);
        // ---- additions for affine ----
        register(dev.mlirj.conversion.affinetostandard.LowerAffinePass::new);
    }

    private PassRegistry() {
    }

    /** Registers a pass; its argument must not be taken already. */
    public static void register(Supplier<Pass> factory) {
        String argument = factory.get().argument();
        if (PASSES.putIfAbsent(argument, factory) != null) {
            throw new IllegalArgumentException("pass '" + argument + "' is registered twice");
        }
    }

    /** A new instance of the pass named {@code argument}, or null when there is none. */
    public static Pass create(String argument) {
        Supplier<Pass> factory = PASSES.get(argument);
        return factory == null ? null : factory.get();
    }

    /** The registered pass arguments, sorted. */
    public static java.util.List<String> arguments() {
        synchronized (PASSES) {
            return java.util.List.copyOf(PASSES.keySet());
        }
    }
}

package dev.mlirj.conversion;

import dev.mlirj.conversion.affinetostandard.LowerAffinePass;
import dev.mlirj.conversion.arithtollvm.ConvertArithToLlvmPass;
import dev.mlirj.conversion.complextollvm.ConvertComplexToLlvmPass;
import dev.mlirj.conversion.controlflowtollvm.ConvertControlFlowToLlvmPass;
import dev.mlirj.conversion.functollvm.ConvertFuncToLlvmPass;
import dev.mlirj.conversion.mathtolibm.MathToLibm;
import dev.mlirj.conversion.mathtollvm.ConvertMathToLlvmPass;
import dev.mlirj.conversion.memreftollvm.FinalizeMemRefToLlvmPass;
import dev.mlirj.conversion.reconcileunrealizedcasts.ReconcileUnrealizedCastsPass;
import dev.mlirj.conversion.scftocontrolflow.ConvertScfToControlFlowPass;
import dev.mlirj.conversion.vectortollvm.ConvertVectorToLlvmPass;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.builtin.UnrealizedConversionCastOp;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.dialect.memref.transforms.ExpandStridedMetadataPass;
import dev.mlirj.dialect.vector.PrintOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.pass.OpPassManager;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassManager;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The pipeline that lowers every dialect mlirj converts to the LLVM dialect, in the order MLIR's own tests and
 * {@code ../shared/tools/mlir19-oracle.sh} run the same passes (memref and structured control flow first, then
 * arith, func, cf, and last {@code reconcile-unrealized-casts}). {@link #PASSES} is the one place that order is
 * written: it is registered as the named pipeline {@value #ARGUMENT} ({@code mlirj opt --lower-to-llvm}, or
 * {@code builtin.module(lower-to-llvm)} inside {@code --pass-pipeline}, expanded into these passes as MLIR expands a
 * {@code PassPipelineRegistration}); {@code mlirj run} (and {@code mlirj translate --lower-to-llvm}) runs that
 * registered pipeline on input that is not already in the LLVM dialect, then {@link #reportUnlowered} names what it
 * left. The execution tests compare the result with what
 * {@code mlir-opt} 19 lowered with the same passes and {@code mlir-cpu-runner} 19 ran.
 *
 * <p>MLIR 19 itself has no such pipeline in {@code mlir-opt} (its closest is the test pipeline
 * {@code test-lower-to-llvm}, which also runs canonicalization (which mlirj does not have) and CSE); the name and the
 * pass list are mlirj's. {@code InitAllPasses} registers the pipeline with the passes.
 */
public final class StandardLowering {
    /** The name the pipeline is registered under. */
    public static final String ARGUMENT = "lower-to-llvm";

    /** What the pipeline does, in one line. */
    public static final String DESCRIPTION = "Lower every dialect mlirj converts to the LLVM dialect, in the "
            + "conventional order";

    /** The passes, in the order they run (the order of {@code ../shared/tools/mlir19-oracle.sh}). */
    private static final List<Supplier<Pass>> FACTORIES = List.of(
            ExpandStridedMetadataPass::new,
            LowerAffinePass::new,
            ConvertScfToControlFlowPass::new,
            ConvertVectorToLlvmPass::new,
            ConvertComplexToLlvmPass::new,
            ConvertMathToLlvmPass::new,
            FinalizeMemRefToLlvmPass::new,
            ConvertArithToLlvmPass::new,
            ConvertFuncToLlvmPass::new,
            ConvertControlFlowToLlvmPass::new,
            ReconcileUnrealizedCastsPass::new);

    /** The pass arguments, in the order they run. */
    public static final List<String> PASSES = FACTORIES.stream().map(f -> f.get().argument()).toList();

    private StandardLowering() {
    }

    /**
     * Appends the passes of {@link #PASSES}, each with its default options, to {@code pm}; a pass restricted to
     * another operation kind than {@code pm}'s anchor is nested. The builder of the registered pipeline.
     */
    public static void buildPipeline(OpPassManager pm) {
        for (Supplier<Pass> factory : FACTORIES) {
            Pass pass = factory.get();
            if (pass.anchor() != null && !pass.anchor().equals(pm.anchor()) && !pm.anchor().equals(OpPassManager.ANY)) {
                pm.nest(pass.anchor()).addPass(pass);
            } else {
                pm.addPass(pass);
            }
        }
    }

    /** The pipeline as text, naming the registered pipeline: {@code builtin.module(lower-to-llvm)}. */
    public static String pipelineText() {
        return "builtin.module(" + ARGUMENT + ")";
    }

    /**
     * A new pass manager running the pipeline on a {@code builtin.module}: what {@link #pipelineText()} parses to
     * once the pipeline is registered, built here without the registry.
     */
    public static PassManager passManager() {
        return passManager(List.of());
    }

    /**
     * {@link #passManager()} running {@code first} before the pipeline, in order (e.g. MLIR's
     * {@code generate-runtime-verification}, which must see the ops it checks before they are lowered).
     */
    public static PassManager passManager(List<Pass> first) {
        PassManager pm = new PassManager(ModuleOp.NAME);
        first.forEach(pm::addPass);
        buildPipeline(pm);
        return pm;
    }

    /**
     * Whether {@code module} holds nothing but LLVM dialect operations (and nested {@code builtin.module}s), so
     * that it can be translated to LLVM IR as it is.
     */
    public static boolean isLowered(Operation module) {
        return leftovers(module).isEmpty();
    }

    /**
     * Reports, each at its own location, the operations {@code module} still holds outside the LLVM dialect after
     * the standard lowering ran: {@code error: 'memref.subview' was not lowered to the LLVM dialect: ...}. An
     * {@code unrealized_conversion_cast} is only reported when nothing else is left, since the casts around an
     * unlowered operation are there because of it; an operation's regions are not searched once it is reported.
     * MLIR has no such check: there the translation to LLVM IR refuses the first operation it cannot translate,
     * often a cast feeding the unlowered one. Returns whether nothing was left.
     */
    public static boolean reportUnlowered(Operation module, DiagnosticEngine diagnostics) {
        List<Operation> left = leftovers(module);
        List<Operation> unlowered = left.stream()
                .filter(op -> !op.name().fullName().equals(UnrealizedConversionCastOp.NAME)).toList();
        for (Operation op : unlowered.isEmpty() ? left : unlowered) {
            String why = op.name().fullName().equals(UnrealizedConversionCastOp.NAME)
                    ? "reconcile-unrealized-casts found no cast it cancels out with"
                    : "no pass of the " + ARGUMENT + " pipeline converts it";
            Diagnostic error = Diagnostic.error(op.location(), "'" + op.name().fullName()
                    + "' was not lowered to the LLVM dialect: " + why);
            String pass = passThatLowers(op.name().fullName());
            if (pass != null) {
                error.attachNote(op.location(), "the pass " + pass + " lowers it: run it first, e.g. 'mlirj opt --"
                        + pass + " FILE | mlirj run -'");
            }
            diagnostics.report(error);
        }
        return left.isEmpty();
    }

    /**
     * The registered pass, outside {@link #PASSES}, that lowers an operation the pipeline leaves (as MLIR 19 leaves
     * it too), or null: ceil/floor divisions need {@code arith-expand}, integer powers {@code convert-math-to-funcs},
     * the math functions without an LLVM intrinsic {@code convert-math-to-libm}, complex operations without an LLVM
     * lowering {@code convert-complex-to-standard}, and {@code vector.print} of a whole vector
     * {@code convert-vector-to-scf}.
     */
    static String passThatLowers(String opName) {
        return switch (opName) {
            case BinaryOps.CEILDIVSI, BinaryOps.CEILDIVUI, BinaryOps.FLOORDIVSI -> "arith-expand";
            case MathOps.IPOWI, MathOps.FPOWI -> "convert-math-to-funcs";
            case PrintOp.NAME -> "convert-vector-to-scf";
            default -> {
                if (MathToLibm.FUNCTIONS.stream().anyMatch(row -> row.op().equals(opName))) {
                    yield "convert-math-to-libm";
                }
                yield opName.startsWith("complex.") ? "convert-complex-to-standard" : null;
            }
        };
    }

    /** The outermost operations of {@code root}'s regions that are neither LLVM dialect nor nested modules. */
    private static List<Operation> leftovers(Operation root) {
        List<Operation> found = new ArrayList<>();
        for (Region region : root.regions()) {
            for (Block block : region.blocks()) {
                for (Operation op : block.operations()) {
                    if (op.name().dialect().equals("llvm") || op.name().fullName().equals(ModuleOp.NAME)) {
                        found.addAll(leftovers(op));
                    } else {
                        found.add(op);
                    }
                }
            }
        }
        return found;
    }
}

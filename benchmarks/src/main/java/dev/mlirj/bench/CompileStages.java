package dev.mlirj.bench;

import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmPassBuilderOptions;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.target.llvmir.ModuleTranslation;
import java.util.Arrays;
import java.util.Locale;

/**
 * The compile-latency split of {@link CompileBenchmark} measured stage by stage in one warm JVM, each stage timed
 * on its own (not cumulatively): parse + verify, the standard lowering, translation to LLVM IR, O3 on the host
 * target, and the whole {@link ExecutionEngine} (translation, O3, LLJIT, machine code on the lookup of
 * {@code _mlir_ciface_matmul}). Runs {@code rounds} times (default 200) and prints the minimum and median of
 * each stage over the second half, when the JVM's JIT has compiled mlirj. Run by
 * {@code scripts/bench.sh --stages [rounds]}.
 */
public final class CompileStages {
    private static final String[] STAGES = {"parse + verify", "lower", "translate", "O3", "engine: text-to-callable"
            + " minus parse and lower"};

    private CompileStages() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long[][] nanos = new long[STAGES.length][rounds];
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            MlirContext context = InitAllDialects.context();
            DiagnosticEngine diagnostics = new DiagnosticEngine();
            Operation module = SourceParser.parse(context, diagnostics, "matmul.mlir", CompileBenchmark.MATMUL);
            if (module == null || !Verifier.verify(module, context, diagnostics)) {
                throw new IllegalStateException(diagnostics.collected().toString());
            }
            long t1 = System.nanoTime();
            if (!MlirKernel.lowering(false).run(module, context, diagnostics)) {
                throw new IllegalStateException(diagnostics.collected().toString());
            }
            long t2 = System.nanoTime();
            long t3;
            long t4;
            try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
                LlvmModule llvm = ModuleTranslation.translateModuleToLlvmIr(module, tsc.context(), diagnostics);
                t3 = System.nanoTime();
                try (LlvmTargetMachine tm = LlvmTargetMachine.host(OptLevel.O3);
                     LlvmPassBuilderOptions options = LlvmPassBuilderOptions.mlirDefaults()) {
                    tm.configure(llvm);
                    llvm.runPasses(OptLevel.O3.pipeline(), tm, options);
                }
                t4 = System.nanoTime();
                llvm.close();
            }
            long t5 = System.nanoTime();
            try (ExecutionEngine engine = ExecutionEngine.create(module, diagnostics,
                    ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O3))) {
                engine.lookup("_mlir_ciface_matmul");
            }
            long t6 = System.nanoTime();
            long[] stage = {t1 - t0, t2 - t1, t3 - t2, t4 - t3, t6 - t5};
            for (int s = 0; s < STAGES.length; s++) {
                nanos[s][r] = stage[s];
            }
        }
        System.out.printf("%-45s %9s %9s%n", "stage (warm half of " + rounds + " rounds)", "min ms", "median ms");
        double[] min = new double[STAGES.length];
        double[] median = new double[STAGES.length];
        for (int s = 0; s < STAGES.length; s++) {
            long[] warm = Arrays.copyOfRange(nanos[s], rounds / 2, rounds);
            Arrays.sort(warm);
            min[s] = warm[0] / 1e6;
            median[s] = warm[warm.length / 2] / 1e6;
            System.out.printf(Locale.ROOT, "%-45s %9.2f %9.2f%n", STAGES[s], min[s], median[s]);
        }
        System.out.printf(Locale.ROOT, "%-45s %9.2f %9.2f%n", "conversion (parse + lower + translate)",
                min[0] + min[1] + min[2], median[0] + median[1] + median[2]);
        System.out.printf(Locale.ROOT, "%-45s %9.2f %9.2f%n", "text to callable (parse + lower + engine)",
                min[0] + min[1] + min[4], median[0] + median[1] + median[4]);
    }
}

package dev.mlirj.bench;

import dev.mlirj.bench.KernelSources.Flavour;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.PreparedCall;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmPassBuilderOptions;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.target.llvmir.ModuleTranslation;
import java.lang.foreign.Arena;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Compile latency of the i-k-j matmul module ({@code math.fma}) with a warm JVM, as cumulative stages: each
 * benchmark does everything the previous one does and one stage more, so the differences are the stages
 * ({@code --mlir-timing} shows the same split for the pass part):
 * {@code s1_parse} (text to a verified module), {@code s2_lower} (the standard lowering to the LLVM dialect),
 * {@code s3_translate} (to LLVM IR in a fresh LLVM context), {@code s4_optimize} (host target, O3 with MLIR's
 * vectoriser settings), {@code s5_callable} (the same through mlirj's {@link ExecutionEngine}: translation, O3,
 * packed wrappers, LLJIT, and the lookup of {@code _mlir_ciface_matmul} that makes ORC generate machine code),
 * and {@code s6_firstCall} (plus one call on 512x512 matrices, itself the time of one kernel run).
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 10, time = 2) // an invocation takes ~50-150 ms: enough of them to warm mlirj's own code
@Measurement(iterations = 5, time = 2)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CompileBenchmark {
    static final String MATMUL = KernelSources.matmulIkj(Flavour.FMA);
    private static final int N = KernelSources.MATMUL_N;

    private Arena arena;
    private MemRefView a;
    private MemRefView b;
    private MemRefView c;

    @Setup(Level.Trial)
    public void setUp() {
        arena = Arena.ofShared();
        a = MemRefView.of(arena, Data.floats(N * N, 1), N, N);
        b = MemRefView.of(arena, Data.floats(N * N, 2), N, N);
        c = MemRefView.of(arena, new float[N * N], N, N);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        arena.close();
    }

    private record Parsed(Operation module, MlirContext context, DiagnosticEngine diagnostics) {
    }

    private static Parsed parse() {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "matmul.mlir", MATMUL);
        if (module == null || !Verifier.verify(module, context, diagnostics)) {
            throw new IllegalStateException(diagnostics.collected().toString());
        }
        return new Parsed(module, context, diagnostics);
    }

    private static Parsed lower() {
        Parsed p = parse();
        if (!MlirKernel.lowering(false).run(p.module(), p.context(), p.diagnostics())) {
            throw new IllegalStateException(p.diagnostics().collected().toString());
        }
        return p;
    }

    /** Translates (and with {@code optimize}, runs O3 on) the lowered module; returns the IR's size. */
    private static int translate(boolean optimize) {
        Parsed p = lower();
        try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
            LlvmModule module = ModuleTranslation.translateModuleToLlvmIr(p.module(), tsc.context(), p.diagnostics());
            if (module == null) {
                throw new IllegalStateException(p.diagnostics().collected().toString());
            }
            try {
                if (optimize) {
                    try (LlvmTargetMachine tm = LlvmTargetMachine.host(OptLevel.O3);
                         LlvmPassBuilderOptions options = LlvmPassBuilderOptions.mlirDefaults()) {
                        tm.configure(module);
                        module.runPasses(OptLevel.O3.pipeline(), tm, options);
                    }
                }
                return module.functions().size();
            } finally {
                module.close();
            }
        }
    }

    @Benchmark
    public Operation s1_parse() {
        return parse().module();
    }

    @Benchmark
    public Operation s2_lower() {
        return lower().module();
    }

    @Benchmark
    public int s3_translate() {
        return translate(false);
    }

    @Benchmark
    public int s4_optimize() {
        return translate(true);
    }

    private static ExecutionEngine engine(Parsed lowered) {
        return ExecutionEngine.create(lowered.module(), lowered.diagnostics(),
                ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O3));
    }

    @Benchmark
    public long s5_callable() {
        try (ExecutionEngine engine = engine(lower())) {
            return engine.lookup("_mlir_ciface_matmul").address();
        }
    }

    @Benchmark
    public float s6_firstCall() {
        Parsed p = parse();
        FunctionSignature signature = FunctionSignature.of(SymbolTable.lookupIn(p.module(), "matmul"), 64);
        if (!MlirKernel.lowering(false).run(p.module(), p.context(), p.diagnostics())) {
            throw new IllegalStateException(p.diagnostics().collected().toString());
        }
        try (ExecutionEngine engine = engine(p); Arena local = Arena.ofConfined()) {
            CompiledFunction.of(signature, engine::lookup).prepare(local, PreparedCall.Form.C_INTERFACE)
                    .set(0, a).set(1, b).set(2, c).call();
            return c.getFloat(0, 0);
        }
    }
}

package dev.mlirj.bench;

import dev.mlirj.llvm.LlJit;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmPassBuilderOptions;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.ThreadSafeModule;
import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * The first mlirj benchmarks: the cost of calling JIT-compiled code from Java through an FFM downcall (plain and
 * critical), and the latency of compiling the bundled example from LLVM IR text to a callable function at O3.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class JitCallBenchmark {
    private static final String ADD = """
            define i64 @add(i64 %a, i64 %b) {
              %s = add i64 %a, %b
              ret i64 %s
            }
            """;
    private static final FunctionDescriptor I64_I64_I64 =
            FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

    private LlJit jit;
    private MethodHandle add;
    private MethodHandle addCritical;
    private String saxpy;
    private long a = 1;
    private long b = 2;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        jit = compile(ADD, "add.ll", OptLevel.O2);
        add = Linker.nativeLinker().downcallHandle(jit.lookup("add"), I64_I64_I64);
        addCritical = Linker.nativeLinker().downcallHandle(jit.lookup("add"), I64_I64_I64,
                Linker.Option.critical(false));
        saxpy = Files.readString(Path.of(System.getProperty("mlirj.root", "..")).resolve("examples/saxpy.ll"));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        jit.close();
    }

    static LlJit compile(String text, String name, OptLevel level) {
        LlJit jit = LlJit.create(LlvmTargetMachine.host(level));
        try (ThreadSafeContext tsc = ThreadSafeContext.create();
             LlvmTargetMachine tm = LlvmTargetMachine.host(level);
             LlvmPassBuilderOptions options = LlvmPassBuilderOptions.mlirDefaults()) {
            LlvmModule module = LlvmModule.parseIr(tsc.context(), text, name);
            tm.configure(module);
            module.runPasses(level.pipeline(), tm, options);
            jit.addModule(ThreadSafeModule.create(module, tsc));
            return jit;
        }
    }

    /** A call into JIT-compiled {@code i64 add(i64, i64)} through a downcall handle. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public long downcall() throws Throwable {
        return (long) add.invokeExact(a, b);
    }

    /** The same call as a critical downcall (no thread-state transition; for code that never calls back). */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public long criticalDowncall() throws Throwable {
        return (long) addCritical.invokeExact(a, b);
    }

    /** LLVM IR text of the saxpy example to a called function: parse, O3, JIT, look up, call. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public float compileSaxpyAtO3() throws Throwable {
        try (LlJit compiled = compile(saxpy, "saxpy.ll", OptLevel.O3)) {
            MethodHandle main = Linker.nativeLinker().downcallHandle(compiled.lookup("main"),
                    FunctionDescriptor.of(ValueLayout.JAVA_FLOAT));
            return (float) main.invokeExact();
        }
    }
}

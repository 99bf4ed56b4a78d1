package dev.mlirj.bench;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the kernel benchmarks share: their JMH settings (one fork with native access, 3 warmup and 5 measurement
 * iterations of 1 s, average time in ms), the shared arena their native data lives in, and the mlirj kernels
 * they compiled, all freed after the trial. A subclass allocates from {@link #arena} and registers what it
 * compiles with {@link #compile}.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public abstract class KernelBenchmark {
    protected final Arena arena = Arena.ofShared();
    private final List<MlirKernel> kernels = new ArrayList<>();

    /** {@code text} compiled at O3, closed after the trial. */
    MlirKernel compile(String name, String text) {
        MlirKernel kernel = MlirKernel.compile(name, text);
        kernels.add(kernel);
        return kernel;
    }

    /**
     * {@code text} compiled at O3 with runtime checks ({@code generate-runtime-verification} before the
     * lowering), closed after the trial; call it through {@link MlirKernel#checkedFunction}.
     */
    MlirKernel compileChecked(String name, String text) {
        MlirKernel kernel = MlirKernel.compileChecked(name, text);
        kernels.add(kernel);
        return kernel;
    }

    /** {@code h}, or when the C kernels were not built, an exception saying so. */
    static MethodHandle requireC(MethodHandle h) {
        return h != null ? h : NativeKernels.handle("missing", FunctionDescriptor.ofVoid());
    }

    @TearDown(Level.Trial)
    public void closeKernelsAndData() {
        kernels.forEach(MlirKernel::close);
        arena.close();
    }
}

package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.mlirj.executionengine.MemRef;
import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.PreparedCall;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
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
 * y = a x + y on 2^24 f32: mlirj at O3 (through {@code _mlir_ciface_saxpy} with descriptors prepared once),
 * Java loops on arrays and on memory segments, and C ({@code clang -O3 -march=native}) through FFM. Each variant
 * is checked against the Java reference in the setup.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SaxpyBenchmark {
    private static final int N = KernelSources.SAXPY_N;
    private static final float A = 0.5f;

    private Arena arena;
    private MlirKernel kernel;
    private PreparedCall mlirj;
    private MethodHandle c;
    private float[] xa;
    private float[] ya;
    private MemorySegment xs;
    private MemorySegment ys;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        arena = Arena.ofShared();
        float[] x = Data.floats(N, 1);
        float[] y = Data.floats(N, 2);
        float[] expected = y.clone();
        JavaKernels.saxpy(A, x, expected);
        xa = x.clone();
        ya = y.clone();
        xs = Data.segment(arena, x);
        ys = Data.segment(arena, y);

        kernel = MlirKernel.compile("saxpy.mlir", KernelSources.saxpy());
        mlirj = kernel.function("saxpy").prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirj.set(0, A).set(1, MemRef.ofSegment(xs, MemRefElementType.F32, N))
                .set(2, MemRef.ofSegment(ys, MemRefElementType.F32, N));
        mlirj.call();
        Data.check("mlirj saxpy", expected, ys, 1e-6);

        Data.fill(ys, y);
        JavaKernels.saxpy(A, xs, ys, N);
        Data.check("Java segment saxpy", expected, ys, 1e-6);

        if (NativeKernels.available()) {
            c = NativeKernels.handle("saxpy", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_FLOAT, ADDRESS, ADDRESS));
            Data.fill(ys, y);
            c.invokeExact((long) N, A, xs, ys);
            Data.check("C saxpy", expected, ys, 1e-6);
        }
        Data.fill(ys, y);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        kernel.close();
        arena.close();
    }

    @Benchmark
    public void mlirj() {
        mlirj.call();
    }

    @Benchmark
    public void javaArrays() {
        JavaKernels.saxpy(A, xa, ya);
    }

    @Benchmark
    public void javaSegments() {
        JavaKernels.saxpy(A, xs, ys, N);
    }

    @Benchmark
    public void c() throws Throwable {
        if (c == null) {
            NativeKernels.handle("saxpy", FunctionDescriptor.ofVoid()); // throws, saying the C kernels are missing
        }
        c.invokeExact((long) N, A, xs, ys);
    }
}

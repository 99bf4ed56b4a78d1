package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.PreparedCall;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * y = a x + y on 2^24 f32: mlirj at O3 (through {@code _mlir_ciface_saxpy} with descriptors prepared once),
 * Java loops on arrays and on memory segments, and C ({@code clang -O3 -march=native}) through FFM. Each variant
 * is checked against the Java reference in the setup.
 */
public class SaxpyBenchmark extends KernelBenchmark {
    private static final int N = KernelSources.SAXPY_N;
    private static final float A = 0.5f;

    private PreparedCall mlirj;
    private PreparedCall mlirjChecked;
    private MethodHandle c;
    private float[] xa;
    private float[] ya;
    private MemorySegment xs;
    private MemorySegment ys;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        float[] x = Data.floats(N, 1);
        float[] y = Data.floats(N, 2);
        float[] expected = y.clone();
        JavaKernels.saxpy(A, x, expected);
        xa = x.clone();
        ya = y.clone();
        xs = Data.segment(arena, x);
        ys = Data.segment(arena, y);

        MlirKernel kernel = compile("saxpy.mlir", KernelSources.saxpy());
        mlirj = kernel.function("saxpy").prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirj.set(0, A).set(1, MemRefView.ofSegment(xs, MemRefElementType.F32, N))
                .set(2, MemRefView.ofSegment(ys, MemRefElementType.F32, N));
        mlirj.call();
        Data.check("mlirj saxpy", expected, ys, 1e-6);

        Data.fill(ys, y);
        mlirjChecked = compileChecked("saxpy.mlir", KernelSources.saxpy()).checkedFunction("saxpy")
                .prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirjChecked.set(0, A).set(1, MemRefView.ofSegment(xs, MemRefElementType.F32, N))
                .set(2, MemRefView.ofSegment(ys, MemRefElementType.F32, N));
        mlirjChecked.call();
        Data.check("mlirj saxpy with runtime checks", expected, ys, 1e-6);

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

    @Benchmark
    public void mlirj() {
        mlirj.call();
    }

    /** With runtime checks ({@code generate-runtime-verification}), through the engine's checked calls. */
    @Benchmark
    public void mlirjChecked() {
        mlirjChecked.call();
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
        requireC(c).invokeExact((long) N, A, xs, ys);
    }
}

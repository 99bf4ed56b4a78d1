package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
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
 * A 5-point stencil on the interior of a 2048x2048 f32 grid, into a second grid: mlirj at O3, Java arrays, Java
 * segments and C through FFM, each checked against the Java reference in the setup.
 */
public class StencilBenchmark extends KernelBenchmark {
    private static final int N = KernelSources.STENCIL_N;

    private PreparedCall mlirj;
    private PreparedCall mlirjChecked;
    private MethodHandle c;
    private float[] ina;
    private float[] outa;
    private MemorySegment ins;
    private MemorySegment outs;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        ina = Data.floats(N * N, 3);
        outa = new float[N * N];
        float[] expected = new float[N * N];
        JavaKernels.stencil(N, ina, expected);
        ins = Data.segment(arena, ina);
        outs = arena.allocate((long) N * N * Float.BYTES, 64);

        MlirKernel kernel = compile("stencil.mlir", KernelSources.stencil());
        mlirj = kernel.function("stencil").prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirj.set(0, MemRefView.ofSegment(ins, MemRefElementType.F32, N, N))
                .set(1, MemRefView.ofSegment(outs, MemRefElementType.F32, N, N));
        mlirj.call();
        Data.check("mlirj stencil", expected, outs, 1e-6);

        outs.fill((byte) 0);
        mlirjChecked = compileChecked("stencil.mlir", KernelSources.stencil()).checkedFunction("stencil")
                .prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirjChecked.set(0, MemRefView.ofSegment(ins, MemRefElementType.F32, N, N))
                .set(1, MemRefView.ofSegment(outs, MemRefElementType.F32, N, N));
        mlirjChecked.call();
        Data.check("mlirj stencil with runtime checks", expected, outs, 1e-6);

        outs.fill((byte) 0);
        JavaKernels.stencil(N, ins, outs);
        Data.check("Java segment stencil", expected, outs, 1e-6);

        if (NativeKernels.available()) {
            c = NativeKernels.handle("stencil", FunctionDescriptor.ofVoid(JAVA_LONG, ADDRESS, ADDRESS));
            outs.fill((byte) 0);
            c.invokeExact((long) N, ins, outs);
            Data.check("C stencil", expected, outs, 1e-6);
        }
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
        JavaKernels.stencil(N, ina, outa);
    }

    @Benchmark
    public void javaSegments() {
        JavaKernels.stencil(N, ins, outs);
    }

    @Benchmark
    public void c() throws Throwable {
        requireC(c).invokeExact((long) N, ins, outs);
    }
}

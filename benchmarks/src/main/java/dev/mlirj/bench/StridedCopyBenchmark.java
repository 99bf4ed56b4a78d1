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
 * Every second column of a 4096x4096 f64 matrix copied into a dense 4096x2048 one. mlirj reads it through a
 * {@code strided<[4096, 2]>} memref made in Java over the whole matrix; Java and C index the matrix directly.
 * Results are compared bit for bit with the Java reference in the setup.
 */
public class StridedCopyBenchmark extends KernelBenchmark {
    private static final int ROWS = KernelSources.COPY_ROWS;
    private static final int COLS = KernelSources.COPY_COLS;

    private PreparedCall mlirj;
    private PreparedCall mlirjChecked;
    private MethodHandle c;
    private double[] srca;
    private double[] dsta;
    private MemorySegment srcs;
    private MemorySegment dsts;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        srca = Data.doubles(ROWS * 2 * COLS, 7);
        dsta = new double[ROWS * COLS];
        double[] expected = new double[ROWS * COLS];
        JavaKernels.stridedCopy(ROWS, COLS, srca, expected);
        srcs = Data.segment(arena, srca);
        dsts = arena.allocate((long) ROWS * COLS * Double.BYTES, 64);

        MlirKernel kernel = compile("strided-copy.mlir", KernelSources.stridedCopy());
        mlirj = kernel.function("strided_copy").prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirj.set(0, MemRefView.ofSegment(srcs, MemRefElementType.F64, 0, new long[] {ROWS, COLS},
                        new long[] {2L * COLS, 2}))
                .set(1, MemRefView.ofSegment(dsts, MemRefElementType.F64, ROWS, COLS));
        mlirj.call();
        Data.check("mlirj strided copy", expected, dsts);

        dsts.fill((byte) 0);
        mlirjChecked = compileChecked("strided-copy.mlir", KernelSources.stridedCopy())
                .checkedFunction("strided_copy").prepare(arena, PreparedCall.Form.C_INTERFACE);
        mlirjChecked.set(0, MemRefView.ofSegment(srcs, MemRefElementType.F64, 0, new long[] {ROWS, COLS},
                        new long[] {2L * COLS, 2}))
                .set(1, MemRefView.ofSegment(dsts, MemRefElementType.F64, ROWS, COLS));
        mlirjChecked.call();
        Data.check("mlirj strided copy with runtime checks", expected, dsts);

        dsts.fill((byte) 0);
        JavaKernels.stridedCopy(ROWS, COLS, srcs, dsts);
        Data.check("Java segment strided copy", expected, dsts);

        if (NativeKernels.available()) {
            c = NativeKernels.handle("strided_copy", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, ADDRESS, ADDRESS));
            dsts.fill((byte) 0);
            c.invokeExact((long) ROWS, (long) COLS, srcs, dsts);
            Data.check("C strided copy", expected, dsts);
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
        JavaKernels.stridedCopy(ROWS, COLS, srca, dsta);
    }

    @Benchmark
    public void javaSegments() {
        JavaKernels.stridedCopy(ROWS, COLS, srcs, dsts);
    }

    @Benchmark
    public void c() throws Throwable {
        requireC(c).invokeExact((long) ROWS, (long) COLS, srcs, dsts);
    }
}

package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;

import dev.mlirj.bench.KernelSources.Lowering;
import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.PreparedCall;
import dev.mlirj.llvm.OptLevel;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of memref load/store lowering choices, in ns per element: one kernel (y = 0.5 x + y on 1024x1024
 * f32, 8 MB, so it stays mostly in cache and address arithmetic shows) compiled from MLIR with static shapes,
 * dynamic shapes, dynamic strided views with an offset (the interior of a 1026x1026 buffer, made in Java),
 * the same view made inside the kernel by {@code memref.reinterpret_cast}, and static shapes under the
 * bare-pointer calling convention, and the same view made inside the kernel by {@code memref.subview} (lowered
 * through expand-strided-metadata). Results are checked against Java in the setup.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LoweringBenchmark {
    private static final int N = KernelSources.LOWERING_N;
    private static final int P = N + 2;

    @Param({"STATIC", "DYNAMIC", "STRIDED", "REINTERPRET", "BAREPTR", "SUBVIEW"})
    public Lowering lowering;

    private Arena arena;
    private MlirKernel kernel;
    private PreparedCall call;
    private MethodHandle bare;
    private MemorySegment xs;
    private MemorySegment ys;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        arena = Arena.ofShared();
        boolean padded = lowering.padded();
        int side = padded ? P : N;
        float[] x = Data.floats(side * side, 8);
        float[] y = Data.floats(side * side, 9);
        float[] expected = y.clone();
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                int at = padded ? (i + 1) * P + j + 1 : i * N + j;
                expected[at] = 0.5f * x[at] + y[at];
            }
        }
        xs = Data.segment(arena, x);
        ys = Data.segment(arena, y);
        kernel = MlirKernel.compile("scale-add-" + lowering + ".mlir", KernelSources.scaleAdd(lowering),
                lowering == Lowering.BAREPTR, OptLevel.O3);
        switch (lowering) {
            case BAREPTR -> bare = Linker.nativeLinker().downcallHandle(kernel.engine().lookup("scale_add"),
                    FunctionDescriptor.ofVoid(ADDRESS, ADDRESS));
            case STATIC, DYNAMIC -> call = prepared(MemRefView.ofSegment(xs, MemRefElementType.F32, N, N),
                    MemRefView.ofSegment(ys, MemRefElementType.F32, N, N));
            case STRIDED -> call = prepared(interior(xs), interior(ys));
            case REINTERPRET -> call = prepared(MemRefView.ofSegment(xs, MemRefElementType.F32, (long) P * P),
                    MemRefView.ofSegment(ys, MemRefElementType.F32, (long) P * P)).set(2, (long) P + 1).set(3, (long) P);
            case SUBVIEW -> call = prepared(MemRefView.ofSegment(xs, MemRefElementType.F32, P, P),
                    MemRefView.ofSegment(ys, MemRefElementType.F32, P, P));
        }
        run();
        Data.check("mlirj scale-add " + lowering, expected, ys, 1e-6);
    }

    private static MemRefView interior(MemorySegment s) {
        return MemRefView.ofSegment(s, MemRefElementType.F32, P + 1, new long[] {N, N}, new long[] {P, 1});
    }

    private PreparedCall prepared(MemRefView x, MemRefView y) {
        return kernel.function("scale_add").prepare(arena, PreparedCall.Form.C_INTERFACE).set(0, x).set(1, y);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        kernel.close();
        arena.close();
    }

    /** One call over all N x N elements; the score is per element. */
    @Benchmark
    @OperationsPerInvocation(N * N)
    public void run() throws Throwable {
        if (bare != null) {
            bare.invokeExact(xs, ys);
        } else {
            call.call();
        }
    }
}

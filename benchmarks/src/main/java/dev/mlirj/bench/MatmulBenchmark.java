package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.mlirj.bench.KernelSources.Flavour;
import dev.mlirj.executionengine.CompiledFunction;
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
 * C += A B on 512x512 f32 in i-j-k and i-k-j order. mlirj in three flavours each (separate multiply and add,
 * {@code math.fma}, {@code fastmath<contract>}); Java arrays (both orders) and segments (i-k-j); C in both
 * orders with clang's default contraction, and i-k-j without contraction. Every variant is checked against the
 * Java i-j-k reference (same summation order; only fusing rounds differently) in the setup.
 */
public class MatmulBenchmark extends KernelBenchmark {
    private static final int N = KernelSources.MATMUL_N;
    private static final double TOLERANCE = 1e-4;
    private static final FunctionDescriptor C_MATMUL = FunctionDescriptor.ofVoid(JAVA_LONG, ADDRESS, ADDRESS, ADDRESS);

    private PreparedCall ijk;
    private PreparedCall ijkFma;
    private PreparedCall ijkContract;
    private PreparedCall ikj;
    private PreparedCall ikjFma;
    private PreparedCall ikjChecked;
    private PreparedCall ikjContract;
    private MethodHandle cIjk;
    private MethodHandle cIkj;
    private MethodHandle cIkjNoContract;
    private float[] aa;
    private float[] ba;
    private float[] ca;
    private MemorySegment as;
    private MemorySegment bs;
    private MemorySegment cs;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        aa = Data.floats(N * N, 4);
        ba = Data.floats(N * N, 5);
        float[] c0 = Data.floats(N * N, 6);
        float[] expected = c0.clone();
        JavaKernels.matmulIjk(N, aa, ba, expected);
        ca = c0.clone();
        JavaKernels.matmulIkj(N, aa, ba, ca);
        Data.check("Java i-k-j matmul", expected, ca, TOLERANCE);
        as = Data.segment(arena, aa);
        bs = Data.segment(arena, ba);
        cs = Data.segment(arena, c0);

        ijk = compile("ijk-plain", KernelSources.matmulIjk(Flavour.PLAIN), expected, c0);
        ijkFma = compile("ijk-fma", KernelSources.matmulIjk(Flavour.FMA), expected, c0);
        ijkContract = compile("ijk-contract", KernelSources.matmulIjk(Flavour.CONTRACT), expected, c0);
        ikj = compile("ikj-plain", KernelSources.matmulIkj(Flavour.PLAIN), expected, c0);
        ikjFma = compile("ikj-fma", KernelSources.matmulIkj(Flavour.FMA), expected, c0);
        ikjContract = compile("ikj-contract", KernelSources.matmulIkj(Flavour.CONTRACT), expected, c0);
        ikjChecked = prepare("ikj-plain-checked", compileChecked("matmul-ikj-plain-checked.mlir",
                KernelSources.matmulIkj(Flavour.PLAIN)).checkedFunction("matmul"), expected, c0);

        Data.fill(cs, c0);
        JavaKernels.matmulIkj(N, as, bs, cs);
        Data.check("Java segment i-k-j matmul", expected, cs, TOLERANCE);

        if (NativeKernels.available()) {
            cIjk = checkC("matmul_ijk", expected, c0);
            cIkj = checkC("matmul_ikj", expected, c0);
            cIkjNoContract = checkC("matmul_ikj_nocontract", expected, c0);
        }
        Data.fill(cs, c0);
    }

    private PreparedCall compile(String name, String text, float[] expected, float[] c0) {
        return prepare(name, compile("matmul-" + name + ".mlir", text).function("matmul"), expected, c0);
    }

    private PreparedCall prepare(String name, CompiledFunction function, float[] expected, float[] c0) {
        PreparedCall call = function.prepare(arena, PreparedCall.Form.C_INTERFACE);
        call.set(0, MemRefView.ofSegment(as, MemRefElementType.F32, N, N))
                .set(1, MemRefView.ofSegment(bs, MemRefElementType.F32, N, N))
                .set(2, MemRefView.ofSegment(cs, MemRefElementType.F32, N, N));
        Data.fill(cs, c0);
        call.call();
        Data.check("mlirj matmul " + name, expected, cs, TOLERANCE);
        return call;
    }

    private MethodHandle checkC(String name, float[] expected, float[] c0) throws Throwable {
        MethodHandle h = NativeKernels.handle(name, C_MATMUL);
        Data.fill(cs, c0);
        h.invokeExact((long) N, as, bs, cs);
        Data.check("C " + name, expected, cs, TOLERANCE);
        return h;
    }

    @Benchmark
    public void mlirj_ijk() {
        ijk.call();
    }

    @Benchmark
    public void mlirj_ijk_fma() {
        ijkFma.call();
    }

    @Benchmark
    public void mlirj_ijk_contract() {
        ijkContract.call();
    }

    @Benchmark
    public void mlirj_ikj() {
        ikj.call();
    }

    /** i-k-j plain with runtime checks ({@code generate-runtime-verification}), through the engine's checked calls. */
    @Benchmark
    public void mlirj_ikj_checked() {
        ikjChecked.call();
    }

    @Benchmark
    public void mlirj_ikj_fma() {
        ikjFma.call();
    }

    @Benchmark
    public void mlirj_ikj_contract() {
        ikjContract.call();
    }

    @Benchmark
    public void javaArrays_ijk() {
        JavaKernels.matmulIjk(N, aa, ba, ca);
    }

    @Benchmark
    public void javaArrays_ikj() {
        JavaKernels.matmulIkj(N, aa, ba, ca);
    }

    @Benchmark
    public void javaSegments_ikj() {
        JavaKernels.matmulIkj(N, as, bs, cs);
    }

    @Benchmark
    public void c_ijk() throws Throwable {
        requireC(cIjk).invokeExact((long) N, as, bs, cs);
    }

    @Benchmark
    public void c_ikj() throws Throwable {
        requireC(cIkj).invokeExact((long) N, as, bs, cs);
    }

    @Benchmark
    public void c_ikj_nocontract() throws Throwable {
        requireC(cIkjNoContract).invokeExact((long) N, as, bs, cs);
    }
}

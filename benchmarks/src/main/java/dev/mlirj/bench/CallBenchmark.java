package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.MemRefView;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of one call into compiled code: the trivial kernel {@code @touch(memref<?x?xf32>) -> f32} (element
 * [0][0]) called with a rank-2 descriptor prepared once, against a bare FFM downcall to a C function reading
 * the same descriptor. Nothing is allocated per call on the handle paths.
 *
 * <p>Handles are {@code static final} constants ({@link Constants}), as jextract-generated bindings hold them
 * and as a hot kernel should be held, so the JIT inlines the downcall; the {@code Field} variants call through
 * handles in instance fields instead, which the JIT cannot treat as constants (a few nanoseconds more, for C as
 * for mlirj).
 *
 * <ul>
 *   <li>{@code cifaceAutomatic}: {@code _mlir_ciface_touch} of an engine of automatic lifetime
 *       ({@code ExecutionEngineOptions.withAutomaticLifetime}), whose addresses calls need not acquire;
 *   <li>{@code cifaceHandle}: the same of an explicitly closed engine, every call acquiring and releasing its
 *       shared scope (the check that makes a call after {@code close()} throw); {@code cifaceUncheckedHandle}
 *       skips it ({@link CompiledFunction#withoutLifetimeChecks()});
 *   <li>{@code expanded}: the expanded form (seven arguments), automatic engine;
 *   <li>{@code packed}: the packed form {@code _mlir_touch(void **)} ({@link CompiledFunction#packedHandle()}) with
 *       its pointer array prepared once, automatic engine;
 *   <li>{@code preparedCiface}, {@code preparedPacked}: mlirj's {@link PreparedCall} (per thread, so in the
 *       benchmark's state), automatic engine;
 *   <li>{@code ...Critical}: the same through {@link CompiledFunction#withCriticalCalls()} against a critical
 *       downcall to C;
 *   <li>{@code cDowncall}, {@code cCriticalDowncall}: the C function (looked up in the global scope).
 * </ul>
 * The class initialiser checks every path returns the element.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CallBenchmark {
    static final float VALUE = 42.5f;
    static final long ROWS = 4;
    static final long COLS = 8;

    /** Everything the benchmarks call through, made once per JVM; the engines live as long as the JVM. */
    static final class Constants {
        static final MemorySegment DATA;
        /** DATA as a 4x8 row-major view, and its rank-2 descriptor. */
        static final MemRefView VIEW;
        static final MemorySegment DESCRIPTOR;
        static final CompiledFunction AUTOMATIC;
        static final MethodHandle CIFACE_AUTOMATIC;
        static final MethodHandle CIFACE_AUTOMATIC_CRITICAL;
        static final MethodHandle CIFACE;
        static final MethodHandle CIFACE_CRITICAL;
        static final MethodHandle CIFACE_UNCHECKED;
        static final MethodHandle CIFACE_UNCHECKED_CRITICAL;
        static final MethodHandle EXPANDED;
        static final MethodHandle EXPANDED_CRITICAL;
        static final MethodHandle PACKED;
        static final MethodHandle PACKED_CRITICAL;
        /** The packed form's {@code void **}: seven pointers into DESCRIPTOR (expanded arguments), then the result. */
        static final MemorySegment PACKED_ARGS;
        static final MemorySegment PACKED_RESULT;
        static final MethodHandle C;
        static final MethodHandle C_CRITICAL;

        static {
            Arena arena = Arena.global();
            DATA = arena.allocate(ROWS * COLS * Float.BYTES, 64);
            DATA.set(JAVA_FLOAT, 0, VALUE);
            VIEW = MemRefView.ofSegment(DATA, MemRefElementType.F32, ROWS, COLS);
            DESCRIPTOR = VIEW.descriptor(arena);

            AUTOMATIC = MlirKernel.compileAutomatic("touch.mlir", KernelSources.touch()).function("touch");
            CIFACE_AUTOMATIC = AUTOMATIC.cInterfaceHandle();
            CIFACE_AUTOMATIC_CRITICAL = AUTOMATIC.withCriticalCalls().cInterfaceHandle();
            EXPANDED = AUTOMATIC.expandedHandle();
            EXPANDED_CRITICAL = AUTOMATIC.withCriticalCalls().expandedHandle();
            PACKED = AUTOMATIC.packedHandle();
            PACKED_CRITICAL = AUTOMATIC.withCriticalCalls().packedHandle();
            // The expanded arguments are the descriptor's seven 8-byte fields, in order: point at each of them.
            PACKED_RESULT = arena.allocate(JAVA_FLOAT);
            PACKED_ARGS = arena.allocate(ADDRESS, 8);
            for (int i = 0; i < 7; i++) {
                PACKED_ARGS.setAtIndex(ADDRESS, i, DESCRIPTOR.asSlice(i * 8L, 8));
            }
            PACKED_ARGS.setAtIndex(ADDRESS, 7, PACKED_RESULT);
            // Never closed: the JVM ends with the benchmark's fork.
            CompiledFunction explicit = MlirKernel.compile("touch.mlir", KernelSources.touch()).function("touch");
            CIFACE = explicit.cInterfaceHandle();
            CIFACE_CRITICAL = explicit.withCriticalCalls().cInterfaceHandle();
            CIFACE_UNCHECKED = explicit.withoutLifetimeChecks().cInterfaceHandle();
            CIFACE_UNCHECKED_CRITICAL = explicit.withoutLifetimeChecks().withCriticalCalls().cInterfaceHandle();
            FunctionDescriptor fd = FunctionDescriptor.of(JAVA_FLOAT, ADDRESS);
            C = NativeKernels.available() ? NativeKernels.handle("touch", fd, false) : null;
            C_CRITICAL = NativeKernels.available() ? NativeKernels.handle("touch", fd, true) : null;
        }

        private Constants() {
        }
    }

    private PreparedCall preparedCiface;
    private PreparedCall preparedPacked;
    private PreparedCall preparedPackedCritical;
    private MethodHandle cifaceAutomaticField;
    private MethodHandle cField;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        preparedCiface = Constants.AUTOMATIC.prepare(Arena.ofAuto(), PreparedCall.Form.C_INTERFACE)
                .set(0, Constants.VIEW);
        preparedPacked = Constants.AUTOMATIC.prepare(Arena.ofAuto(), PreparedCall.Form.PACKED).set(0, Constants.VIEW);
        preparedPackedCritical = Constants.AUTOMATIC.withCriticalCalls().prepare(Arena.ofAuto(),
                PreparedCall.Form.PACKED).set(0, Constants.VIEW);
        cifaceAutomaticField = Constants.CIFACE_AUTOMATIC;
        cField = Constants.C;
        check("ciface automatic", cifaceAutomatic());
        check("ciface automatic critical", cifaceAutomaticCritical());
        check("ciface automatic (field)", cifaceAutomaticField());
        check("ciface", cifaceHandle());
        check("ciface critical", cifaceCriticalHandle());
        check("ciface unchecked", cifaceUncheckedHandle());
        check("ciface unchecked critical", cifaceUncheckedCriticalHandle());
        check("expanded", expanded());
        check("expanded critical", expandedCritical());
        check("packed", packed());
        check("packed critical", packedCritical());
        check("prepared ciface", preparedCiface());
        check("prepared packed", preparedPacked());
        check("prepared packed critical", preparedPackedCritical());
        if (NativeKernels.available()) {
            check("C", cDowncall());
            check("C critical", cCriticalDowncall());
            check("C (field)", cDowncallField());
        }
    }

    private static void check(String path, float got) {
        if (got != VALUE) {
            throw new IllegalStateException("the " + path + " call returns " + got + ", not " + VALUE);
        }
    }

    @Benchmark
    public float cifaceAutomatic() throws Throwable {
        return (float) Constants.CIFACE_AUTOMATIC.invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float cifaceAutomaticCritical() throws Throwable {
        return (float) Constants.CIFACE_AUTOMATIC_CRITICAL.invokeExact(Constants.DESCRIPTOR);
    }

    /** Through a handle in a field, not a constant. */
    @Benchmark
    public float cifaceAutomaticField() throws Throwable {
        return (float) cifaceAutomaticField.invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float cifaceHandle() throws Throwable {
        return (float) Constants.CIFACE.invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float cifaceCriticalHandle() throws Throwable {
        return (float) Constants.CIFACE_CRITICAL.invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float cifaceUncheckedHandle() throws Throwable {
        return (float) Constants.CIFACE_UNCHECKED.invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float cifaceUncheckedCriticalHandle() throws Throwable {
        return (float) Constants.CIFACE_UNCHECKED_CRITICAL.invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float expanded() throws Throwable {
        return (float) Constants.EXPANDED.invokeExact(Constants.DATA, Constants.DATA, 0L, ROWS, COLS, COLS, 1L);
    }

    @Benchmark
    public float expandedCritical() throws Throwable {
        return (float) Constants.EXPANDED_CRITICAL.invokeExact(Constants.DATA, Constants.DATA, 0L, ROWS, COLS, COLS,
                1L);
    }

    @Benchmark
    public float packed() throws Throwable {
        Constants.PACKED.invokeExact(Constants.PACKED_ARGS);
        return Constants.PACKED_RESULT.get(JAVA_FLOAT, 0);
    }

    @Benchmark
    public float packedCritical() throws Throwable {
        Constants.PACKED_CRITICAL.invokeExact(Constants.PACKED_ARGS);
        return Constants.PACKED_RESULT.get(JAVA_FLOAT, 0);
    }

    @Benchmark
    public float preparedCiface() {
        preparedCiface.call();
        return preparedCiface.resultFloat(0);
    }

    @Benchmark
    public float preparedPacked() {
        preparedPacked.call();
        return preparedPacked.resultFloat(0);
    }

    @Benchmark
    public float preparedPackedCritical() {
        preparedPackedCritical.call();
        return preparedPackedCritical.resultFloat(0);
    }

    @Benchmark
    public float cDowncall() throws Throwable {
        return (float) native_(Constants.C).invokeExact(Constants.DESCRIPTOR);
    }

    @Benchmark
    public float cCriticalDowncall() throws Throwable {
        return (float) native_(Constants.C_CRITICAL).invokeExact(Constants.DESCRIPTOR);
    }

    /** Through a handle in a field, not a constant. */
    @Benchmark
    public float cDowncallField() throws Throwable {
        return (float) native_(cField).invokeExact(Constants.DESCRIPTOR);
    }

    private static MethodHandle native_(MethodHandle h) {
        return h != null ? h : NativeKernels.handle("touch", FunctionDescriptor.of(JAVA_FLOAT, ADDRESS));
    }
}

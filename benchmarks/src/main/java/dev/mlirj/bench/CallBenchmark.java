package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.MemRef;
import dev.mlirj.executionengine.MemRefDescriptor;
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
 * The cost of one call into compiled code: the trivial kernel {@code @touch(memref<?x?xf32>) -> f32} (element
 * [0][0]) through {@code _mlir_ciface_touch} with a rank-2 descriptor prepared once (as an exact handle, and
 * through mlirj's {@link PreparedCall}), through the expanded form (seven arguments), through the packed form
 * ({@link PreparedCall}), against a bare FFM downcall to a C function reading the same descriptor; and the
 * critical-call path ({@link CompiledFunction#withCriticalCalls()}) of each against a critical downcall to C.
 * Nothing is allocated per call on the exact-handle paths. The {@code Unchecked} variants skip the acquire and
 * release of the engine's scope that every call through a looked-up address makes
 * ({@link CompiledFunction#withoutLifetimeChecks()}); the C library is looked up in the global scope, so its
 * calls never pay it. The setup checks every path returns the element.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CallBenchmark {
    private static final float VALUE = 42.5f;
    private static final long ROWS = 4;
    private static final long COLS = 8;

    private Arena arena;
    private MlirKernel kernel;
    private MemorySegment data;
    private MemorySegment descriptor;
    private MethodHandle ciface;
    private MethodHandle cifaceCritical;
    private MethodHandle cifaceUnchecked;
    private MethodHandle cifaceUncheckedCritical;
    private MethodHandle expanded;
    private MethodHandle expandedCritical;
    private PreparedCall preparedCiface;
    private PreparedCall preparedPacked;
    private PreparedCall preparedPackedCritical;
    private MethodHandle c;
    private MethodHandle cCritical;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        arena = Arena.ofShared();
        data = arena.allocate(ROWS * COLS * Float.BYTES, 64);
        data.set(JAVA_FLOAT, 0, VALUE);
        MemRefDescriptor d = MemRefDescriptor.ranked(2);
        descriptor = arena.allocate(d.layout());
        d.setAllocated(descriptor, data);
        d.setAligned(descriptor, data);
        d.setOffset(descriptor, 0);
        d.setSize(descriptor, 0, ROWS);
        d.setSize(descriptor, 1, COLS);
        d.setStride(descriptor, 0, COLS);
        d.setStride(descriptor, 1, 1);

        kernel = MlirKernel.compile("touch.mlir", KernelSources.touch());
        CompiledFunction touch = kernel.function("touch");
        CompiledFunction critical = touch.withCriticalCalls();
        ciface = touch.cInterfaceHandle();
        cifaceCritical = critical.cInterfaceHandle();
        cifaceUnchecked = touch.withoutLifetimeChecks().cInterfaceHandle();
        cifaceUncheckedCritical = critical.withoutLifetimeChecks().cInterfaceHandle();
        expanded = touch.expandedHandle();
        expandedCritical = critical.expandedHandle();
        MemRef view = MemRef.ofSegment(data, MemRefElementType.F32, ROWS, COLS);
        preparedCiface = touch.prepare(arena, PreparedCall.Form.C_INTERFACE).set(0, view);
        preparedPacked = touch.prepare(arena, PreparedCall.Form.PACKED).set(0, view);
        preparedPackedCritical = critical.prepare(arena, PreparedCall.Form.PACKED).set(0, view);
        check("ciface", cifaceHandle());
        check("ciface critical", cifaceCriticalHandle());
        check("ciface unchecked", cifaceUncheckedHandle());
        check("ciface unchecked critical", cifaceUncheckedCriticalHandle());
        check("expanded", expanded());
        check("expanded critical", expandedCritical());
        check("prepared ciface", preparedCiface());
        check("prepared packed", preparedPacked());
        check("prepared packed critical", preparedPackedCritical());
        if (NativeKernels.available()) {
            FunctionDescriptor fd = FunctionDescriptor.of(JAVA_FLOAT, ADDRESS);
            c = NativeKernels.handle("touch", fd, false);
            cCritical = NativeKernels.handle("touch", fd, true);
            check("C", cDowncall());
            check("C critical", cCriticalDowncall());
        }
    }

    private static void check(String path, float got) {
        if (got != VALUE) {
            throw new IllegalStateException("the " + path + " call returns " + got + ", not " + VALUE);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        kernel.close();
        arena.close();
    }

    @Benchmark
    public float cifaceHandle() throws Throwable {
        return (float) ciface.invokeExact(descriptor);
    }

    @Benchmark
    public float cifaceCriticalHandle() throws Throwable {
        return (float) cifaceCritical.invokeExact(descriptor);
    }

    /** Without the engine scope's liveness check ({@link CompiledFunction#withoutLifetimeChecks()}). */
    @Benchmark
    public float cifaceUncheckedHandle() throws Throwable {
        return (float) cifaceUnchecked.invokeExact(descriptor);
    }

    @Benchmark
    public float cifaceUncheckedCriticalHandle() throws Throwable {
        return (float) cifaceUncheckedCritical.invokeExact(descriptor);
    }

    @Benchmark
    public float expanded() throws Throwable {
        return (float) expanded.invokeExact(data, data, 0L, ROWS, COLS, COLS, 1L);
    }

    @Benchmark
    public float expandedCritical() throws Throwable {
        return (float) expandedCritical.invokeExact(data, data, 0L, ROWS, COLS, COLS, 1L);
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
        return (float) native_(c).invokeExact(descriptor);
    }

    @Benchmark
    public float cCriticalDowncall() throws Throwable {
        return (float) native_(cCritical).invokeExact(descriptor);
    }

    private static MethodHandle native_(MethodHandle h) {
        return h != null ? h : NativeKernels.handle("touch", FunctionDescriptor.of(JAVA_FLOAT, ADDRESS));
    }
}

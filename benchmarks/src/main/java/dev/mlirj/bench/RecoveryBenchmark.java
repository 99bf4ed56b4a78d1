package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.mlirj.executionengine.BoundCall;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.KernelFailureException;
import dev.mlirj.executionengine.MemRefElementType;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.PreparedCall;
import java.lang.foreign.Arena;
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
 * What a recovery point costs per call (issue 19): {@code @touch(memref<?x?xf32>) -> f32} of
 * {@link CallBenchmark}, from a module that cannot fail ({@code plain...}, no guards) and from one whose
 * {@code cf.assert} (which holds) makes its entry points guarded ({@code guarded...}: the guard publishes a
 * {@code jmp_buf}, calls {@code _setjmp} and the kernel, and Java reads the engine's failure count after the
 * call). Three ways of calling: the exact {@code _mlir_ciface_} handle followed by
 * {@link ExecutionEngine#rethrowFailure()}, a {@link BoundCall} and a {@link PreparedCall} of the engine's
 * {@link ExecutionEngine#function}, which check by themselves. {@code failingBound}: a call that fails every time,
 * caught as a {@link KernelFailureException} (the jump back, the record, the exception). Engines of automatic
 * lifetime, as {@code dev.mlirj.JitModule} makes them.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RecoveryBenchmark {
    static final float VALUE = 42.5f;

    /** The engines and handles, made once per JVM; the engines live as long as the JVM. */
    static final class Constants {
        static final MemorySegment DATA;
        static final MemRefView VIEW;
        static final MemorySegment DESCRIPTOR;
        static final ExecutionEngine PLAIN_ENGINE;
        static final ExecutionEngine GUARDED_ENGINE;
        static final CompiledFunction PLAIN;
        static final CompiledFunction GUARDED;
        static final CompiledFunction FAILING;
        static final MethodHandle PLAIN_CIFACE;
        static final MethodHandle GUARDED_CIFACE;

        static {
            Arena arena = Arena.global();
            DATA = arena.allocate(4 * 8 * Float.BYTES, 64);
            DATA.set(JAVA_FLOAT, 0, VALUE);
            VIEW = MemRefView.ofSegment(DATA, MemRefElementType.F32, 4, 8);
            DESCRIPTOR = VIEW.descriptor(arena);
            MlirKernel plain = MlirKernel.compileAutomatic("touch.mlir", KernelSources.touch());
            MlirKernel guarded = MlirKernel.compileAutomatic("touch_guarded.mlir", KernelSources.touchGuarded());
            PLAIN_ENGINE = plain.engine();
            GUARDED_ENGINE = guarded.engine();
            PLAIN = plain.checkedFunction("touch");
            GUARDED = guarded.checkedFunction("touch");
            FAILING = guarded.checkedFunction("touch_failing");
            PLAIN_CIFACE = PLAIN.cInterfaceHandle();
            GUARDED_CIFACE = GUARDED.cInterfaceHandle();
        }

        private Constants() {
        }
    }

    private BoundCall plainBound;
    private BoundCall guardedBound;
    private BoundCall failingBound;
    private PreparedCall plainPrepared;
    private PreparedCall guardedPrepared;

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        plainBound = Constants.PLAIN.prepare(Arena.ofAuto(), PreparedCall.Form.C_INTERFACE).set(0, Constants.VIEW)
                .bind();
        guardedBound = Constants.GUARDED.prepare(Arena.ofAuto(), PreparedCall.Form.C_INTERFACE)
                .set(0, Constants.VIEW).bind();
        failingBound = Constants.FAILING.prepare(Arena.ofAuto(), PreparedCall.Form.C_INTERFACE)
                .set(0, Constants.VIEW).bind();
        plainPrepared = Constants.PLAIN.prepare(Arena.ofAuto(), PreparedCall.Form.PACKED).set(0, Constants.VIEW);
        guardedPrepared = Constants.GUARDED.prepare(Arena.ofAuto(), PreparedCall.Form.PACKED)
                .set(0, Constants.VIEW);
        check("plain ciface", plainCiface());
        check("guarded ciface", guardedCiface());
        check("plain bound", plainBound());
        check("guarded bound", guardedBound());
        check("plain prepared", plainPrepared());
        check("guarded prepared", guardedPrepared());
        if (failingBound() != 1) {
            throw new IllegalStateException("touch_failing did not fail");
        }
        if (!guardedIsGuarded()) {
            throw new IllegalStateException("the guarded module has no recovery points");
        }
    }

    private static boolean guardedIsGuarded() {
        try {
            Constants.GUARDED_ENGINE.lookup("__mlirj_unguarded._mlir_ciface_touch");
            return false; // internal after guarding: not exported
        } catch (RuntimeException expected) {
            return true;
        }
    }

    private static void check(String path, float got) {
        if (got != VALUE) {
            throw new IllegalStateException("the " + path + " call returns " + got + ", not " + VALUE);
        }
    }

    @Benchmark
    public float plainCiface() throws Throwable {
        float r = (float) Constants.PLAIN_CIFACE.invokeExact(Constants.DESCRIPTOR);
        Constants.PLAIN_ENGINE.rethrowFailure();
        return r;
    }

    @Benchmark
    public float guardedCiface() throws Throwable {
        float r = (float) Constants.GUARDED_CIFACE.invokeExact(Constants.DESCRIPTOR);
        Constants.GUARDED_ENGINE.rethrowFailure();
        return r;
    }

    @Benchmark
    public float plainBound() {
        return (float) plainBound.call();
    }

    @Benchmark
    public float guardedBound() {
        return (float) guardedBound.call();
    }

    @Benchmark
    public float plainPrepared() {
        plainPrepared.call();
        return plainPrepared.resultFloat(0);
    }

    @Benchmark
    public float guardedPrepared() {
        guardedPrepared.call();
        return guardedPrepared.resultFloat(0);
    }

    @Benchmark
    public int failingBound() {
        try {
            failingBound.call();
            return 0;
        } catch (KernelFailureException e) {
            return 1;
        }
    }
}

package dev.mlirj.bench;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.mlirj.JitFunction;
import dev.mlirj.JitModule;
import dev.mlirj.Shaped;
import dev.mlirj.executionengine.BoundCall;
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
 * The one-step API's calls ({@link JitModule}, {@link JitFunction}) of the rank-2 {@code @touch} kernel of
 * {@link CallBenchmark}, against the references the targets name, arguments prepared once:
 * <ul>
 *   <li>{@code cifaceAutomatic}: the exact {@code _mlir_ciface_} handle of an automatic engine on a descriptor
 *       (the reference of the one-step call);
 *   <li>{@code oneStepView}: {@code JitFunction.call(view)}, the generic boxed call on a native 4x8 view;
 *   <li>{@code oneStepBound}: {@code JitFunction.bind(view).call()}, the call bound once (descriptor written once);
 *   <li>{@code oneStepArray}: {@code JitFunction.call(Shaped.of(float[32], 4, 8))}: copied in and back;
 *   <li>{@code inPlaceGeneric}: {@code JitFunction.callInPlace(Shaped...)}, the Java array in place, boxed;
 *   <li>{@code inPlaceHandle}: the same through the exact heap-access handle held in a constant (the array as
 *       {@code MemorySegment.ofArray}, seven arguments);
 *   <li>{@code inPlaceHandleExplicit}: the same of a module whose engine is closed explicitly (its calls acquire
 *       and release the engine's scope);
 *   <li>{@code cCriticalHeap}: a critical downcall with heap access to C reading the same array (the reference
 *       of the in-place call).
 * </ul>
 */
@State(Scope.Thread)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class JitApiBenchmark {
    static final class Constants {
        static final JitFunction TOUCH;
        /** {@code TOUCH} bound once to the 4x8 view of {@link CallBenchmark}. */
        static final BoundCall BOUND;
        static final MethodHandle IN_PLACE;
        /** The heap-access handle of a module with an explicitly closed engine (every call acquires its scope). */
        static final MethodHandle IN_PLACE_EXPLICIT;
        static final MethodHandle C_HEAP;
        static final float[] ARRAY = new float[(int) (CallBenchmark.ROWS * CallBenchmark.COLS)];
        static final Shaped SHAPED = Shaped.of(ARRAY, CallBenchmark.ROWS, CallBenchmark.COLS);

        static {
            ARRAY[0] = CallBenchmark.VALUE;
            // Never closed: the JVM ends with the benchmark's fork.
            TOUCH = JitModule.compile("touch.mlir", KernelSources.touch(), JitModule.defaultOptions())
                    .function("touch");
            BOUND = TOUCH.bind(CallBenchmark.Constants.VIEW);
            IN_PLACE = TOUCH.compiled().heapAccessHandle();
            IN_PLACE_EXPLICIT = JitModule.compile("touch.mlir", KernelSources.touch(),
                    JitModule.defaultOptions().withAutomaticLifetime(false)).function("touch").compiled()
                    .heapAccessHandle();
            C_HEAP = NativeKernels.available()
                    ? NativeKernels.heapAccessHandle("touch_array", FunctionDescriptor.of(JAVA_FLOAT, ADDRESS))
                    : null;
        }

        private Constants() {
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws Throwable {
        check("one-step view", oneStepView());
        check("one-step bound", oneStepBound());
        check("one-step array", oneStepArray());
        check("in place generic", inPlaceGeneric());
        check("in place handle", inPlaceHandle());
        check("in place handle, explicit engine", inPlaceHandleExplicit());
        check("ciface automatic", new CallBenchmark().cifaceAutomatic());
        if (Constants.C_HEAP != null) {
            check("C critical heap", cCriticalHeap());
        }
    }

    private static void check(String what, float value) {
        if (value != CallBenchmark.VALUE) {
            throw new IllegalStateException(what + " returned " + value + ", not " + CallBenchmark.VALUE);
        }
    }

    @Benchmark
    public float cifaceAutomatic() throws Throwable {
        return (float) CallBenchmark.Constants.CIFACE_AUTOMATIC.invokeExact(CallBenchmark.Constants.DESCRIPTOR);
    }

    @Benchmark
    public float oneStepView() {
        return (float) Constants.TOUCH.call(CallBenchmark.Constants.VIEW);
    }

    @Benchmark
    public float oneStepBound() {
        return (float) Constants.BOUND.call();
    }

    @Benchmark
    public float oneStepArray() {
        return (float) Constants.TOUCH.call(Constants.SHAPED);
    }

    @Benchmark
    public float inPlaceGeneric() {
        return (float) Constants.TOUCH.callInPlace(Constants.SHAPED);
    }

    @Benchmark
    public float inPlaceHandle() throws Throwable {
        MemorySegment a = MemorySegment.ofArray(Constants.ARRAY);
        return (float) Constants.IN_PLACE.invokeExact(a, a, 0L, CallBenchmark.ROWS, CallBenchmark.COLS,
                CallBenchmark.COLS, 1L);
    }

    @Benchmark
    public float inPlaceHandleExplicit() throws Throwable {
        MemorySegment a = MemorySegment.ofArray(Constants.ARRAY);
        return (float) Constants.IN_PLACE_EXPLICIT.invokeExact(a, a, 0L, CallBenchmark.ROWS, CallBenchmark.COLS,
                CallBenchmark.COLS, 1L);
    }

    @Benchmark
    public float cCriticalHeap() throws Throwable {
        return (float) Constants.C_HEAP.invokeExact(MemorySegment.ofArray(Constants.ARRAY));
    }
}

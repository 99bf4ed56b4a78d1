package dev.mlirj;

import dev.mlirj.executionengine.BoundCall;
import dev.mlirj.executionengine.CallResults;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.PreparedCall;
import java.lang.foreign.Arena;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One function of a {@link JitModule}, callable with arguments as Java holds them. Made by
 * {@link JitModule#function}; valid while its module is open (a call after {@link JitModule#close()} throws).
 *
 * <p>Arguments, one per parameter of the {@code func.func}, in order:
 * <ul>
 *   <li>a memref parameter takes a Java primitive array of its element type ({@code float[]} for {@code f32},
 *       {@code double[]} for {@code f64}, {@code int[]}/{@code long[]}/{@code short[]}/{@code byte[]}/
 *       {@code boolean[]} for {@code i32}/{@code i64} or {@code index}/{@code i16}/{@code i8}/{@code i1}) when its
 *       rank is 1 or its shape is static, a {@link Shaped} array for dynamic shapes of higher rank, or a
 *       {@link dev.mlirj.executionengine.MemRefView} over native memory (used in place). An array is copied into
 *       native memory for the call and back into the array after it, so writes of the kernel are seen;</li>
 *   <li>a scalar parameter takes a boxed Java value of its type ({@code Float} for {@code f32}, {@code Long} or
 *       {@code Integer} for integers and {@code index}, {@code Boolean} for {@code i1}, ...).</li>
 * </ul>
 * Every argument is checked against the signature before any native code runs; a mismatch is an
 * {@link IllegalArgumentException} naming the argument and both types.
 *
 * <p>Thread-safe: threads may call one function at once (each call has its own argument memory).
 */
public final class JitFunction {
    private final JitModule module;
    private final CompiledFunction compiled;
    private final String inPlaceRefusal;
    /**
     * Argument buffers and a prepared call kept from call to call: a call takes it (or makes a new one when another
     * call holds it) and puts it back. Held by this function only, so nothing outlives the function through it.
     */
    private final AtomicReference<CallState> spare = new AtomicReference<>();

    JitFunction(JitModule module, CompiledFunction compiled, String inPlaceRefusal) {
        this.module = module;
        this.compiled = compiled;
        this.inPlaceRefusal = inPlaceRefusal;
    }

    /** The state of one call at a time. */
    private record CallState(JitArguments arguments, PreparedCall prepared) {
    }

    private CallState newState() {
        JitArguments arguments = new JitArguments(compiled.signature());
        return new CallState(arguments, compiled.prepare(arguments.arena(), PreparedCall.Form.C_INTERFACE));
    }

    /** The function's name, without {@code @}. */
    public String name() {
        return compiled.signature().name();
    }

    /** The signature the function had before lowering, which the arguments are checked against. */
    public FunctionSignature signature() {
        return compiled.signature();
    }

    /**
     * Calls the function and returns its results: null when it has none, the result when it has one (a boxed
     * scalar, or an {@link dev.mlirj.executionengine.OwnedMemRef} the caller closes), else a {@code List} of them
     * in order.
     *
     * @throws IllegalArgumentException if an argument does not fit its parameter
     * @throws IllegalStateException    if the module is closed
     */
    public Object call(Object... args) {
        CallResults results = invoke(args); // not closed: its memrefs go to the caller
        if (results.size() <= 1) {
            return results.size() == 0 ? null : results.get(0);
        }
        List<Object> values = new ArrayList<>(results.size());
        for (int r = 0; r < results.size(); r++) {
            values.add(results.get(r));
        }
        return List.copyOf(values);
    }

    /**
     * Calls the function and returns its results with typed accessors ({@link CallResults#getFloat} ...); closing
     * them frees returned memrefs.
     *
     * @throws IllegalArgumentException if an argument does not fit its parameter
     * @throws IllegalStateException    if the module is closed
     */
    public CallResults invoke(Object... args) {
        module.checkOpen();
        CallState state = spare.getAndSet(null);
        if (state == null) {
            state = newState();
        }
        try {
            state.prepared.setAll(state.arguments.convert(args));
            state.prepared.call();
            state.arguments.copyBack();
            return state.prepared.results();
        } finally {
            spare.set(state);
        }
    }

    /**
     * Calls the function on Java arrays in place, without copying them: the arrays' own memory is passed to the
     * compiled code through a critical downcall with heap access ({@link CompiledFunction#heapAccessHandle()}).
     * Memref arguments are {@code byte[]}, {@code short[]}, {@code int[]}, {@code long[]}, {@code float[]} or
     * {@code double[]} arrays (or {@link Shaped} ones) of row-major memref types; scalars as for {@link #call}.
     * Returns the scalar result boxed, or null.
     *
     * <p>Only a function that qualifies may be called so ({@link #callableInPlace()}): it returns at most one
     * scalar, and neither it nor anything it calls can call back into Java: every function it calls, directly or
     * through others, is defined in the module or is a native function of the process (the C library's
     * {@code malloc}, {@code free}, {@code memcpy}, the math library ...), none is a Java symbol of the engine
     * (MLIR's runner utilities, such as {@code printMemrefF32}, are Java code in mlirj), and it makes no indirect
     * call. Others throw {@link IllegalStateException} saying why; {@link #call} works for every function. While
     * the call runs the garbage collector waits for it (the arrays must not move), so use it for kernels that run
     * for microseconds to milliseconds, not seconds; and the compiled code must not keep the arrays' addresses
     * after it returns (MLIR's code does not, unless it stores a pointer into a global).
     *
     * @throws IllegalStateException    if the function does not qualify, or the module is closed
     * @throws IllegalArgumentException if an argument does not fit its parameter (checked before the call)
     */
    public Object callInPlace(Object... args) {
        module.checkOpen();
        if (inPlaceRefusal != null) {
            throw new IllegalStateException("@" + name() + " cannot be called in place: " + inPlaceRefusal);
        }
        Object[] spread = InPlaceArguments.spread(compiled.signature(), args);
        try {
            Object result = compiled.heapAccessHandle().invokeWithArguments(spread);
            module.engine().rethrowFailure();
            return compiled.signature().fromCarrier(result);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("calling @" + name() + " in place", t);
        }
    }

    /**
     * The call with {@code args} bound once, for calling again and again at the cost of the downcall: memref
     * arguments are {@link dev.mlirj.executionengine.MemRefView}s over native memory (their descriptors are
     * written now; Java arrays are not accepted, since they would need copying at every call), scalars boxed as for
     * {@link #call}. Every argument is checked now; a call checks only that the memrefs' memory is still
     * accessible. Like the handles of {@link #compiled()}, a bound call does not consult the module: with the
     * default engine of automatic lifetime it stays callable while it is reachable, with an explicitly closed
     * engine it throws once the engine is closed.
     *
     * @throws IllegalArgumentException      if an argument does not fit its parameter, or is a Java array
     * @throws UnsupportedOperationException if the function returns a memref or several results
     * @throws IllegalStateException         if the module is closed
     */
    public BoundCall bind(Object... args) {
        module.checkOpen();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Shaped || (args[i] != null && JitArguments.arrayLength(args[i]) >= 0)) {
                throw new IllegalArgumentException(compiled.signature().describeArgument(i) + " is a Java array; a "
                        + "bound call takes a MemRefView over native memory (or use call or callInPlace)");
            }
        }
        return compiled.prepare(Arena.ofAuto(), PreparedCall.Form.C_INTERFACE).setAll(args)
                .bind();
    }

    /** Whether {@link #callInPlace} may be used; see there. */
    public boolean callableInPlace() {
        return inPlaceRefusal == null;
    }

    /** The compiled function underneath, for the exact-typed handles of the fastest calls. */
    public CompiledFunction compiled() {
        return compiled;
    }

    @Override
    public String toString() {
        return "JitFunction[" + compiled.signature() + "]";
    }
}

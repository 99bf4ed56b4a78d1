package dev.mlirj;

import dev.mlirj.executionengine.CallResults;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.FunctionSignature;
import java.lang.foreign.Arena;
import java.util.ArrayList;
import java.util.List;

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

    JitFunction(JitModule module, CompiledFunction compiled) {
        this.module = module;
        this.compiled = compiled;
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
        try (Arena arena = Arena.ofConfined()) {
            JitArguments arguments = new JitArguments(compiled.signature(), arena);
            CallResults results = compiled.invoke(arguments.convert(args));
            arguments.copyBack();
            return results;
        }
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

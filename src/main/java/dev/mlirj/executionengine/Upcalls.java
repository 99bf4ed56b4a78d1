package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns the Java runner utilities into C function pointers: each becomes an FFM upcall stub in the caller's arena,
 * guarded so that nothing it throws reaches native code (which would end the JVM). A throwable is handed to
 * {@link RunnerOutput#fail} and the function returns 0 (or -1 where it returns a count, as for an invalid
 * {@code verifyMemRef}).
 */
final class Upcalls {
    private static final MethodHandle FAIL;

    static {
        try {
            FAIL = MethodHandles.lookup().findVirtual(RunnerOutput.class, "fail",
                    MethodType.methodType(void.class, String.class, Throwable.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Arena arena;
    private final RunnerOutput output;
    private final Map<String, MemorySegment> symbols = new LinkedHashMap<>();

    Upcalls(Arena arena, RunnerOutput output) {
        this.arena = arena;
        this.output = output;
    }

    /** Adds {@code name} as an upcall to {@code target}, whose type must be what {@code descriptor} maps to. */
    @SuppressWarnings("restricted")
    void add(String name, MethodHandle target, FunctionDescriptor descriptor) {
        MethodType type = target.type();
        MethodHandle handler = MethodHandles.insertArguments(FAIL, 0, output, name); // (Throwable)void
        Class<?> result = type.returnType();
        if (result != void.class) {
            MethodHandle failed = result == long.class ? MethodHandles.constant(long.class, -1L)
                    : MethodHandles.zero(result);
            handler = MethodHandles.filterReturnValue(handler, failed);
        }
        handler = MethodHandles.dropArguments(handler, 1, type.parameterList());
        MethodHandle guarded = MethodHandles.catchException(target, Throwable.class, handler);
        symbols.put(name, Linker.nativeLinker().upcallStub(guarded, descriptor, arena));
    }

    /** Adds {@code name} as an existing native function. */
    void addNative(String name, MemorySegment address) {
        symbols.put(name, address);
    }

    /** What was added, by name, in order. */
    Map<String, MemorySegment> symbols() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(symbols));
    }
}

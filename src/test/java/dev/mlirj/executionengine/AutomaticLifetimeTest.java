package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerType;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * {@link ExecutionEngineOptions#withAutomaticLifetime}: an automatic engine's functions compute what an explicit
 * one's do, through every kind of handle; it cannot be closed; a handle alone keeps its code alive (the module's
 * global destructor, which calls a Java symbol, has not run while the handle is reachable and the handle still
 * computes); and once nothing reaches the engine the garbage collector frees it, global destructor included.
 */
class AutomaticLifetimeTest {
    private static final String IR = """
            @g = global i64 0
            @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [
              { i32, ptr, ptr } { i32 65535, ptr @bye, ptr null }]
            declare void @record(i64)
            define internal void @bye() {
              %v = load i64, ptr @g
              call void @record(i64 %v)
              ret void
            }
            define i64 @triple(i64 %x) {
              %r = mul i64 %x, 3
              store i64 %r, ptr @g
              ret i64 %r
            }
            """;
    /** What each freed engine's destructor saw in {@code @g}: three times the last argument, a tag per engine. */
    private static final Set<Long> DESTRUCTED = ConcurrentHashMap.newKeySet();
    private static final FunctionDescriptor TRIPLE = FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

    static void record(long value) {
        DESTRUCTED.add(value);
    }

    private static ExecutionEngine automaticEngine() throws ReflectiveOperationException {
        MethodHandle record = MethodHandles.lookup().findStatic(AutomaticLifetimeTest.class, "record",
                MethodType.methodType(void.class, long.class));
        ExecutionEngine engine = ExecutionEngine.createFromLlvmIr(IR, "automatic.ll", ExecutionEngineOptions
                .defaults().withAutomaticLifetime(true)
                .withSymbol("record", record, FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG)));
        engine.initialize(); // so the destructor runs when the engine is freed
        return engine;
    }

    /** A handle to {@code @triple} of a fresh automatic engine, which nothing else reaches afterwards. */
    private static MethodHandle tripleOfAnUnreachableEngine(boolean critical) throws ReflectiveOperationException {
        ExecutionEngine engine = automaticEngine();
        MemorySegment address = engine.lookup("triple");
        return critical ? Linker.nativeLinker().downcallHandle(address, TRIPLE, Linker.Option.critical(false))
                : Linker.nativeLinker().downcallHandle(address, TRIPLE);
    }

    @Test
    void callsWorkAndCloseIsRefused() throws Throwable {
        ExecutionEngine engine = automaticEngine();
        assertTrue(engine.options().automaticLifetime());
        MethodHandle triple = Linker.nativeLinker().downcallHandle(engine.lookup("triple"), TRIPLE);
        assertEquals(21L, (long) triple.invokeExact(7L));
        MemorySegment result = Arena.ofAuto().allocate(ValueLayout.JAVA_LONG);
        MemorySegment x = Arena.ofAuto().allocateFrom(ValueLayout.JAVA_LONG, 5L);
        engine.invokePacked("triple", x, result);
        assertEquals(15L, result.get(ValueLayout.JAVA_LONG, 0));
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, engine::close);
        assertTrue(e.getMessage().contains("automatic"), e.getMessage());
        assertFalse(engine.isClosed());
        assertEquals(24L, (long) triple.invokeExact(8L), "still usable after the refused close");
    }

    @Test
    void aHandleKeepsTheCodeAliveAndTheCollectorFreesTheEngineAfterIt() throws Throwable {
        for (long tag : new long[] {1001, 1002}) {
            MethodHandle triple = tripleOfAnUnreachableEngine(tag == 1002);
            assertStaysAlive(triple, tag);
            triple = null;
            long deadline = System.nanoTime() + 20_000_000_000L;
            while (!DESTRUCTED.contains(3 * tag) && System.nanoTime() < deadline) {
                System.gc();
                Thread.sleep(20);
            }
            assertTrue(DESTRUCTED.contains(3 * tag), "the unreachable engine's destructor ran (tag " + tag + ")");
        }
    }

    @Test
    void uncheckedHandlesOfAnAutomaticEngineKeepItAliveToo() throws Throwable {
        ExecutionEngine engine = automaticEngine();
        FunctionSignature signature = FunctionSignature.of("triple",
                new FunctionType(List.of(IntegerType.of(64)), List.of(IntegerType.of(64))));
        MethodHandle triple = CompiledFunction.of(signature, engine::lookup).withoutLifetimeChecks()
                .withCriticalCalls().expandedHandle();
        engine = null;
        assertStaysAlive(triple, 1003);
    }

    /** Calls {@code triple} with {@code tag} between collections; its engine must not be freed meanwhile. */
    private static void assertStaysAlive(MethodHandle triple, long tag) throws Throwable {
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(20);
            assertEquals(3 * tag, (long) triple.invokeExact(tag), "the handle's code is alive");
            assertFalse(DESTRUCTED.contains(3 * tag), "the engine was freed while a handle could call it");
        }
    }
}

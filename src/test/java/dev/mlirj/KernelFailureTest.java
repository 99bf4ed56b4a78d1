package dev.mlirj;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.JavaSymbolException;
import dev.mlirj.executionengine.KernelFailureException;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.PreparedCall;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A kernel that fails returns to Java with a {@link KernelFailureException} carrying the message and the MLIR
 * location, from every way of calling it, and the JVM and the engine go on: the next call works. Failures in a
 * loop, in nested calls, on many threads at once, in code entered again from a Java symbol, and of a bare
 * {@code abort} in LLVM IR.
 */
class KernelFailureTest {
    static final String SOURCE = """
            func.func @check(%x: i64) -> i64 {
              %c0 = arith.constant 0 : i64
              %ok = arith.cmpi sge, %x, %c0 : i64
              cf.assert %ok, "x must not be negative"
              %r = arith.addi %x, %x : i64
              return %r : i64
            }
            func.func @inner(%x: i64) -> i64 {
              %r = func.call @check(%x) : (i64) -> i64
              return %r : i64
            }
            func.func @outer(%x: i64) -> i64 {
              %r = func.call @inner(%x) : (i64) -> i64
              %one = arith.constant 1 : i64
              %s = arith.addi %r, %one : i64
              return %s : i64
            }
            func.func @scale(%m: memref<?xf32>, %stop: index) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %two = arith.constant 2.0 : f32
              %n = memref.dim %m, %c0 : memref<?xf32>
              scf.for %i = %c0 to %n step %c1 {
                %ne = arith.cmpi ne, %i, %stop : index
                cf.assert %ne, "stopped in the loop"
                %v = memref.load %m[%i] : memref<?xf32>
                %w = arith.mulf %v, %two : f32
                memref.store %w, %m[%i] : memref<?xf32>
              }
              return
            }
            """;
    static final String CHECK_LOCATION = "failing.mlir:4:3";

    private static JitModule module;

    @BeforeAll
    static void compile() {
        module = JitModule.compile("failing.mlir", SOURCE, JitModule.defaultOptions());
    }

    @AfterAll
    static void release() {
        module.close();
    }

    private static KernelFailureException fails(Executable call) {
        return assertThrows(KernelFailureException.class, call);
    }

    private static void assertCheckFailure(KernelFailureException e) {
        assertEquals("x must not be negative", e.failureMessage().orElseThrow());
        assertEquals(CHECK_LOCATION, e.location().orElseThrow());
        assertTrue(e.getMessage().contains("failed at " + CHECK_LOCATION + ": x must not be negative"),
                e.getMessage());
    }

    @Test
    void comparisonsSayWhetherTheyHeld() {
        var signed = new KernelFailureException.Comparison("slt", 7, 4);
        assertFalse(signed.holds());
        assertEquals("7 < 4 (false)", signed.toString());
        var unsigned = new KernelFailureException.Comparison("ult", -1, 4);
        assertFalse(unsigned.holds(), "-1 is the largest unsigned value");
        assertEquals("-1 <u 4 (false)", unsigned.toString());
        assertTrue(new KernelFailureException.Comparison("uge", -1, 4).holds());
        assertTrue(new KernelFailureException.Comparison("ne", 0, 4).holds());
        assertThrows(IllegalArgumentException.class, () -> new KernelFailureException.Comparison("olt", 1, 2));
    }

    @Test
    void oneStepCallThrowsAndTheNextCallWorks() {
        JitFunction check = module.function("check");
        for (int round = 0; round < 3; round++) {
            KernelFailureException e = fails(() -> check.call(-1L));
            assertCheckFailure(e);
            assertEquals(List.of(new KernelFailureException.Comparison("sge", -1, 0)), e.comparisons());
            assertTrue(e.getMessage().endsWith("\nvalues compared: -1 >= 0 (false)"), e.getMessage());
            assertEquals(10L, check.call(5L));
        }
        assertCheckFailure(fails(() -> check.invoke(-7L)));
        assertEquals(14L, check.invoke(7L).getLong(0));
    }

    @Test
    void boundAndInPlaceCallsThrow() {
        JitFunction check = module.function("check");
        assertCheckFailure(fails(() -> check.bind(-1L).call()));
        assertEquals(4L, check.bind(2L).call());
        assertTrue(check.callableInPlace(), "a failing kernel is still callable in place");
        assertCheckFailure(fails(() -> check.callInPlace(-1L)));
        assertEquals(6L, check.callInPlace(3L));
    }

    @Test
    void everyFormOfTheCompiledFunctionThrows() {
        CompiledFunction check = module.function("check").compiled();
        assertEquals("_mlir_ciface_check", fails(() -> check.invoke(-1L)).entryPoint());
        assertEquals("_mlir_check", fails(() -> check.invokePacked(-1L)).entryPoint());
        assertEquals("check", fails(() -> check.invokeExpanded(-1L)).entryPoint());
        assertEquals(2L, check.invoke(1L).getLong(0));
        assertEquals(2L, check.invokePacked(1L).getLong(0));
        assertEquals(2L, check.invokeExpanded(1L));
        CompiledFunction critical = check.withCriticalCalls();
        assertCheckFailure(fails(() -> critical.invoke(-1L)));
        assertCheckFailure(fails(() -> critical.invokePacked(-1L)));
        assertEquals(4L, critical.invoke(2L).getLong(0));
        try (Arena arena = Arena.ofConfined()) {
            for (PreparedCall.Form form : PreparedCall.Form.values()) {
                PreparedCall call = check.prepare(arena, form);
                call.set(0, -3L);
                assertCheckFailure(fails(call::call));
                assertThrows(IllegalStateException.class, () -> call.resultLong(0), "no result of a failed call");
                call.set(0, 3L);
                call.call();
                assertEquals(6L, call.resultLong(0));
            }
        }
    }

    @Test
    void engineFormsThrow() throws Throwable {
        ExecutionEngine engine = module.engine();
        CompiledFunction check = engine.function(module.function("check").signature());
        assertCheckFailure(fails(() -> check.invoke(-1L)));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment x = arena.allocateFrom(ValueLayout.JAVA_LONG, -2L);
            MemorySegment r = arena.allocate(ValueLayout.JAVA_LONG);
            assertCheckFailure(fails(() -> engine.invokePacked("check", x, r)));
            x.set(ValueLayout.JAVA_LONG, 0, 21L);
            engine.invokePacked("check", x, r);
            assertEquals(42L, r.get(ValueLayout.JAVA_LONG, 0));
        }
        // An address from lookup, called with a handle of one's own, then checked.
        MethodHandle raw = Linker.nativeLinker().downcallHandle(engine.lookup("check"),
                FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
        long zero = (long) raw.invokeExact(-5L);
        assertEquals(0L, zero, "a failed call returns a zero");
        assertCheckFailure(fails(engine::rethrowFailure));
        engine.rethrowFailure(); // taken: nothing left
        assertEquals(8L, (long) raw.invokeExact(4L));
        engine.rethrowFailure();
    }

    @Test
    void failureInNestedCallsReturnsToTheEntry() {
        JitFunction outer = module.function("outer");
        KernelFailureException e = fails(() -> outer.call(-1L));
        assertCheckFailure(e);
        assertEquals("_mlir_ciface_outer", e.entryPoint());
        assertEquals(11L, outer.call(5L));
    }

    @Test
    void failureInsideALoopLeavesWhatWasDoneBefore() {
        JitFunction scale = module.function("scale");
        float[] data = {1, 2, 3, 4};
        try (Arena arena = Arena.ofConfined()) {
            MemRefView view = MemRefView.of(arena, data);
            KernelFailureException e = fails(() -> scale.call(view, 2L));
            assertEquals("stopped in the loop", e.failureMessage().orElseThrow());
            assertEquals("failing.mlir:25:5", e.location().orElseThrow());
            assertArrayEquals(new float[] {2, 4, 3, 4}, (float[]) view.toArray(), "elements before the failure");
            scale.call(view, 99L);
            assertArrayEquals(new float[] {4, 8, 6, 8}, (float[]) view.toArray());
        }
        // A Java array is copied back only after a call that went well.
        float[] copy = {1, 2, 3};
        fails(() -> scale.call(copy, 0L));
        assertArrayEquals(new float[] {1, 2, 3}, copy);
    }

    @Test
    void threadsGetTheirOwnFailures() throws Exception {
        JitFunction check = module.function("check");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                final long sign = t % 2 == 0 ? 1 : -1;
                results.add(pool.submit(() -> {
                    for (long i = 1; i <= 2_000; i++) {
                        long x = sign * i;
                        if (x < 0) {
                            KernelFailureException e = assertThrows(KernelFailureException.class,
                                    () -> check.call(x));
                            assertCheckFailure(e);
                        } else {
                            assertEquals(2 * x, check.call(x));
                        }
                    }
                    return "ok";
                }));
            }
            for (Future<String> r : results) {
                assertEquals("ok", r.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(2L, check.call(1L));
        module.engine().rethrowFailure();
    }

    @Test
    void virtualThreadsGetTheirOwnFailures() throws Exception {
        JitFunction check = module.function("check");
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < 64; t++) {
                final long x = t % 2 == 0 ? t : -t;
                results.add(pool.submit(() -> {
                    for (int i = 0; i < 200; i++) {
                        if (x < 0) {
                            assertCheckFailure(assertThrows(KernelFailureException.class, () -> check.call(x)));
                        } else {
                            assertEquals(2 * x, check.call(x));
                        }
                        Thread.yield();
                    }
                    return null;
                }));
            }
            for (Future<?> r : results) {
                r.get();
            }
        }
    }

    /** The Java symbol {@code @callback}: calls back into another engine's kernel, which fails. */
    static long callBack(long x) {
        return (long) module.function("check").call(x);
    }

    @Test
    void failureOfCodeEnteredAgainFromAJavaSymbolStaysInside() throws Exception {
        String caller = """
                func.func private @callback(i64) -> i64
                func.func @via(%x: i64) -> i64 {
                  %r = func.call @callback(%x) : (i64) -> i64
                  %c0 = arith.constant 0 : i64
                  %ok = arith.cmpi sge, %r, %c0 : i64
                  cf.assert %ok, "the callback returned a negative value"
                  return %r : i64
                }
                """;
        MethodHandle target = MethodHandles.lookup().findStatic(KernelFailureTest.class, "callBack",
                MethodType.methodType(long.class, long.class));
        ExecutionEngineOptions options = JitModule.defaultOptions().withSymbol("callback", target,
                FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
        try (JitModule outer = JitModule.compile("via.mlir", caller, options)) {
            JitFunction via = outer.function("via");
            assertEquals(6L, via.call(3L));
            JavaSymbolException e = assertThrows(JavaSymbolException.class, () -> via.call(-3L));
            assertCheckFailure(assertInstanceOf(KernelFailureException.class, e.getCause()));
            assertEquals(8L, via.call(4L));
        }
    }

    @Test
    void abortInLlvmIrFailsWithoutAMessage() throws Throwable {
        String ir = """
                declare void @abort()
                define i32 @guarded(i32 %x) {
                  %bad = icmp slt i32 %x, 0
                  br i1 %bad, label %die, label %ok
                die:
                  call void @abort()
                  unreachable
                ok:
                  %y = mul i32 %x, 3
                  ret i32 %y
                }
                """;
        try (ExecutionEngine engine = ExecutionEngine.createFromLlvmIr(ir, "abort.ll",
                ExecutionEngineOptions.defaults())) {
            MethodHandle h = Linker.nativeLinker().downcallHandle(engine.lookup("guarded"),
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
            int r = (int) h.invokeExact(-1);
            KernelFailureException e = fails(engine::rethrowFailure);
            assertEquals(0, r);
            assertFalse(e.failureMessage().isPresent());
            assertFalse(e.location().isPresent());
            assertEquals("guarded", e.entryPoint());
            assertTrue(e.getMessage().contains("abort() was called"), e.getMessage());
            assertEquals(21, (int) h.invokeExact(7));
            engine.rethrowFailure();
        }
    }

    @Test
    void aFunctionPointerHandedOutEntersThroughTheGuard() throws Throwable {
        String ir = """
                declare void @abort()
                define i32 @check(i32 %x) {
                  %bad = icmp slt i32 %x, 0
                  br i1 %bad, label %die, label %ok
                die:
                  call void @abort()
                  unreachable
                ok:
                  ret i32 %x
                }
                @table = global [1 x ptr] [ptr @check]
                define ptr @pointer() {
                  ret ptr @check
                }
                define i32 @twice(i32 %x) {
                  %y = call i32 @check(i32 %x)
                  %z = mul i32 %y, 2
                  ret i32 %z
                }
                """;
        try (ExecutionEngine engine = ExecutionEngine.createFromLlvmIr(ir, "pointer.ll",
                ExecutionEngineOptions.defaults().withIrDump(true))) {
            MethodHandle get = Linker.nativeLinker().downcallHandle(engine.lookup("pointer"),
                    FunctionDescriptor.of(ValueLayout.ADDRESS));
            MemorySegment check = (MemorySegment) get.invokeExact();
            assertEquals(engine.lookup("check").address(), check.address(), "the exported address is the guard's");
            MethodHandle call = Linker.nativeLinker().downcallHandle(check,
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
            int r = (int) call.invokeExact(-1);
            assertEquals(0, r);
            assertEquals("check", fails(engine::rethrowFailure).entryPoint());
            assertEquals(5, (int) call.invokeExact(5));
            engine.rethrowFailure();
            String optimized = engine.optimizedIr();
            assertTrue(optimized.contains("[ptr @check]"), "the table holds the guard: " + optimized);
        }
    }

    @Test
    void aVariadicFunctionThatCanFailIsRefused() {
        String ir = """
                declare void @abort()
                define void @f(i32 %x, ...) {
                  call void @abort()
                  unreachable
                }
                """;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExecutionEngine.createFromLlvmIr(ir, "variadic.ll", ExecutionEngineOptions.defaults()));
        assertTrue(e.getMessage().contains("'f' is variadic and can fail"), e.getMessage());
    }

    @Test
    void aFailingGlobalDestructorIsThrownByClose() throws Throwable {
        String ir = """
                declare void @abort()
                @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @bye, ptr null }]
                define internal void @bye() {
                  call void @abort()
                  unreachable
                }
                define i32 @id(i32 %x) {
                  ret i32 %x
                }
                """;
        ExecutionEngine engine = ExecutionEngine.createFromLlvmIr(ir, "dtor.ll", ExecutionEngineOptions.defaults());
        engine.initialize();
        KernelFailureException e = fails(engine::close);
        assertEquals("__mlirj_run_global_dtors", e.entryPoint());
        assertTrue(engine.isClosed());
        try (ExecutionEngine next = ExecutionEngine.createFromLlvmIr(ir.replace("@bye, ptr null", "@bye2, ptr null")
                .replace("@bye()", "@bye2()"), "dtor2.ll", ExecutionEngineOptions.defaults())) {
            MethodHandle id = Linker.nativeLinker().downcallHandle(next.lookup("id"),
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
            assertEquals(3, (int) id.invokeExact(3));
            next.rethrowFailure(); // nothing left over from the other engine
        }
    }

    /** The Java symbol {@code @noisy}: throws. */
    static long noisy(long x) {
        throw new IllegalStateException("noisy " + x);
    }

    @Test
    void aJavaSymbolsExceptionDoesNotOutliveTheCall() throws Exception {
        String source = """
                func.func private @noisy(i64) -> i64
                func.func @both(%x: i64) -> i64 {
                  %r = func.call @noisy(%x) : (i64) -> i64
                  %c0 = arith.constant 0 : i64
                  %ok = arith.cmpi sge, %x, %c0 : i64
                  cf.assert %ok, "x must not be negative"
                  return %r : i64
                }
                """;
        MethodHandle target = MethodHandles.lookup().findStatic(KernelFailureTest.class, "noisy",
                MethodType.methodType(long.class, long.class));
        try (JitModule m = JitModule.compile("both.mlir", source, JitModule.defaultOptions().withSymbol("noisy",
                target, FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG)))) {
            JitFunction both = m.function("both");
            KernelFailureException e = fails(() -> both.call(-1L));
            assertEquals(1, e.getSuppressed().length, "the Java symbol's exception, suppressed");
            assertInstanceOf(JavaSymbolException.class, e.getSuppressed()[0]);
            JavaSymbolException next = assertThrows(JavaSymbolException.class, () -> both.call(1L));
            assertTrue(next.getCause().getMessage().contains("noisy 1"), "this call's own exception, not the last");
        }
    }

    @Test
    void onlyFunctionsThatCanFailAreGuarded() {
        String source = SOURCE + """
                func.func @plain(%x: i64) -> i64 {
                  %r = arith.muli %x, %x : i64
                  return %r : i64
                }
                """;
        try (JitModule m = JitModule.compile("mixed.mlir", source, JitModule.defaultOptions().withIrDump(true))) {
            String ir = m.engine().optimizedIr();
            assertTrue(ir.contains("__mlirj_unguarded.check"), ir);
            assertFalse(ir.contains("__mlirj_unguarded.plain"), "a function that cannot fail is not guarded");
            assertFalse(ir.contains("__mlirj_unguarded._mlir_ciface_plain"), ir);
            assertEquals(9L, m.function("plain").call(3L));
        }
    }

    @Test
    void theObjectDumpIsTheModules() {
        try (ExecutionEngine engine = ExecutionEngine.create(lowered(SOURCE),
                ExecutionEngineOptions.defaults().withObjectDump(true))) {
            String object = new String(engine.objectFile(), java.nio.charset.StandardCharsets.ISO_8859_1);
            assertTrue(object.contains("_mlir_ciface_check"), "the module's object, not the failure runtime's");
        }
    }

    private static dev.mlirj.ir.Operation lowered(String source) {
        dev.mlirj.ir.MlirContext context = dev.mlirj.init.InitAllDialects.context();
        dev.mlirj.ir.DiagnosticEngine diagnostics = new dev.mlirj.ir.DiagnosticEngine();
        dev.mlirj.ir.Operation module = dev.mlirj.syntax.SourceParser.parse(context, diagnostics, "l.mlir", source);
        dev.mlirj.init.InitAllPasses.registerAllPasses();
        for (var op : module.region(0).entryBlock()) {
            dev.mlirj.dialect.func.Func.emitCInterface(op);
        }
        assertTrue(dev.mlirj.conversion.StandardLowering.passManager().run(module, context, diagnostics),
                diagnostics.collected().toString());
        return module;
    }

    @Test
    void aModuleThatCannotFailHasNoGuards() {
        Supplier<String> ir = () -> {
            try (JitModule m = JitModule.compile("plain.mlir", """
                    func.func @twice(%x: i64) -> i64 {
                      %r = arith.addi %x, %x : i64
                      return %r : i64
                    }
                    """, JitModule.defaultOptions().withIrDump(true))) {
                assertEquals(4L, m.function("twice").call(2L));
                return m.engine().optimizedIr();
            }
        };
        assertFalse(ir.get().contains("__mlirj"), "guards in a module without failures");
        try (JitModule m = JitModule.compile("failing.mlir", SOURCE, JitModule.defaultOptions().withIrDump(true))) {
            String guarded = m.engine().optimizedIr();
            assertTrue(guarded.contains("@__mlirj_libc__setjmp"), guarded);
            assertTrue(guarded.contains("__mlirj_unguarded.check"), guarded);
        }
    }
}

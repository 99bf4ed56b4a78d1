package dev.mlirj.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Building, verifying, optimising, JIT-compiling and calling LLVM code, through the object layer only. */
@SuppressWarnings("restricted")
class LlJitTest {
    private static final Linker LINKER = Linker.nativeLinker();

    /** Builds {@code module} in a fresh JIT's context, hands it to the JIT and returns the JIT. */
    private static LlJit jitOf(java.util.function.Function<LlvmContext, LlvmModule> build) {
        LlJit jit = LlJit.create();
        try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
            LlvmModule module = build.apply(tsc.context());
            module.verify();
            jit.addModule(ThreadSafeModule.create(module, tsc));
        }
        return jit;
    }

    @Test
    void addIsCompiledAndCalled() throws Throwable {
        try (LlJit jit = jitOf(TestModules::add)) {
            MethodHandle add = LINKER.downcallHandle(jit.lookup("add"),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
            assertEquals(42L, (long) add.invokeExact(40L, 2L));
            assertEquals(Long.MIN_VALUE, (long) add.invokeExact(Long.MAX_VALUE, 1L), "wraps like i64");
            assertEquals(-5L, (long) add.invokeExact(-2L, -3L));
        }
    }

    @Test
    void scaleLoopIsVectorisedAtO3AndComputesEveryElement() throws Throwable {
        try (ThreadSafeContext tsc = ThreadSafeContext.create();
             LlvmTargetMachine tm = LlvmTargetMachine.host(OptLevel.O3);
             LlvmPassBuilderOptions options = LlvmPassBuilderOptions.mlirDefaults();
             LlJit jit = LlJit.create(LlvmTargetMachine.host(OptLevel.O3))) {
            LlvmModule module = TestModules.scale(tsc.context());
            module.verify();
            tm.configure(module);
            module.runPasses(OptLevel.O3.pipeline(), tm, options);
            String optimised = module.print();
            assertTrue(Pattern.compile("fmul (fast )?<\\d+ x float>").matcher(optimised).find(),
                    "the loop should be vectorised:\n" + optimised);
            assertTrue(optimised.contains("vector.body"), optimised);
            jit.addModule(ThreadSafeModule.create(module, tsc));

            MethodHandle scale = LINKER.downcallHandle(jit.lookup("scale"), FunctionDescriptor.ofVoid(
                    ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_FLOAT));
            for (int n : new int[] {0, 1, 7, 8, 31, 1000, 1027}) {
                try (Arena arena = Arena.ofConfined()) {
                    MemorySegment data = arena.allocate(ValueLayout.JAVA_FLOAT, n + 1L);
                    for (int i = 0; i <= n; i++) {
                        data.setAtIndex(ValueLayout.JAVA_FLOAT, i, i + 0.5f);
                    }
                    scale.invokeExact(data, (long) n, -2.0f);
                    for (int i = 0; i < n; i++) {
                        assertEquals((i + 0.5f) * -2.0f, data.getAtIndex(ValueLayout.JAVA_FLOAT, i), "n=" + n + " i=" + i);
                    }
                    assertEquals(n + 0.5f, data.getAtIndex(ValueLayout.JAVA_FLOAT, n), "element past n untouched");
                }
            }
        }
    }

    @Test
    void anInvalidModuleFailsVerificationWithTheVerifiersMessage() {
        try (LlvmContext context = LlvmContext.create(); LlvmModule module = context.createModule("broken")) {
            LlvmType i64 = context.i64();
            LlvmValue f = module.addFunction("f", context.function(i64, List.of(i64), false));
            f.appendBasicBlock("entry"); // a block without a terminator
            LlvmException e = assertThrows(LlvmException.class, module::verify);
            assertTrue(e.llvmMessage().contains("Basic Block in function 'f' does not have terminator"),
                    e.getMessage());
            assertTrue(e.getMessage().startsWith("verifying LLVM module 'broken'"), e.getMessage());
        }
        // The JVM and LLVM are fine afterwards.
        try (LlJit jit = jitOf(TestModules::add)) {
            assertFalse(jit.lookup("add").equals(MemorySegment.NULL));
        }
    }

    @Test
    void aMissingSymbolIsNamed() {
        try (LlJit jit = jitOf(TestModules::add)) {
            LlvmException e = assertThrows(LlvmException.class, () -> jit.lookup("no_such_function"));
            assertTrue(e.getMessage().contains("no_such_function"), e.getMessage());
            assertTrue(e.llvmMessage().contains("Symbols not found"), e.getMessage());
        }
    }

    @Test
    void anUndefinedCalleeIsALinkErrorNotACrash() {
        try (LlJit jit = jitOf(context -> {
            LlvmModule module = context.createModule("calls_missing");
            LlvmType i64 = context.i64();
            LlvmType fnType = context.function(i64, List.of(), false);
            LlvmValue missing = module.addFunction("mlirj_test_undefined_function", fnType);
            LlvmValue caller = module.addFunction("caller", fnType);
            try (LlvmBuilder b = context.createBuilder()) {
                b.positionAtEnd(caller.appendBasicBlock("entry"));
                b.ret(b.call(fnType, missing, List.of(), "r"));
            }
            return module;
        })) {
            LlvmException e = assertThrows(LlvmException.class, () -> jit.lookup("caller"));
            assertTrue(e.getMessage().contains("mlirj_test_undefined_function"), e.getMessage());
        }
    }

    static long timesThree(long x) {
        return 3 * x;
    }

    @Test
    void compiledCodeCallsJavaThroughAnAbsoluteSymbolAndLibcThroughTheProcess() throws Throwable {
        try (Arena arena = Arena.ofShared()) {
            MemorySegment stub = LINKER.upcallStub(MethodHandles.lookup().findStatic(LlJitTest.class, "timesThree",
                    MethodType.methodType(long.class, long.class)),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG), arena);
            try (LlJit jit = LlJit.create()) {
                jit.defineAbsolute("java_times_three", stub);
                try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
                    LlvmContext context = tsc.context();
                    LlvmModule module = context.createModule("callbacks");
                    LlvmType i64 = context.i64();
                    LlvmType unary = context.function(i64, List.of(i64), false);
                    LlvmValue java = module.addFunction("java_times_three", unary);
                    LlvmValue labs = module.addFunction("labs", unary);
                    LlvmValue f = module.addFunction("f", unary);
                    try (LlvmBuilder b = context.createBuilder()) {
                        b.positionAtEnd(f.appendBasicBlock("entry"));
                        LlvmValue tripled = b.call(unary, java, List.of(f.param(0)), "t");
                        b.ret(b.call(unary, labs, List.of(tripled), "a"));
                    }
                    module.verify();
                    jit.addModule(ThreadSafeModule.create(module, tsc));
                }
                MethodHandle f = LINKER.downcallHandle(jit.lookup("f"),
                        FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
                assertEquals(21L, (long) f.invokeExact(-7L));
                LlvmException twice = assertThrows(LlvmException.class,
                        () -> jit.defineAbsolute("java_times_three", stub));
                assertTrue(twice.getMessage().contains("java_times_three"), twice.getMessage());
            }
        }
    }

    @Test
    void aCallAfterCloseThrowsInsteadOfJumpingIntoFreedCode() {
        LlJit jit = jitOf(TestModules::add);
        MethodHandle add = LINKER.downcallHandle(jit.lookup("add"),
                FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
        jit.close();
        jit.close(); // idempotent
        assertThrows(IllegalStateException.class, () -> {
            long ignored = (long) add.invokeExact(1L, 2L);
        });
        assertThrows(IllegalStateException.class, () -> jit.lookup("add"));
    }

    @Test
    void manyThreadsCallOneKernel() throws Exception {
        try (LlJit jit = jitOf(TestModules::add); ExecutorService pool = Executors.newFixedThreadPool(8)) {
            MethodHandle add = LINKER.downcallHandle(jit.lookup("add"),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
            List<Future<Long>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                long base = t * 1_000_000L;
                results.add(pool.submit(() -> {
                    long sum = 0;
                    for (long i = 0; i < 100_000; i++) {
                        try {
                            sum += (long) add.invokeExact(base, i);
                        } catch (Throwable e) {
                            throw new AssertionError(e);
                        }
                    }
                    return sum;
                }));
            }
            for (int t = 0; t < 8; t++) {
                long base = t * 1_000_000L;
                assertEquals(base * 100_000 + 99_999L * 100_000 / 2, results.get(t).get());
            }
        }
    }
}

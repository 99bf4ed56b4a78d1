package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.OptLevel;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The execution engine: creation, optimisation, packed wrappers, symbols, libraries, dumps, lifetime, threads. */
@SuppressWarnings("restricted")
class ExecutionEngineTest {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final FunctionDescriptor LONG_LONG_TO_LONG = FunctionDescriptor.of(ValueLayout.JAVA_LONG,
            ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

    private static final String ADD = """
            define i64 @add(i64 %a, i64 %b) {
              %s = add i64 %a, %b
              ret i64 %s
            }
            """;

    /** A local variable kept in memory: O0 keeps its alloca, mem2reg at O1 and above removes it. */
    private static final String ALLOCA = """
            define i32 @through_memory(i32 %x) {
              %slot = alloca i32
              store i32 %x, ptr %slot
              %v = load i32, ptr %slot
              %r = mul i32 %v, 3
              ret i32 %r
            }
            """;

    /** A loop the loop vectoriser turns into vector code, and straight-line code the SLP vectoriser packs. */
    private static final String VECTORISABLE = """
            define void @axpy(ptr noalias %x, ptr noalias %y, i64 %n, float %a) {
            entry:
              %empty = icmp sle i64 %n, 0
              br i1 %empty, label %exit, label %loop
            loop:
              %i = phi i64 [ 0, %entry ], [ %next, %loop ]
              %px = getelementptr inbounds float, ptr %x, i64 %i
              %py = getelementptr inbounds float, ptr %y, i64 %i
              %vx = load float, ptr %px
              %vy = load float, ptr %py
              %m = fmul float %vx, %a
              %s = fadd float %m, %vy
              store float %s, ptr %py
              %next = add nuw nsw i64 %i, 1
              %done = icmp eq i64 %next, %n
              br i1 %done, label %exit, label %loop
            exit:
              ret void
            }

            define void @add4(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
              %a1p = getelementptr inbounds double, ptr %a, i64 1
              %b1p = getelementptr inbounds double, ptr %b, i64 1
              %c1p = getelementptr inbounds double, ptr %c, i64 1
              %a0 = load double, ptr %a
              %b0 = load double, ptr %b
              %a1 = load double, ptr %a1p
              %b1 = load double, ptr %b1p
              %s0 = fadd double %a0, %b0
              %s1 = fadd double %a1, %b1
              store double %s0, ptr %c
              store double %s1, ptr %c1p
              ret void
            }
            """;

    private static ExecutionEngine engine(String ir, ExecutionEngineOptions options) {
        return ExecutionEngine.createFromLlvmIr(ir, "test.ll", options);
    }

    private static ExecutionEngine engine(String ir) {
        return engine(ir, ExecutionEngineOptions.defaults());
    }

    @Test
    void createsAndCallsAFunction() throws Throwable {
        try (ExecutionEngine engine = engine(ADD)) {
            MethodHandle add = LINKER.downcallHandle(engine.lookup("add"), LONG_LONG_TO_LONG);
            assertEquals(42L, (long) add.invokeExact(40L, 2L));
            assertEquals(List.of("add"), engine.definedFunctions());
            assertFalse(engine.targetTriple().isEmpty());
            assertFalse(engine.cpu().isEmpty());
        }
    }

    @Test
    void aModuleBuiltInTheLentContextIsCompiled() throws Throwable {
        LlvmModuleBuilder builder = context -> {
            LlvmModule module = context.createModule("built");
            LlvmType i64 = context.i64();
            LlvmType type = context.function(i64, List.of(i64), false);
            LlvmValue f = module.addFunction("twice", type);
            try (LlvmBuilder b = context.createBuilder()) {
                b.positionAtEnd(f.appendBasicBlock("entry"));
                b.ret(b.add(f.param(0), f.param(0), "d"));
            }
            return module;
        };
        try (ExecutionEngine engine = ExecutionEngine.create(builder, ExecutionEngineOptions.defaults())) {
            MethodHandle twice = LINKER.downcallHandle(engine.lookup("twice"),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
            assertEquals(-14L, (long) twice.invokeExact(-7L));
        }
    }

    @Test
    void aBrokenModuleIsRejectedBeforeAnyPassRuns() {
        LlvmModuleBuilder broken = context -> {
            LlvmModule module = context.createModule("broken");
            LlvmType i64 = context.i64();
            module.addFunction("f", context.function(i64, List.of(), false)).appendBasicBlock("entry");
            return module;
        };
        LlvmException e = assertThrows(LlvmException.class, () -> ExecutionEngine.create(broken,
                ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O3)));
        assertTrue(e.getMessage().contains("does not have terminator"), e.getMessage());
    }

    @Test
    void builderMistakesAndFailuresAreReported() {
        IllegalStateException failure = new IllegalStateException("translation failed");
        assertEquals(failure, assertThrows(IllegalStateException.class,
                () -> ExecutionEngine.create(context -> {
                    throw failure;
                }, ExecutionEngineOptions.defaults())));
        assertThrows(IllegalArgumentException.class,
                () -> ExecutionEngine.create(context -> null, ExecutionEngineOptions.defaults()));
        try (LlvmContext other = LlvmContext.create()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ExecutionEngine.create(context -> other.createModule("elsewhere"),
                            ExecutionEngineOptions.defaults()));
            assertTrue(e.getMessage().contains("context it was given"), e.getMessage());
        }
        LlvmException parse = assertThrows(LlvmException.class, () -> engine("define i64 @f( {"));
        assertTrue(parse.getMessage().contains("test.ll"), parse.getMessage());
    }

    @Test
    void optimisationLevelsChangeTheIr() throws Throwable {
        ExecutionEngineOptions dump = ExecutionEngineOptions.defaults().withIrDump(true);
        try (ExecutionEngine none = engine(ALLOCA, dump);
             ExecutionEngine o0 = engine(ALLOCA, dump.withOptLevel(OptLevel.O0));
             ExecutionEngine o2 = engine(ALLOCA, dump.withOptLevel(OptLevel.O2))) {
            assertTrue(none.optimizedIr().contains("alloca i32"), none.optimizedIr());
            assertTrue(o0.optimizedIr().contains("alloca i32"), o0.optimizedIr());
            assertFalse(o2.optimizedIr().contains("alloca"), o2.optimizedIr());
            assertEquals(OptLevel.O2, o2.options().codeGenLevel());
            assertEquals(OptLevel.O0, o0.options().codeGenLevel());
            for (ExecutionEngine engine : List.of(none, o0, o2)) {
                MethodHandle f = LINKER.downcallHandle(engine.lookup("through_memory"),
                        FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
                assertEquals(-21, (int) f.invokeExact(-7));
            }
        }
    }

    @Test
    void o3VectorisesLoopsAndStraightLineCode() throws Throwable {
        try (ExecutionEngine o3 = engine(VECTORISABLE,
                ExecutionEngineOptions.defaults().withIrDump(true).withOptLevel(OptLevel.O3));
             ExecutionEngine plain = engine(VECTORISABLE, ExecutionEngineOptions.defaults().withIrDump(true))) {
            String ir = o3.optimizedIr();
            assertTrue(ir.contains("vector.body"), "loop vectoriser ran:\n" + ir);
            assertTrue(Pattern.compile("fmul (fast )?<\\d+ x float>").matcher(ir).find(), ir);
            assertTrue(Pattern.compile("fadd <2 x double>").matcher(ir).find(), "SLP vectoriser ran:\n" + ir);
            assertFalse(plain.optimizedIr().contains("<2 x double>"), plain.optimizedIr());

            MethodHandle axpy = LINKER.downcallHandle(o3.lookup("axpy"), FunctionDescriptor.ofVoid(
                    ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_FLOAT));
            try (Arena arena = Arena.ofConfined()) {
                int n = 1027;
                MemorySegment x = arena.allocate(ValueLayout.JAVA_FLOAT, n);
                MemorySegment y = arena.allocate(ValueLayout.JAVA_FLOAT, n);
                for (int i = 0; i < n; i++) {
                    x.setAtIndex(ValueLayout.JAVA_FLOAT, i, i);
                    y.setAtIndex(ValueLayout.JAVA_FLOAT, i, 1);
                }
                axpy.invokeExact(x, y, (long) n, 2f);
                for (int i = 0; i < n; i++) {
                    assertEquals(2f * i + 1, y.getAtIndex(ValueLayout.JAVA_FLOAT, i), "i=" + i);
                }
            }
        }
    }

    @Test
    void packedWrappersAreGeneratedForEveryDefinitionAndInvoked() {
        String ir = ADD + """
                define void @store_sum(ptr %out, i32 %a, i32 %b) {
                  %s = add i32 %a, %b
                  store i32 %s, ptr %out
                  ret void
                }
                declare double @cos(double)
                """;
        try (ExecutionEngine engine = engine(ir, ExecutionEngineOptions.defaults().withIrDump(true));
             Arena arena = Arena.ofConfined()) {
            String dumped = engine.optimizedIr();
            assertTrue(dumped.contains("define void @_mlir_add(ptr"), dumped);
            assertTrue(dumped.contains("define void @_mlir_store_sum(ptr"), dumped);
            assertFalse(dumped.contains("_mlir_cos"), "declarations get no wrapper:\n" + dumped);

            MemorySegment a = arena.allocateFrom(ValueLayout.JAVA_LONG, 40);
            MemorySegment b = arena.allocateFrom(ValueLayout.JAVA_LONG, 2);
            MemorySegment result = arena.allocate(ValueLayout.JAVA_LONG);
            engine.invokePacked("add", a, b, result);
            assertEquals(42L, result.get(ValueLayout.JAVA_LONG, 0));

            MemorySegment out = arena.allocate(ValueLayout.JAVA_INT);
            MemorySegment outPtr = arena.allocateFrom(ValueLayout.ADDRESS, out);
            engine.invokePacked("store_sum", outPtr, arena.allocateFrom(ValueLayout.JAVA_INT, 5),
                    arena.allocateFrom(ValueLayout.JAVA_INT, -8));
            assertEquals(-3, out.get(ValueLayout.JAVA_INT, 0));
            assertEquals(engine.lookupPacked("add"), engine.lookup("_mlir_add"));
        }
    }

    @Test
    void badPackedCallsAreRejectedBeforeTheCall() {
        try (ExecutionEngine engine = engine(ADD); Arena arena = Arena.ofConfined()) {
            MemorySegment a = arena.allocateFrom(ValueLayout.JAVA_LONG, 1);
            MemorySegment result = arena.allocate(ValueLayout.JAVA_LONG);
            IllegalArgumentException count = assertThrows(IllegalArgumentException.class,
                    () -> engine.invokePacked("add", a, result));
            assertTrue(count.getMessage().contains("3 pointer(s), but 2 were given"), count.getMessage());
            IllegalArgumentException small = assertThrows(IllegalArgumentException.class,
                    () -> engine.invokePacked("add", a, arena.allocate(ValueLayout.JAVA_INT), result));
            assertTrue(small.getMessage().contains("argument 1 points to 4 byte(s), but the function reads 8"),
                    small.getMessage());
            assertThrows(IllegalArgumentException.class,
                    () -> engine.invokePacked("add", a, a, MemorySegment.ofArray(new long[1])));
            assertThrows(IllegalArgumentException.class, () -> engine.invokePacked("add", a, a, MemorySegment.NULL));
            assertThrows(IllegalArgumentException.class, () -> engine.invokePacked("add", a, null, result));
            MemorySegment dead;
            try (Arena closed = Arena.ofConfined()) {
                dead = closed.allocate(ValueLayout.JAVA_LONG);
            }
            MemorySegment deadArg = dead;
            IllegalArgumentException closedArena = assertThrows(IllegalArgumentException.class,
                    () -> engine.invokePacked("add", a, deadArg, result));
            assertTrue(closedArena.getMessage().contains("closed"), closedArena.getMessage());
            IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                    () -> engine.invokePacked("sub", a, a, result));
            assertTrue(missing.getMessage().contains("'sub'"), missing.getMessage());
            assertEquals(0L, result.get(ValueLayout.JAVA_LONG, 0), "nothing ran");
        }
        try (ExecutionEngine unpacked = engine(ADD, ExecutionEngineOptions.defaults().withPackedWrappers(false))) {
            assertThrows(IllegalStateException.class, () -> unpacked.lookupPacked("add"));
            assertThrows(LlvmException.class, () -> unpacked.lookup("_mlir_add"));
        }
    }

    @Test
    void aTakenPackedNameIsAnError() {
        String ir = ADD + "define void @_mlir_add(ptr %p) {\n  ret void\n}\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> engine(ir));
        assertTrue(e.getMessage().contains("'_mlir_add'"), e.getMessage());
    }

    @Test
    void cInterfaceWrappersAreLookedUpByTheirFunctionsName() throws Throwable {
        String ir = """
                define i64 @sum2(i64 %a, i64 %b) {
                  %s = add i64 %a, %b
                  ret i64 %s
                }
                define i64 @_mlir_ciface_sum2(i64 %a, i64 %b) {
                  %s = call i64 @sum2(i64 %a, i64 %b)
                  ret i64 %s
                }
                """;
        try (ExecutionEngine engine = engine(ir)) {
            MemorySegment ciface = engine.lookupCInterface("sum2");
            assertEquals(engine.lookup("_mlir_ciface_sum2"), ciface);
            assertEquals(7L, (long) LINKER.downcallHandle(ciface, LONG_LONG_TO_LONG).invokeExact(3L, 4L));
            LlvmException e = assertThrows(LlvmException.class, () -> engine.lookupCInterface("add"));
            assertTrue(e.getMessage().contains("_mlir_ciface_add"), e.getMessage());
        }
    }

    private static final String CALLS_EXTERNAL = """
            declare i64 @user_fn(i64, i64)
            define i64 @call_user(i64 %a, i64 %b) {
              %r = call i64 @user_fn(i64 %a, i64 %b)
              ret i64 %r
            }
            """;

    static long javaMultiply(long a, long b) {
        return a * b;
    }

    static long javaFails(long a, long b) {
        throw new ArithmeticException("no " + a + " today");
    }

    @Test
    void userSymbolsResolveToNativeAddressesAndJavaMethods() throws Throwable {
        MemorySegment labs = LINKER.defaultLookup().find("labs").orElseThrow();
        try (ExecutionEngine engine = engine("""
                declare i64 @user_abs(i64)
                define i64 @call_abs(i64 %a) {
                  %r = call i64 @user_abs(i64 %a)
                  ret i64 %r
                }
                """, ExecutionEngineOptions.defaults().withSymbol("user_abs", labs))) {
            assertEquals(9L, (long) LINKER.downcallHandle(engine.lookup("call_abs"),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG)).invokeExact(-9L));
        }
        MethodHandle multiply = MethodHandles.lookup().findStatic(ExecutionEngineTest.class, "javaMultiply",
                MethodType.methodType(long.class, long.class, long.class));
        try (ExecutionEngine engine = engine(CALLS_EXTERNAL,
                ExecutionEngineOptions.defaults().withSymbol("user_fn", multiply, LONG_LONG_TO_LONG))) {
            assertEquals(-42L, (long) LINKER.downcallHandle(engine.lookup("call_user"), LONG_LONG_TO_LONG)
                    .invokeExact(6L, -7L));
        }
    }

    @Test
    void aJavaSymbolThatThrowsIsRethrownAfterTheCall() throws Throwable {
        MethodHandle fails = MethodHandles.lookup().findStatic(ExecutionEngineTest.class, "javaFails",
                MethodType.methodType(long.class, long.class, long.class));
        try (ExecutionEngine engine = engine(CALLS_EXTERNAL,
                ExecutionEngineOptions.defaults().withSymbol("user_fn", fails, LONG_LONG_TO_LONG));
             Arena arena = Arena.ofConfined()) {
            MemorySegment result = arena.allocateFrom(ValueLayout.JAVA_LONG, 99);
            JavaSymbolException e = assertThrows(JavaSymbolException.class, () -> engine.invokePacked("call_user",
                    arena.allocateFrom(ValueLayout.JAVA_LONG, 5), arena.allocateFrom(ValueLayout.JAVA_LONG, 6),
                    result));
            assertEquals("user_fn", e.symbol());
            assertInstanceOf(ArithmeticException.class, e.getCause());
            assertEquals(0L, result.get(ValueLayout.JAVA_LONG, 0), "compiled code saw a zero result");
            // Through a raw downcall the failure waits for the caller to ask.
            long raw = (long) LINKER.downcallHandle(engine.lookup("call_user"), LONG_LONG_TO_LONG)
                    .invokeExact(1L, 2L);
            assertEquals(0L, raw);
            assertThrows(JavaSymbolException.class, engine::rethrowJavaSymbolFailure);
            engine.rethrowJavaSymbolFailure(); // reported once
        }
    }

    @Test
    void badSymbolOptionsAreRejected() throws Exception {
        MethodHandle multiply = MethodHandles.lookup().findStatic(ExecutionEngineTest.class, "javaMultiply",
                MethodType.methodType(long.class, long.class, long.class));
        IllegalArgumentException mismatch = assertThrows(IllegalArgumentException.class,
                () -> ExecutionEngineOptions.defaults().withSymbol("f", multiply,
                        FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT)));
        assertTrue(mismatch.getMessage().contains("does not match"), mismatch.getMessage());
        ExecutionEngineOptions one = ExecutionEngineOptions.defaults().withSymbol("f", multiply, LONG_LONG_TO_LONG);
        assertThrows(IllegalArgumentException.class, () -> one.withSymbol("f", multiply, LONG_LONG_TO_LONG));
        assertThrows(IllegalArgumentException.class,
                () -> ExecutionEngineOptions.defaults().withSymbol("g", MemorySegment.NULL));
        assertThrows(IllegalArgumentException.class,
                () -> ExecutionEngineOptions.defaults().withSymbol("", multiply, LONG_LONG_TO_LONG));
        assertTrue(ExecutionEngineOptions.defaults().symbols().isEmpty(), "options are immutable");
    }

    @Test
    void processSymbolsLikeLibmResolve() throws Throwable {
        String ir = """
                declare double @cos(double)
                declare double @llvm.sqrt.f64(double)
                define double @f(double %x) {
                  %c = call double @cos(double %x)
                  %s = call double @llvm.sqrt.f64(double %x)
                  %r = fadd double %c, %s
                  ret double %r
                }
                """;
        try (ExecutionEngine engine = engine(ir)) {
            MethodHandle f = LINKER.downcallHandle(engine.lookup("f"),
                    FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE));
            assertEquals(Math.cos(2.0) + Math.sqrt(2.0), (double) f.invokeExact(2.0), 1e-15);
        }
    }

    @Test
    void aMissingSymbolIsNamed() {
        try (ExecutionEngine engine = engine(ADD)) {
            LlvmException e = assertThrows(LlvmException.class, () -> engine.lookup("no_such_function"));
            assertTrue(e.getMessage().contains("no_such_function"), e.getMessage());
            assertTrue(e.llvmMessage().contains("Symbols not found"), e.getMessage());
        }
    }

    @Test
    void aLinkErrorIsAnExceptionWithLlvmsMessage() throws Throwable {
        try (ExecutionEngine engine = engine(CALLS_EXTERNAL)) {
            LlvmException e = assertThrows(LlvmException.class, () -> engine.lookup("call_user"));
            assertTrue(e.getMessage().contains("Symbols not found: [ user_fn ]"), e.getMessage());
            assertTrue(e.getMessage().contains("call_user"), e.getMessage());
            assertThrows(LlvmException.class, () -> engine.invokePacked("call_user",
                    Arena.global().allocate(8), Arena.global().allocate(8), Arena.global().allocate(8)));
        }
        // The JVM and LLVM carry on.
        try (ExecutionEngine engine = engine(ADD)) {
            assertEquals(3L, (long) LINKER.downcallHandle(engine.lookup("add"), LONG_LONG_TO_LONG)
                    .invokeExact(1L, 2L));
        }
    }

    @Test
    void theObjectFileIsARelocatableElfForThisMachine(@TempDir Path dir) throws IOException {
        try (ExecutionEngine engine = engine(ADD, ExecutionEngineOptions.defaults().withObjectDump(true))) {
            byte[] object = engine.objectFile(); // compiles: nothing was looked up yet
            assertArrayEquals(new byte[] {0x7f, 'E', 'L', 'F'}, java.util.Arrays.copyOf(object, 4));
            ByteBuffer header = ByteBuffer.wrap(object).order(ByteOrder.LITTLE_ENDIAN);
            assertEquals(2, object[4], "64-bit");
            assertEquals(1, header.getShort(16), "ET_REL");
            int machine = header.getShort(18);
            String arch = System.getProperty("os.arch");
            assertEquals(arch.equals("aarch64") ? 183 : 62, machine, "EM_AARCH64 or EM_X86_64");
            Path file = dir.resolve("add.o");
            engine.dumpToObjectFile(file);
            assertArrayEquals(object, Files.readAllBytes(file));
            assertTrue(new String(object, java.nio.charset.StandardCharsets.ISO_8859_1).contains("_mlir_add"));
        }
        try (ExecutionEngine engine = engine(ADD)) {
            assertThrows(IllegalStateException.class, engine::objectFile);
            assertThrows(IllegalStateException.class, engine::optimizedIr);
        }
    }

    @Test
    void sharedLibrariesAreLoadedByPath() throws Throwable {
        Path libm = Path.of("/lib/x86_64-linux-gnu/libm.so.6");
        if (!Files.exists(libm)) {
            libm = Path.of("/lib/aarch64-linux-gnu/libm.so.6");
        }
        assumeTrue(Files.exists(libm), "no libm.so.6 at the Debian paths");
        String ir = """
                declare double @atan2(double, double)
                define double @angle(double %y, double %x) {
                  %r = call double @atan2(double %y, double %x)
                  ret double %r
                }
                """;
        try (ExecutionEngine engine = engine(ir, ExecutionEngineOptions.defaults().withSharedLibrary(libm))) {
            assertEquals(Math.atan2(1, -1), (double) LINKER.downcallHandle(engine.lookup("angle"),
                    FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE))
                    .invokeExact(1.0, -1.0), 1e-15);
        }
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> engine(ADD,
                ExecutionEngineOptions.defaults().withSharedLibrary(Path.of("/no/such/libfoo.so"))));
        assertTrue(missing.getMessage().contains("/no/such/libfoo.so"), missing.getMessage());
    }

    @Test
    void aSharedLibraryWhoseSymbolsTheProcessLacksIsSearched(@TempDir Path dir) throws Throwable {
        Path cc = Path.of("/usr/bin/cc");
        assumeTrue(Files.isExecutable(cc), "needs a C compiler to build the test library");
        Path source = dir.resolve("answer.c");
        Files.writeString(source, "long mlirj_test_answer(long x) { return 42 + x; }\n");
        Path library = dir.resolve("libanswer.so");
        Process compile = new ProcessBuilder(cc.toString(), "-shared", "-fPIC", "-o", library.toString(),
                source.toString()).redirectErrorStream(true).start();
        String log = new String(compile.getInputStream().readAllBytes());
        assumeTrue(compile.waitFor() == 0, "cc failed: " + log);
        String ir = """
                declare i64 @mlirj_test_answer(i64)
                define i64 @ask(i64 %x) {
                  %r = call i64 @mlirj_test_answer(i64 %x)
                  ret i64 %r
                }
                """;
        try (ExecutionEngine without = engine(ir)) {
            assertThrows(LlvmException.class, () -> without.lookup("ask"));
        }
        try (ExecutionEngine engine = engine(ir, ExecutionEngineOptions.defaults().withSharedLibrary(library))) {
            assertEquals(43L, (long) LINKER.downcallHandle(engine.lookup("ask"),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG)).invokeExact(1L));
        }
    }

    @Test
    void closeIsIdempotentAndUseAfterCloseThrows() throws Throwable {
        ExecutionEngine engine = engine(ADD, ExecutionEngineOptions.defaults().withIrDump(true)
                .withObjectDump(true));
        MethodHandle add = LINKER.downcallHandle(engine.lookup("add"), LONG_LONG_TO_LONG);
        MemorySegment packed = engine.lookupPacked("add");
        engine.close();
        engine.close();
        assertTrue(engine.isClosed());
        assertThrows(IllegalStateException.class, () -> {
            long ignored = (long) add.invokeExact(1L, 2L);
        });
        MethodHandle packedCall = LINKER.downcallHandle(packed, FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        assertThrows(IllegalStateException.class, () -> {
            packedCall.invokeExact(MemorySegment.NULL);
        });
        assertThrows(IllegalStateException.class, () -> engine.lookup("add"));
        assertThrows(IllegalStateException.class, () -> engine.lookupPacked("add"));
        assertThrows(IllegalStateException.class, () -> engine.lookupCInterface("add"));
        assertThrows(IllegalStateException.class, () -> engine.invokePacked("add"));
        assertThrows(IllegalStateException.class, engine::objectFile);
        assertThrows(IllegalStateException.class, engine::optimizedIr);
    }

    @Test
    void closeWhileCompiledCodeRunsThrowsAndKeepsTheEngineOpen() throws Throwable {
        List<Throwable> seen = new ArrayList<>();
        ExecutionEngine[] holder = new ExecutionEngine[1];
        MethodHandle callback = MethodHandles.lookup().findStatic(ExecutionEngineTest.class, "tryClose",
                MethodType.methodType(long.class, ExecutionEngine[].class, List.class, long.class, long.class))
                .bindTo(holder).bindTo(seen);
        try (ExecutionEngine engine = engine(CALLS_EXTERNAL,
                ExecutionEngineOptions.defaults().withSymbol("user_fn", callback, LONG_LONG_TO_LONG))) {
            holder[0] = engine;
            long r = (long) LINKER.downcallHandle(engine.lookup("call_user"), LONG_LONG_TO_LONG)
                    .invokeExact(2L, 3L);
            assertEquals(5L, r);
            assertEquals(1, seen.size());
            assertInstanceOf(IllegalStateException.class, seen.getFirst());
            assertFalse(engine.isClosed());
            assertEquals(5L, (long) LINKER.downcallHandle(engine.lookup("call_user"), LONG_LONG_TO_LONG)
                    .invokeExact(2L, 3L));
        }
        assertTrue(holder[0].isClosed());
    }

    static long tryClose(ExecutionEngine[] engine, List<Throwable> seen, long a, long b) {
        try {
            engine[0].close();
        } catch (IllegalStateException e) {
            seen.add(e);
        }
        return a + b;
    }

    @Test
    void manyThreadsCallCompiledCodeAtOnce() throws Exception {
        String ir = """
                define i64 @mix(i64 %a, i64 %b) {
                  %m = mul i64 %a, 31
                  %x = xor i64 %m, %b
                  ret i64 %x
                }
                """;
        try (ExecutionEngine engine = engine(ir, ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O2));
             ExecutorService pool = Executors.newFixedThreadPool(8)) {
            List<Future<Long>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                long base = t * 1_000_003L;
                results.add(pool.submit(() -> {
                    // Each thread looks the symbols up itself too, so lookups race with calls.
                    MethodHandle mix = LINKER.downcallHandle(engine.lookup("mix"), LONG_LONG_TO_LONG);
                    long sum = 0;
                    try (Arena arena = Arena.ofConfined()) {
                        MemorySegment a = arena.allocate(ValueLayout.JAVA_LONG);
                        MemorySegment b = arena.allocate(ValueLayout.JAVA_LONG);
                        MemorySegment r = arena.allocate(ValueLayout.JAVA_LONG);
                        for (long i = 0; i < 20_000; i++) {
                            long direct;
                            try {
                                direct = (long) mix.invokeExact(base + i, i);
                            } catch (Throwable e) {
                                throw new AssertionError(e);
                            }
                            a.set(ValueLayout.JAVA_LONG, 0, base + i);
                            b.set(ValueLayout.JAVA_LONG, 0, i);
                            engine.invokePacked("mix", a, b, r);
                            long expected = ((base + i) * 31) ^ i;
                            if (direct != expected || r.get(ValueLayout.JAVA_LONG, 0) != expected) {
                                throw new AssertionError("thread base " + base + " i " + i);
                            }
                            sum += direct;
                        }
                    }
                    return sum;
                }));
            }
            for (int t = 0; t < 8; t++) {
                long base = t * 1_000_003L;
                long expected = 0;
                for (long i = 0; i < 20_000; i++) {
                    expected += ((base + i) * 31) ^ i;
                }
                assertEquals(expected, results.get(t).get());
            }
        }
    }

    private static final java.util.List<Integer> DESTRUCTED = new java.util.concurrent.CopyOnWriteArrayList<>();

    static void recordDestruction(int value) {
        DESTRUCTED.add(value);
    }

    @Test
    void globalConstructorsRunOnceInPriorityOrderAndDestructorsOnClose() throws Throwable {
        String ir = """
                @g = global i32 0
                @llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [
                  { i32, ptr, ptr } { i32 200, ptr @two, ptr null },
                  { i32, ptr, ptr } { i32 100, ptr @one, ptr null },
                  { i32, ptr, ptr } { i32 200, ptr @three, ptr null }]
                @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [
                  { i32, ptr, ptr } { i32 65535, ptr @bye, ptr null }]
                declare void @record(i32)
                define internal void @append(i32 %d) {
                  %v = load i32, ptr @g
                  %m = mul i32 %v, 10
                  %n = add i32 %m, %d
                  store i32 %n, ptr @g
                  ret void
                }
                define internal void @one() {
                  call void @append(i32 1)
                  ret void
                }
                define internal void @two() {
                  call void @append(i32 2)
                  ret void
                }
                define internal void @three() {
                  call void @append(i32 3)
                  ret void
                }
                define internal void @bye() {
                  %v = load i32, ptr @g
                  call void @record(i32 %v)
                  ret void
                }
                define i32 @get() {
                  %v = load i32, ptr @g
                  ret i32 %v
                }
                """;
        MethodHandle record = MethodHandles.lookup().findStatic(ExecutionEngineTest.class, "recordDestruction",
                MethodType.methodType(void.class, int.class));
        ExecutionEngineOptions options = ExecutionEngineOptions.defaults()
                .withSymbol("record", record, FunctionDescriptor.ofVoid(ValueLayout.JAVA_INT));
        DESTRUCTED.clear();
        for (OptLevel level : List.of(OptLevel.O0, OptLevel.O3)) {
            try (ExecutionEngine engine = engine(ir, options.withOptLevel(level)); Arena arena = Arena.ofConfined()) {
                MethodHandle get = LINKER.downcallHandle(engine.lookup("get"), FunctionDescriptor.of(ValueLayout.JAVA_INT));
                assertEquals(0, (int) get.invokeExact(), "constructors wait for initialize()");
                MemorySegment result = arena.allocate(ValueLayout.JAVA_INT);
                engine.invokePacked("get", result);
                assertEquals(123, result.get(ValueLayout.JAVA_INT, 0), level.name());
                engine.initialize();
                engine.invokePacked("get", result);
                assertEquals(123, result.get(ValueLayout.JAVA_INT, 0), "constructors ran once");
                assertEquals(List.of(), DESTRUCTED);
            }
            assertEquals(List.of(123), DESTRUCTED, level.name());
            DESTRUCTED.clear();
        }
        try (ExecutionEngine engine = engine(ir, options)) {
            assertEquals(List.of(), DESTRUCTED);
        }
        assertEquals(List.of(), DESTRUCTED, "no destructors without constructors having run");
    }

    static double failingDouble(double x) {
        throw new IllegalStateException("double " + x);
    }

    static void failingVoid() {
        throw new UnsupportedOperationException("void");
    }

    @Test
    void throwingJavaSymbolsOfOtherReturnTypesGiveZeroAndAreRethrown() throws Throwable {
        String ir = """
                declare double @jd(double)
                declare void @jv()
                define double @both(double %x) {
                  call void @jv()
                  %r = call double @jd(double %x)
                  %s = fadd double %r, 1.0
                  ret double %s
                }
                """;
        var lookup = MethodHandles.lookup();
        ExecutionEngineOptions options = ExecutionEngineOptions.defaults()
                .withSymbol("jd", lookup.findStatic(ExecutionEngineTest.class, "failingDouble",
                        MethodType.methodType(double.class, double.class)),
                        FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE))
                .withSymbol("jv", lookup.findStatic(ExecutionEngineTest.class, "failingVoid",
                        MethodType.methodType(void.class)), FunctionDescriptor.ofVoid());
        try (ExecutionEngine engine = engine(ir, options); Arena arena = Arena.ofConfined()) {
            MemorySegment result = arena.allocate(ValueLayout.JAVA_DOUBLE);
            JavaSymbolException e = assertThrows(JavaSymbolException.class, () -> engine.invokePacked("both",
                    arena.allocateFrom(ValueLayout.JAVA_DOUBLE, 2.0), result));
            assertEquals("jv", e.symbol(), "the first failure on the thread is reported");
            assertEquals(1.0, result.get(ValueLayout.JAVA_DOUBLE, 0), "jd returned 0.0 to compiled code");
            engine.rethrowJavaSymbolFailure(); // cleared
        }
    }

    @Test
    void aSymbolTheModuleAlsoDefinesIsALinkError() {
        MemorySegment labs = LINKER.defaultLookup().find("labs").orElseThrow();
        LlvmException e = assertThrows(LlvmException.class,
                () -> engine(ADD, ExecutionEngineOptions.defaults().withSymbol("add", labs)));
        assertTrue(e.getMessage().contains("add"), e.getMessage());
        assertTrue(e.llvmMessage().toLowerCase(java.util.Locale.ROOT).contains("duplicate"), e.getMessage());
    }

    @Test
    void aFailingDestructorIsThrownByCloseAfterEverythingIsFreed() throws Throwable {
        String ir = """
                @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @hello, ptr null }]
                @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @bye, ptr null }]
                declare void @jv()
                define internal void @hello() {
                  ret void
                }
                define internal void @bye() {
                  call void @jv()
                  ret void
                }
                """;
        ExecutionEngine engine = engine(ir, ExecutionEngineOptions.defaults().withSymbol("jv",
                MethodHandles.lookup().findStatic(ExecutionEngineTest.class, "failingVoid", MethodType.methodType(void.class)),
                FunctionDescriptor.ofVoid()));
        engine.initialize();
        JavaSymbolException e = assertThrows(JavaSymbolException.class, engine::close);
        assertInstanceOf(UnsupportedOperationException.class, e.getCause());
        assertTrue(engine.isClosed());
        engine.close();
    }
}

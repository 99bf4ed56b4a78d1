package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The runner utilities called through their upcall stubs from Java (as compiled code calls them): the exported
 * set, and what happens on descriptors MLIR's C++ would crash on or misread.
 */
class RunnerUtilsTest {
    private static final Linker LINKER = Linker.nativeLinker();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private RunnerOutput output;

    @BeforeEach
    void setUp() {
        output = RunnerOutput.to(out, err);
    }

    /** The functions of MLIR 19's libmlir_c_runner_utils and libmlir_runner_utils mlirj provides. */
    private static final Set<String> MLIR19 = new TreeSet<>(List.of(
            "printI64", "printU64", "printF32", "printF64", "printString", "printOpen", "printClose", "printComma",
            "printNewline", "printF16", "printBF16", "printFlops", "rtclock", "memrefCopy", "mlirAlloc", "mlirAlignedAlloc", "mlirFree",
            "mlirAlignedFree", "__truncsfbf2", "__truncdfbf2", "_mlir_ciface_nanoTime",
            "_mlir_ciface_printMemref0dF32", "_mlir_ciface_printMemref1dF32", "_mlir_ciface_printMemref2dF32",
            "_mlir_ciface_printMemref3dF32", "_mlir_ciface_printMemref4dF32", "_mlir_ciface_printMemref1dC32",
            "_mlir_ciface_printMemref1dC64", "_mlir_ciface_printMemref1dF64", "_mlir_ciface_printMemref1dI32",
            "_mlir_ciface_printMemref1dI64", "_mlir_ciface_printMemref1dI8", "_mlir_ciface_printMemref1dInd",
            "_mlir_ciface_printMemrefBF16", "_mlir_ciface_printMemrefC32", "_mlir_ciface_printMemrefC64",
            "_mlir_ciface_printMemrefF16", "_mlir_ciface_printMemrefF32", "_mlir_ciface_printMemrefF64",
            "_mlir_ciface_printMemrefI16", "_mlir_ciface_printMemrefI32", "_mlir_ciface_printMemrefI64",
            "_mlir_ciface_printMemrefI8", "_mlir_ciface_printMemrefInd", "_mlir_ciface_printMemrefShapeC32",
            "_mlir_ciface_printMemrefShapeC64", "_mlir_ciface_printMemrefShapeF32", "_mlir_ciface_printMemrefShapeF64",
            "_mlir_ciface_printMemrefShapeI32", "_mlir_ciface_printMemrefShapeI64", "_mlir_ciface_printMemrefShapeI8",
            "_mlir_ciface_printMemrefShapeInd", "_mlir_ciface_printMemrefVector4x4xf32",
            "_mlir_ciface_verifyMemRefBF16", "_mlir_ciface_verifyMemRefC32", "_mlir_ciface_verifyMemRefC64",
            "_mlir_ciface_verifyMemRefF16", "_mlir_ciface_verifyMemRefF32", "_mlir_ciface_verifyMemRefF64",
            "_mlir_ciface_verifyMemRefI16", "_mlir_ciface_verifyMemRefI32", "_mlir_ciface_verifyMemRefI64",
            "_mlir_ciface_verifyMemRefI8", "_mlir_ciface_verifyMemRefInd", "printMemrefC32", "printMemrefC64",
            "printMemrefF32", "printMemrefF64", "printMemrefI32", "printMemrefI64", "printMemrefInd",
            "verifyMemRefC32", "verifyMemRefC64", "verifyMemRefF32", "verifyMemRefF64", "verifyMemRefI32",
            "verifyMemRefInd"));

    @Test
    void providesEveryRunnerFunctionOfMlir19PlusPrintCString() {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            Set<String> expected = new TreeSet<>(MLIR19);
            expected.add("printCString");
            // the generic allocation functions, as the C library's
            expected.addAll(List.of(MemRefAllocationFunctions.ALLOC, MemRefAllocationFunctions.ALIGNED_ALLOC,
                    MemRefAllocationFunctions.FREE));
            assertEquals(expected, new TreeSet<>(symbols.keySet()));
            symbols.values().forEach(address -> assertTrue(address.address() != 0));
            assertEquals(new TreeSet<>(CRunnerUtils.symbols(arena, output).keySet()).size(), 20);
        }
    }

    private static MethodHandle call(Map<String, MemorySegment> symbols, String name, FunctionDescriptor descriptor) {
        return LINKER.downcallHandle(symbols.get(name), descriptor);
    }

    /** A ranked f32 descriptor of {@code sizes} and {@code strides} over {@code data}, and its unranked wrapper. */
    private static MemorySegment unranked(Arena arena, MemorySegment data, long offset, long[] sizes, long[] strides) {
        MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(sizes.length);
        MemorySegment ranked = arena.allocate(d.layout());
        d.setAllocated(ranked, data);
        d.setAligned(ranked, data);
        d.setOffset(ranked, offset);
        for (int i = 0; i < sizes.length; i++) {
            d.setSize(ranked, i, sizes[i]);
            d.setStride(ranked, i, strides[i]);
        }
        UnrankedMemRefDescriptorLayout u = UnrankedMemRefDescriptorLayout.of(64);
        MemorySegment wrapper = arena.allocate(u.layout());
        u.setRank(wrapper, sizes.length);
        u.setDescriptor(wrapper, ranked);
        return wrapper;
    }

    /**
     * The bf16 conversions LLVM calls for an fptrunc it does not fold return the bf16 in the low half of a float
     * register, rounded to nearest even as MLIR's Float16bits.cpp rounds, a NaN as the quiet NaN of its sign.
     */
    @Test
    void truncatesToBfloat16AsMlirsRuntimeDoes() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            MethodHandle single = call(symbols, "__truncsfbf2",
                    FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT));
            MethodHandle dual = call(symbols, "__truncdfbf2",
                    FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_DOUBLE));
            float[] inputs = {-3.25f, 1.0f, Float.intBitsToFloat(0x3f808000), Float.intBitsToFloat(0x3f818000),
                Float.intBitsToFloat(0x3f808001), Float.POSITIVE_INFINITY, Float.intBitsToFloat(0xffa00001),
                Float.NaN};
            int[] expected = {0xc050, 0x3f80, 0x3f80, 0x3f82, 0x3f81, 0x7f80, 0xffc0, 0x7fc0};
            for (int i = 0; i < inputs.length; i++) {
                float single16 = (float) single.invokeExact(inputs[i]);
                assertEquals(expected[i], Float.floatToRawIntBits(single16), "__truncsfbf2 of " + inputs[i]);
            }
            // one rounding to float, then one to bf16, as MLIR's does it
            float dual16 = (float) dual.invokeExact(1.00390625 + 1e-12);
            assertEquals(0x3f80, Float.floatToRawIntBits(dual16));
            assertEquals(List.of(), output.drainFailures());
        }
    }

    @Test
    void printsAFloatMemrefFromJavaMadeDescriptorsWithANegativeStride() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            MemorySegment data = arena.allocateFrom(ValueLayout.JAVA_FLOAT, 1f, 2f, 3f, 4f, 5f, 6f);
            // Reversed rows: offset 3, stride -3 over a 2x3 buffer.
            MemorySegment m = unranked(arena, data, 3, new long[] {2, 3}, new long[] {-3, 1});
            call(symbols, "_mlir_ciface_printMemrefF32", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS)).invokeExact(m);
            String expected = "Unranked Memref base@ = 0x" + Long.toHexString(data.address())
                    + " rank = 2 offset = 3 sizes = [2, 3] strides = [-3, 1] data = \n[[4,   5,   6], \n [1,   2,   3]]\n";
            assertEquals(expected, out.toString(StandardCharsets.ISO_8859_1));
            assertEquals(List.of(), output.drainFailures());
        }
    }

    @Test
    void aNullDescriptorIsReportedNotRead() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            call(symbols, "_mlir_ciface_printMemrefF32", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS))
                    .invokeExact(MemorySegment.NULL);
            long verified = (long) call(symbols, "_mlir_ciface_verifyMemRefI32",
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS, ValueLayout.ADDRESS))
                    .invokeExact(MemorySegment.NULL, MemorySegment.NULL);
            assertEquals(-1, verified);
            List<String> failures = output.drainFailures();
            assertEquals(2, failures.size(), failures.toString());
            assertTrue(failures.get(0).startsWith("_mlir_ciface_printMemrefF32: null pointer"), failures.get(0));
            assertTrue(err.toString(StandardCharsets.ISO_8859_1).contains("mlirj: _mlir_ciface_verifyMemRefI32: null"));
            assertEquals("", out.toString(StandardCharsets.ISO_8859_1));
        }
    }

    @Test
    void aNegativeRankOrOverflowingViewIsReported() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            MemorySegment data = arena.allocate(16);
            MethodHandle plain = call(symbols, "printMemrefF32",
                    FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS));
            plain.invokeExact(-1L, data);
            MemorySegment huge = unranked(arena, data, 0, new long[] {3, 4}, new long[] {Long.MAX_VALUE / 2, 1});
            MemorySegment ranked = UnrankedMemRefDescriptorLayout.of(64).descriptor(huge);
            plain.invokeExact(2L, ranked);
            MemorySegment nullData = unranked(arena, MemorySegment.NULL, 0, new long[] {2}, new long[] {1});
            call(symbols, "_mlir_ciface_printMemrefI64", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS))
                    .invokeExact(nullData);
            List<String> failures = output.drainFailures();
            assertEquals(3, failures.size(), failures.toString());
            assertTrue(failures.get(0).contains("rank -1"), failures.get(0));
            assertTrue(failures.get(1).contains("beyond the address space"), failures.get(1));
            assertTrue(failures.get(2).contains("data pointer is null"), failures.get(2));
            assertEquals("", out.toString(StandardCharsets.ISO_8859_1));
        }
    }

    @Test
    void memrefCopyRefusesViewsOfDifferentShapes() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = CRunnerUtils.symbols(arena, output);
            MemorySegment a = arena.allocateFrom(ValueLayout.JAVA_INT, 1, 2, 3);
            MemorySegment b = arena.allocateFrom(ValueLayout.JAVA_INT, 0, 0, 0);
            MethodHandle copy = call(symbols, "memrefCopy",
                    FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
            copy.invokeExact(4L, unranked(arena, a, 0, new long[] {3}, new long[] {1}),
                    unranked(arena, b, 0, new long[] {2}, new long[] {1}));
            assertEquals(List.of(0, 0, 0), List.of(b.getAtIndex(ValueLayout.JAVA_INT, 0),
                    b.getAtIndex(ValueLayout.JAVA_INT, 1), b.getAtIndex(ValueLayout.JAVA_INT, 2)));
            assertTrue(output.drainFailures().getFirst().contains("different shape"));
            // Same shape, reversed source.
            copy.invokeExact(4L, unranked(arena, a, 2, new long[] {3}, new long[] {-1}),
                    unranked(arena, b, 0, new long[] {3}, new long[] {1}));
            assertEquals(List.of(3, 2, 1), List.of(b.getAtIndex(ValueLayout.JAVA_INT, 0),
                    b.getAtIndex(ValueLayout.JAVA_INT, 1), b.getAtIndex(ValueLayout.JAVA_INT, 2)));
            assertEquals(List.of(), output.drainFailures());
        }
    }

    @Test
    void printCStringAndPrintStringCopyBytes() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            MemorySegment text = arena.allocate(5);
            text.copyFrom(MemorySegment.ofArray(new byte[] {'a', (byte) 0xff, '\n', 'z', 0}));
            call(symbols, "printCString", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS)).invokeExact(text);
            call(symbols, "printString", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS)).invokeExact(text);
            assertEquals("a\u00ff\nza\u00ff\nz", out.toString(StandardCharsets.ISO_8859_1));
        }
    }

    @Test
    void rtclockIsSecondsSinceTheEpoch() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            MethodHandle rtclock = call(CRunnerUtils.symbols(arena, output), "rtclock",
                    FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE));
            double before = System.currentTimeMillis() / 1000.0;
            double t1 = (double) rtclock.invokeExact();
            double t2 = (double) rtclock.invokeExact();
            double after = System.currentTimeMillis() / 1000.0;
            assertTrue(t1 >= before - 0.001 && t1 <= t2 && t2 <= after + 0.001, before + " " + t1 + " " + t2 + " " + after);
        }
    }

    @Test
    void allocationFunctionsAreTheCLibrarys() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, MemorySegment> symbols = CRunnerUtils.symbols(arena, output);
            MemorySegment p = (MemorySegment) call(symbols, "mlirAlignedAlloc",
                    FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG))
                    .invokeExact(64L, 128L);
            assertEquals(0, p.address() % 64);
            call(symbols, "mlirAlignedFree", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS)).invokeExact(p);
        }
    }

    @Test
    void callsFromManyThreadsDoNotTearEachOthersOutput() throws Throwable {
        try (Arena arena = Arena.ofShared()) {
            Map<String, MemorySegment> symbols = RunnerUtils.symbols(arena, output);
            MethodHandle print = call(symbols, "_mlir_ciface_printMemrefI64", FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
            int threads = 8;
            int calls = 200;
            List<Thread> workers = new java.util.ArrayList<>();
            java.util.concurrent.ConcurrentLinkedQueue<Throwable> problems = new java.util.concurrent.ConcurrentLinkedQueue<>();
            for (int t = 0; t < threads; t++) {
                long id = t;
                workers.add(Thread.ofPlatform().start(() -> {
                    try (Arena local = Arena.ofConfined()) {
                        MemorySegment data = local.allocateFrom(ValueLayout.JAVA_LONG, id, id, id);
                        MemorySegment m = unranked(local, data, 0, new long[] {3}, new long[] {1});
                        for (int i = 0; i < calls; i++) {
                            print.invokeExact(m);
                        }
                    } catch (Throwable e) {
                        problems.add(e);
                    }
                }));
            }
            for (Thread worker : workers) {
                worker.join();
            }
            assertEquals(List.of(), List.copyOf(problems));
            String[] lines = out.toString(StandardCharsets.ISO_8859_1).split("\n", -1);
            assertEquals(2 * threads * calls + 1, lines.length);
            for (int i = 0; i + 1 < lines.length; i += 2) {
                assertTrue(lines[i].startsWith("Unranked Memref base@ = 0x") && lines[i].endsWith(" data = "), lines[i]);
                char id = lines[i + 1].charAt(1);
                assertEquals("[" + id + ",  " + id + ",  " + id + "]", lines[i + 1]);
            }
        }
    }
}

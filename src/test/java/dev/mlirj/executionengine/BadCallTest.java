package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.llvm.LlJit;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Calls that must fail with an exception naming the problem before any native code runs, after which the same
 * JVM and JIT go on calling correctly.
 */
class BadCallTest {
    private static LlJit jit;
    private static Map<String, FunctionSignature> signatures;

    @BeforeAll
    static void compile() {
        jit = LlJit.create();
        Kernels.addTo(jit, "kernels.packed.ll");
        signatures = Kernels.signatures();
    }

    @AfterAll
    static void release() {
        jit.close();
    }

    static CompiledFunction f(String name) {
        return CompiledFunction.of(signatures.get(name), jit::lookup);
    }

    static <T extends Throwable> void assertMessage(Class<T> type, Executable call, String... parts) {
        T e = assertThrows(type, call);
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), "'" + part + "' not in: " + e.getMessage());
        }
    }

    /** After every bad call the kernels still work. */
    static void stillWorks() {
        try (Arena arena = Arena.ofConfined()) {
            assertEquals(6f, f("sum_1d").invoke(MemRefView.of(arena, new float[] {1, 2, 3})).getFloat(0));
        }
    }

    @Test
    void segmentTooSmallForTheSizesAndStrides() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment twelveFloats = arena.allocate(ValueLayout.JAVA_FLOAT, 12);
            assertMessage(IllegalArgumentException.class,
                    () -> MemRefView.ofSegment(twelveFloats, MemRefElementType.F32, 4, 4), "reaches element 15",
                    "holds 12 f32 elements");
            MemRefView ok = MemRefView.ofSegment(twelveFloats, MemRefElementType.F32, 3, 4);
            assertMessage(IllegalArgumentException.class, () -> ok.view(0, new long[] {3, 4}, new long[] {5, 1}),
                    "reaches element 13");
            assertMessage(IllegalArgumentException.class, () -> ok.view(1, new long[] {12}, new long[] {1}),
                    "reaches element 12");
            assertMessage(IllegalArgumentException.class, () -> ok.view(2, new long[] {4}, new long[] {-1}),
                    "reaches element -1");
            assertMessage(IllegalArgumentException.class, () -> ok.view(0, new long[] {2, -1}, new long[] {1, 1}),
                    "negative");
            assertMessage(IllegalArgumentException.class, () -> ok.view(0, new long[] {Long.MAX_VALUE / 2, 3},
                    new long[] {4, 1}), "beyond 64-bit");
            assertMessage(IllegalArgumentException.class, () -> ok.view(0, new long[] {2}, new long[] {1, 1}),
                    "1 sizes but 2 strides");
            assertMessage(IllegalArgumentException.class,
                    () -> MemRefView.ofSegment(twelveFloats.asSlice(2), MemRefElementType.F32, 2), "not aligned");
            assertMessage(IllegalArgumentException.class,
                    () -> MemRefView.ofSegment(MemorySegment.ofArray(new float[4]), MemRefElementType.F32, 4), "native");
            assertMessage(IllegalArgumentException.class, () -> MemRefView.of(arena, new float[5], 2, 3),
                    "holds 6 elements but the array has 5");
        }
        stillWorks();
    }

    @Test
    void wrongRankOrElementType() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView matrix = MemRefView.of(arena, new float[6], 2, 3);
            assertMessage(IllegalArgumentException.class, () -> f("sum_1d").invoke(matrix),
                    "argument 0 (memref<?xf32, strided<[?], offset: ?>>) of @sum_1d has rank 1",
                    "memref<2x3xf32> has rank 2");
            MemRefView doubles = MemRefView.of(arena, new double[3]);
            assertMessage(IllegalArgumentException.class, () -> f("sum_1d").invokePacked(doubles),
                    "element type f32", "holds f64");
            assertMessage(IllegalArgumentException.class, () -> f("sum_1d").invokeExpanded(doubles),
                    "element type f32");
            PreparedCall prepared = f("weigh_4d").prepare(arena, PreparedCall.Form.PACKED);
            assertMessage(IllegalArgumentException.class, () -> prepared.set(0, MemRefView.of(arena, new int[8], 2, 2, 2)),
                    "argument 0", "rank 4", "rank 3");
        }
        stillWorks();
    }

    @Test
    void closedArena() {
        Arena arena = Arena.ofConfined();
        MemRefView m = MemRefView.of(arena, new float[] {1, 2});
        Arena callArena = Arena.ofConfined();
        PreparedCall prepared = f("sum_1d").prepare(callArena, PreparedCall.Form.PACKED).set(0, m);
        prepared.call();
        assertEquals(3f, prepared.resultFloat(0));
        arena.close();
        assertMessage(IllegalStateException.class, () -> f("sum_1d").invoke(m), "argument 0", "arena was closed");
        assertMessage(IllegalStateException.class, () -> f("sum_1d").invokeExpanded(m), "arena was closed");
        assertMessage(IllegalStateException.class, prepared::call, "argument 0", "arena was closed");
        assertThrows(IllegalStateException.class, () -> m.getFloat(0));
        callArena.close();
        stillWorks();
    }

    @Test
    void missingSymbols() {
        FunctionSignature nope = FunctionSignature.of("mlirj_no_such_kernel", new FunctionType(List.of(), List.of()));
        CompiledFunction missing = CompiledFunction.of(nope, jit::lookup);
        assertMessage(IllegalArgumentException.class, missing::invoke, "_mlir_ciface_mlirj_no_such_kernel");
        assertMessage(IllegalArgumentException.class, missing::invokePacked, "_mlir_mlirj_no_such_kernel");
        assertMessage(IllegalArgumentException.class, missing::expandedHandle, "'mlirj_no_such_kernel'");
        CompiledFunction nullLookup = CompiledFunction.of(signatures.get("divmod"), name -> null);
        assertMessage(IllegalArgumentException.class, () -> nullLookup.invoke(1L, 2L), "_mlir_ciface_divmod");
        // A missing deallocation function fails the call that needs it, naming it.
        CompiledFunction noFree = f("iota").withDeallocationFunction("mlirj_no_such_free");
        assertMessage(IllegalArgumentException.class, () -> noFree.invoke(3L), "mlirj_no_such_free");
        stillWorks();
    }

    @Test
    void wrongSignature() {
        assertMessage(IllegalArgumentException.class, () -> f("divmod").invoke(1L), "takes 2 arguments, not 1");
        assertMessage(IllegalArgumentException.class, () -> f("divmod").invokePacked(1L, 2L, 3L),
                "takes 2 arguments, not 3");
        assertMessage(IllegalArgumentException.class, () -> f("divmod").invoke(1L, 2.0), "argument 1 (i64) of "
                + "@divmod is not f64");
        assertMessage(IllegalArgumentException.class, () -> f("ints").invoke(2, 0, 0, 0, 0L, 0L),
                "argument 0 (i1)", "does not fit 1 bits");
        assertMessage(IllegalArgumentException.class, () -> f("ints").invoke(true, 256, 0, 0, 0L, 0L),
                "argument 1 (i8)", "256 does not fit 8 bits");
        assertMessage(IllegalArgumentException.class, () -> f("scalars").invoke(false, 0, 0, 0, 0L, 0L, 0.5, 0.5),
                "argument 6 (f32)", "pass a float");
        assertMessage(IllegalArgumentException.class, () -> f("sum_1d").invoke(3L), "argument 0", "is a memref");
        try (Arena arena = Arena.ofConfined()) {
            assertMessage(IllegalArgumentException.class, () -> f("exchange").invoke(1.0,
                    MemRefView.of(arena, new double[1], new long[0])), "argument 0", "is a memref");
        }
        assertMessage(IllegalArgumentException.class, () -> f("divmod").invoke(1L, "2"), "cannot be a java.lang.String");
        assertMessage(IllegalArgumentException.class, () -> f("divmod").invoke(1L, null), "argument 1", "is null");
        // fixture_entry has no llvm.emit_c_interface: no C interface to call.
        assertMessage(UnsupportedOperationException.class, () -> f("fixture_entry").invoke(),
                "no llvm.emit_c_interface");
        assertEquals(0, f("fixture_entry").invokePacked().size());
        // Types with no Java crossing are refused when the signature is made.
        assertMessage(IllegalArgumentException.class, () -> FunctionSignature.of("u", new FunctionType(
                List.of(new UnrankedMemRefType(FloatType.F32, null)), List.of())), "argument 0 of @u",
                "memref<*xf32>");
        assertMessage(IllegalArgumentException.class, () -> FunctionSignature.of("w", new FunctionType(
                List.of(IntegerType.of(7)), List.of())), "argument 0 of @w has type i7");
        assertMessage(IllegalArgumentException.class, () -> FunctionSignature.of("v", new FunctionType(List.of(),
                List.of(MemRefType.of(List.of(ShapedType.DYNAMIC), IntegerType.of(3))))), "result 0 of @v",
                "memref<?xi3>");
        stillWorks();
    }

    @Test
    void resultsAreReadAsTheirTypes() {
        CallResults r = f("divmod").invoke(7L, 2L);
        assertMessage(IllegalArgumentException.class, () -> r.getFloat(0), "result 0 of @divmod has type i64");
        assertMessage(IndexOutOfBoundsException.class, () -> r.get(2), "no result 2");
        try (Arena arena = Arena.ofConfined()) {
            PreparedCall p = f("divmod").prepare(arena, PreparedCall.Form.C_INTERFACE);
            assertMessage(IllegalStateException.class, () -> p.resultLong(0), "has not been called");
            assertMessage(IndexOutOfBoundsException.class, () -> p.set(2, 1L), "no argument 2");
        }
    }
}

package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.llvm.LlJit;
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
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Calls into the kernels MLIR 19 compiled ({@code src/test/resources/memref/}) through the C-interface, packed
 * and expanded forms, with memrefs from arrays and segments, strided views, multiple results and returned
 * memrefs, whose freeing is observed through a Java {@code free} the JIT links the module against.
 */
@SuppressWarnings("restricted")
class CompiledFunctionTest {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final MethodHandle LIBC_FREE = LINKER.downcallHandle(LINKER.defaultLookup().find("free")
            .orElseThrow(), FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
    /** Addresses passed to the JIT's {@code free} and {@code mlirj_test_free}, by name. */
    private static final Map<String, Set<Long>> FREED = new ConcurrentHashMap<>();

    private static Arena stubs;
    private static LlJit jit;
    private static Map<String, FunctionSignature> signatures;

    static void countingFree(MemorySegment pointer) {
        record(FREED.computeIfAbsent("free", k -> ConcurrentHashMap.newKeySet()), pointer);
    }

    static void otherFree(MemorySegment pointer) {
        record(FREED.computeIfAbsent("mlirj_test_free", k -> ConcurrentHashMap.newKeySet()), pointer);
    }

    /** An upcall: must not throw (an exception escaping it would end the JVM). */
    private static void record(Set<Long> set, MemorySegment pointer) {
        try {
            // malloc reuses addresses, so a test that checks a free takes the address out again (or @BeforeEach
            // empties the sets); an address present twice in a row is then a double free.
            if (!set.add(pointer.address())) {
                System.err.println("freed twice: " + pointer);
                set.add(-pointer.address()); // makes the double free visible to the assertions
                return;
            }
            LIBC_FREE.invokeExact(pointer);
        } catch (Throwable t) {
            System.err.println("free failed: " + t);
        }
    }

    @BeforeAll
    static void compile() throws ReflectiveOperationException {
        stubs = Arena.ofShared();
        FunctionDescriptor voidPtr = FunctionDescriptor.ofVoid(ValueLayout.ADDRESS);
        MethodType type = MethodType.methodType(void.class, MemorySegment.class);
        jit = LlJit.create();
        jit.defineAbsolute("free", LINKER.upcallStub(MethodHandles.lookup().findStatic(CompiledFunctionTest.class,
                "countingFree", type), voidPtr, stubs));
        jit.defineAbsolute("mlirj_test_free", LINKER.upcallStub(MethodHandles.lookup().findStatic(
                CompiledFunctionTest.class, "otherFree", type), voidPtr, stubs));
        Kernels.addTo(jit, "kernels.packed.ll");
        signatures = Kernels.signatures();
    }

    @BeforeEach
    void forgetEarlierFrees() {
        FREED.values().forEach(Set::clear);
    }

    @AfterAll
    static void release() {
        jit.close();
        stubs.close();
    }

    static CompiledFunction f(String name) {
        return CompiledFunction.of(signatures.get(name), jit::lookup);
    }

    static Set<Long> freed(String name) {
        return FREED.computeIfAbsent(name, k -> ConcurrentHashMap.newKeySet());
    }

    // ---- scalars ----

    static double scalarsExpected(boolean neg, byte a, short b, int c, long d, long e, float f, double g) {
        double s = a + b * 10.0 + c * 100.0 + d * 1000.0 + e * 10000.0 + (double) f * 100000.0 + g;
        return neg ? -s : s;
    }

    @Test
    void scalarsOfEveryTypeThroughEveryForm() throws Throwable {
        CompiledFunction scalars = f("scalars");
        Object[][] cases = {
                {false, (byte) -3, (short) 7, 11, 13L, 17L, 0.5f, 0.25},
                {true, Byte.MAX_VALUE, Short.MIN_VALUE, -99, -5L, 2L, -1.5f, 1e-3},
        };
        for (Object[] a : cases) {
            double expected = scalarsExpected((Boolean) a[0], (Byte) a[1], (Short) a[2], (Integer) a[3], (Long) a[4],
                    (Long) a[5], (Float) a[6], (Double) a[7]);
            assertEquals(expected, scalars.invoke(a).getDouble(0));
            assertEquals(expected, scalars.invokePacked(a).getDouble(0));
            assertEquals(expected, (Double) scalars.invokeExpanded(a));
            double exact = (double) scalars.expandedHandle().invokeExact((byte) ((Boolean) a[0] ? 1 : 0), (byte) a[1],
                    (short) a[2], (int) a[3], (long) a[4], (long) a[5], (float) a[6], (double) a[7]);
            assertEquals(expected, exact);
        }
    }

    @Test
    void integersOfEveryWidthAsMultipleResults() {
        CompiledFunction ints = f("ints");
        for (boolean packed : new boolean[] {false, true}) {
            Object[] args = {true, (byte) 127, (short) -1, Integer.MAX_VALUE, 41L, -8L};
            CallResults r = packed ? ints.invokePacked(args) : ints.invoke(args);
            assertEquals(6, r.size());
            assertEquals(-7L, r.getLong(0), "index");
            assertEquals(42L, r.getLong(1));
            assertEquals(Integer.MIN_VALUE, r.getInt(2), "i32 wraps");
            assertEquals((short) 0, r.get(3));
            assertEquals((byte) -128, r.get(4), "i8 wraps");
            assertFalse(r.getBoolean(5));
            assertEquals(0L, r.getLong(5));
            assertThrows(IllegalArgumentException.class, () -> r.getMemRef(0));
            assertThrows(IllegalArgumentException.class, () -> r.getDouble(1));
            assertTrue(ints.invoke(false, (byte) 0, (short) 0, 0, 0L, 0L).getBoolean(5));
        }
        // Unsigned spellings of the narrow types are accepted.
        assertEquals((byte) 0, ints.invoke(false, 255, 65535, 0, 0L, 0L).get(4));
    }

    @Test
    void i1ResultThroughEveryForm() throws Throwable {
        CompiledFunction not = f("not");
        for (boolean b : new boolean[] {false, true}) {
            assertEquals(!b, not.invoke(b).getBoolean(0));
            assertEquals(!b, not.invokePacked(b).getBoolean(0));
            assertEquals(!b, not.invokeExpanded(b));
            byte raw = (byte) not.expandedHandle().invokeExact((byte) (b ? 1 : 0));
            assertEquals(!b, (raw & 1) != 0);
        }
    }

    @Test
    void halfPrecisionScalarsGoThroughThePackedForm() {
        CompiledFunction halves = f("halves");
        CallResults r = halves.invokePacked(1.5f, 3.0f, 0.1f);
        assertEquals(6.0f, r.getFloat(0), "bf16 2*3");
        assertEquals(3.0f, r.getFloat(1), "f16 2*1.5");
        assertEquals((double) 0.1f, r.getDouble(2));
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> halves.invoke(1.5f, 3.0f, 0.1f));
        assertTrue(e.getMessage().contains("packed"), e.getMessage());
        assertThrows(UnsupportedOperationException.class, halves::expandedHandle);
    }

    @Test
    void twoResults() {
        CompiledFunction divmod = f("divmod");
        try (CallResults r = divmod.invoke(-17L, 5L)) {
            assertEquals(-3L, r.getLong(0));
            assertEquals(-2L, r.getLong(1));
        }
        CallResults p = divmod.invokePacked(100L, 7L);
        assertEquals(14L, p.getLong(0));
        assertEquals(2L, p.getLong(1));
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, divmod::expandedHandle);
        assertTrue(e.getMessage().contains("C-interface or packed"), e.getMessage());
    }

    // ---- memref arguments ----

    @Test
    void rank0FromAnArrayAndFromASegment() {
        CompiledFunction exchange = f("exchange");
        try (Arena arena = Arena.ofConfined()) {
            MemRefView box = MemRefView.of(arena, new double[] {2.5}, new long[0]);
            assertEquals(2.5, exchange.invoke(box, 7.0).getDouble(0));
            assertEquals(7.0, box.getDouble());
            assertEquals(7.0, exchange.invokePacked(box, -1.0).getDouble(0));
            assertEquals(-1.0, (Double) exchange.invokeExpanded(box, 3.0));
            assertEquals(3.0, box.getDouble());

            MemorySegment segment = arena.allocate(ValueLayout.JAVA_DOUBLE, 4);
            segment.setAtIndex(ValueLayout.JAVA_DOUBLE, 2, 9.0);
            // Rank 0 over element 2 of the segment (the identity layout has offset 0, so the view is a slice).
            MemRefView third = MemRefView.ofSegment(segment.asSlice(16), MemRefElementType.F64);
            assertThrows(IllegalArgumentException.class, () -> exchange.invoke(MemRefView.ofSegment(segment,
                    MemRefElementType.F64, 2, new long[0], new long[0]), 4.0), "an offset the type does not allow");
            assertEquals(9.0, exchange.invoke(third, 4.0).getDouble(0));
            assertEquals(4.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 2));
            assertEquals(0.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 1));
            assertEquals(0.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 3));
        }
    }

    @Test
    void rank1ContiguousStridedBroadcastAndReversed() {
        CompiledFunction sum = f("sum_1d");
        try (Arena arena = Arena.ofConfined()) {
            float[] data = new float[10];
            for (int i = 0; i < data.length; i++) {
                data[i] = 1 << i;
            }
            MemRefView all = MemRefView.of(arena, data, 10);
            MemRefView odd = all.view(1, new long[] {5}, new long[] {2}); // 2 + 8 + 32 + 128 + 512
            MemRefView broadcast = all.view(3, new long[] {4}, new long[] {0}); // 4 * 8
            MemRefView reversed = all.view(9, new long[] {3}, new long[] {-3}); // 512 + 64 + 8
            MemRefView empty = all.view(0, new long[] {0}, new long[] {1});
            MemRefView fromSegment = MemRefView.ofSegment(all.segment(), MemRefElementType.F32, 4);
            for (Object[] c : new Object[][] {{all, 1023f}, {odd, 682f}, {broadcast, 32f}, {reversed, 584f},
                    {empty, 0f}, {fromSegment, 15f}}) {
                MemRefView m = (MemRefView) c[0];
                assertEquals((float) c[1], sum.invoke(m).getFloat(0), m.describe());
                assertEquals((float) c[1], sum.invokePacked(m).getFloat(0), m.describe());
                assertEquals((float) c[1], (Float) sum.invokeExpanded(m), m.describe());
            }
        }
    }

    @Test
    void staticSizesAndTheIdentityLayoutAreEnforced() {
        CompiledFunction sum4 = f("sum_4");
        try (Arena arena = Arena.ofConfined()) {
            MemRefView four = MemRefView.of(arena, new long[] {1, 2, 3, 4, 5, 6, 7, 8}, 8).view(0, new long[] {4},
                    new long[] {1});
            assertEquals(10L, sum4.invoke(four).getLong(0));
            MemRefView five = four.view(0, new long[] {5}, new long[] {1});
            IllegalArgumentException size = assertThrows(IllegalArgumentException.class, () -> sum4.invoke(five));
            assertTrue(size.getMessage().contains("argument 0 (memref<4xi64>) of @sum_4 has size 4 in dimension 0"),
                    size.getMessage());
            MemRefView strided = four.view(0, new long[] {4}, new long[] {2});
            IllegalArgumentException layout = assertThrows(IllegalArgumentException.class,
                    () -> sum4.invokePacked(strided));
            assertTrue(layout.getMessage().contains("identity layout"), layout.getMessage());
            MemRefView offset = four.view(1, new long[] {4}, new long[] {1});
            assertThrows(IllegalArgumentException.class, () -> sum4.invokeExpanded(offset));
        }
    }

    @Test
    void indexElements() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView m = MemRefView.ofIndex(arena, new long[] {5, 6, 7}, 3);
            assertEquals(6L + 14L, f("dot_iota").invoke(m).getLong(0));
            MemRefView notIndex = MemRefView.of(arena, new long[] {5, 6, 7}, 3);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> f("dot_iota").invoke(notIndex));
            assertTrue(e.getMessage().contains("element type index") && e.getMessage().contains("i64"),
                    e.getMessage());
        }
    }

    static double scaled(double x, double k, long i, long j) {
        return x * k + i * 10 + j;
    }

    @Test
    void rank2FromAnArrayATransposedViewAndASubview() {
        CompiledFunction scale = f("scale_2d");
        try (Arena arena = Arena.ofConfined()) {
            double[] data = new double[3 * 4];
            for (int i = 0; i < data.length; i++) {
                data[i] = i;
            }
            MemRefView m = MemRefView.of(arena, data, 3, 4);
            assertNull(scale.invoke(m, 2.0).size() == 0 ? null : "results");
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 4; j++) {
                    assertEquals(scaled(i * 4 + j, 2.0, i, j), m.getDouble(i, j));
                }
            }
            // The transpose: a 4x3 view with strides [1, 4].
            MemRefView t = MemRefView.of(arena, data, 3, 4).view(0, new long[] {4, 3}, new long[] {1, 4});
            scale.invokePacked(t, -1.0);
            for (int i = 0; i < 4; i++) {
                for (int j = 0; j < 3; j++) {
                    assertEquals(scaled(j * 4 + i, -1.0, i, j), t.getDouble(i, j));
                }
            }
            // The 2x2 block at [1, 1] of a 4x5 segment, elsewhere untouched.
            MemorySegment segment = arena.allocate(ValueLayout.JAVA_DOUBLE, 20);
            MemRefView block = MemRefView.ofSegment(segment, MemRefElementType.F64, 6, new long[] {2, 2}, new long[] {5, 1});
            block.setDouble(1.0, 0, 0);
            block.setDouble(2.0, 0, 1);
            block.setDouble(3.0, 1, 0);
            block.setDouble(4.0, 1, 1);
            scale.invokeExpanded(block, 3.0);
            assertEquals(3.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 6));
            assertEquals(7.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 7));
            assertEquals(19.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 11));
            assertEquals(23.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, 12));
            for (int k : new int[] {0, 5, 8, 10, 13, 19}) {
                assertEquals(0.0, segment.getAtIndex(ValueLayout.JAVA_DOUBLE, k), "element " + k + " untouched");
            }
        }
    }

    static long weigh4d(MemRefView m) {
        long s = 0;
        for (long a = 0; a < m.size(0); a++) {
            for (long b = 0; b < m.size(1); b++) {
                for (long c = 0; c < m.size(2); c++) {
                    for (long d = 0; d < m.size(3); d++) {
                        s += m.getInt(a, b, c, d) * (a * 1000 + b * 100 + c * 10 + d + 1);
                    }
                }
            }
        }
        return s;
    }

    @Test
    void rank4FromAnArrayAndAPermutedSegmentView() {
        CompiledFunction weigh = f("weigh_4d");
        try (Arena arena = Arena.ofConfined()) {
            int[] data = new int[2 * 3 * 4 * 5];
            for (int i = 0; i < data.length; i++) {
                data[i] = (i * 7919) % 101 - 50;
            }
            MemRefView m = MemRefView.of(arena, data, 2, 3, 4, 5);
            long expected = weigh4d(m);
            assertNotEquals(0L, expected);
            assertEquals(expected, weigh.invoke(m).getLong(0));
            assertEquals(expected, weigh.invokePacked(m).getLong(0));
            // Dimensions permuted to (5, 4, 3, 2) over the same segment.
            MemRefView permuted = MemRefView.ofSegment(m.segment(), MemRefElementType.I32, 0, new long[] {5, 4, 3, 2},
                    new long[] {1, 5, 20, 60});
            long expectedPermuted = weigh4d(permuted);
            assertNotEquals(expected, expectedPermuted);
            assertEquals(expectedPermuted, weigh.invoke(permuted).getLong(0));
            assertEquals(expectedPermuted, (Long) weigh.invokeExpanded(permuted));
        }
    }

    // ---- memref results ----

    @Test
    void aReturnedMemRefIsOwnedAndFreedExactlyOnce() {
        CompiledFunction iota = f("iota");
        for (boolean packed : new boolean[] {false, true}) {
            OwnedMemRef m = (packed ? iota.invokePacked(6L) : iota.invoke(6L)).getMemRef(0);
            assertTrue(m.isOwner());
            MemRefView v = m.view();
            assertEquals(1, v.rank());
            assertEquals(6, v.size(0));
            for (int i = 0; i < 6; i++) {
                assertEquals(i, v.getLong(i));
            }
            long address = m.allocatedAddress();
            assertFalse(freed("free").contains(address));
            m.close();
            assertTrue(freed("free").remove(address));
            assertFalse(freed("free").contains(-address), "freed twice");
            m.close(); // harmless
            assertFalse(freed("free").contains(address), "freed twice");
            assertFalse(freed("free").contains(-address), "freed twice");
            assertThrows(IllegalStateException.class, m::view);
            assertThrows(IllegalStateException.class, () -> v.getLong(0));
            assertThrows(IllegalStateException.class, () -> f("sum_4").invoke(v));
        }
    }

    @Test
    void multipleResultsWithMemRefs() {
        CompiledFunction copy = f("scaled_copy");
        long first;
        long second;
        try (Arena arena = Arena.ofConfined()) {
            MemRefView in = MemRefView.of(arena, new float[] {1, 2, 3});
            try (CallResults r = copy.invoke(in, 2f)) {
                MemRefView out = r.getMemRef(0).view();
                assertArrayEquals(new long[] {3}, out.sizes());
                assertEquals(6f, out.getFloat(2));
                assertEquals(12f, r.getFloat(1));
                MemRefView table = r.getMemRef(2).view();
                assertArrayEquals(new long[] {2, 3}, table.sizes());
                assertArrayEquals(new long[] {3, 1}, table.strides());
                assertEquals((short) 12, table.getShort(1, 2));
                first = r.getMemRef(0).allocatedAddress();
                second = r.getMemRef(2).allocatedAddress();
                // A returned memref can be passed back in.
                assertEquals(12f, f("sum_1d").invoke(out).getFloat(0));
            }
            assertTrue(freed("free").contains(first) && freed("free").contains(second));
            CallResults p = copy.invokePacked(in, -1f);
            assertEquals(-6f, p.getFloat(1));
            assertEquals((short) 1, p.getMemRef(2).view().getShort(0, 1));
            p.close();
            p.close();
        }
    }

    @Test
    void aReturnedArgumentIsNotFreed() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView in = MemRefView.of(arena, new float[] {4, 5});
            OwnedMemRef out = f("passthrough").invoke(in).getMemRef(0);
            assertFalse(out.isOwner());
            assertEquals(in.segment().address(), out.view().segment().address());
            assertEquals(5f, out.view().getFloat(1));
            int before = freed("free").size();
            out.close();
            assertEquals(before, freed("free").size());
            assertEquals(5f, in.getFloat(1), "the argument's memory is intact");
        }
    }

    @Test
    void rank0ResultAndAConfiguredDeallocationFunction() {
        CompiledFunction boxed = f("boxed").withDeallocationFunction("mlirj_test_free");
        assertEquals("mlirj_test_free", boxed.deallocationFunction());
        OwnedMemRef m = boxed.invoke(2.75).getMemRef(0);
        assertEquals(0, m.view().rank());
        assertEquals(2.75, m.view().getDouble());
        long address = m.allocatedAddress();
        // malloc reuses addresses, so an earlier test may have freed this one through 'free': only what this
        // close() frees counts.
        freed("free").remove(address);
        m.close();
        assertTrue(freed("mlirj_test_free").contains(address));
        assertFalse(freed("free").contains(address));
    }

    // ---- prepared calls ----

    @Test
    void aPreparedCallReusesItsMemory() {
        CompiledFunction sum = f("sum_1d");
        try (Arena arena = Arena.ofConfined()) {
            MemRefView m = MemRefView.of(arena, new float[] {1, 2, 3, 4, 5, 6, 7, 8}, 8);
            PreparedCall packed = sum.prepare(arena, PreparedCall.Form.PACKED);
            PreparedCall ciface = sum.prepare(arena, PreparedCall.Form.C_INTERFACE);
            IllegalStateException unset = assertThrows(IllegalStateException.class, packed::call);
            assertTrue(unset.getMessage().contains("was not set"), unset.getMessage());
            packed.set(0, m);
            ciface.set(0, m);
            for (int round = 0; round < 2000; round++) {
                packed.call();
                assertEquals(36f, packed.resultFloat(0));
                ciface.call();
                assertEquals(36f, ciface.resultDouble(0));
            }
            // Memory the descriptor points to, changed in place, is seen by the next call.
            m.setFloat(100f, 0);
            packed.call();
            assertEquals(135f, packed.resultFloat(0));
            // A new view needs a new set.
            packed.set(0, m.view(1, new long[] {3}, new long[] {2}));
            packed.call();
            assertEquals(2f + 4f + 6f, packed.resultFloat(0));

            PreparedCall divmod = f("divmod").prepare(arena, PreparedCall.Form.PACKED);
            for (long a = -50; a < 50; a++) {
                divmod.set(0, a).set(1, 7L).call();
                assertEquals(a / 7, divmod.resultLong(0));
                assertEquals(a % 7, divmod.resultLong(1));
            }
        }
    }

    @Test
    void criticalCallsGiveTheSameResultsThroughEveryForm() throws Throwable {
        CompiledFunction plain = f("sum_1d");
        CompiledFunction critical = plain.withCriticalCalls();
        assertFalse(plain.isCritical());
        assertTrue(critical.isCritical());
        assertTrue(critical.withDeallocationFunction("mlirj_test_free").isCritical(),
                "kept by withDeallocationFunction");
        assertTrue(critical.toString().contains("critical"), critical.toString());
        try (Arena arena = Arena.ofConfined()) {
            float[] data = {1, 2, 3, 4, 5, 6, 7, 8};
            MemRefView m = MemRefView.of(arena, data, 8);
            MemRefView odd = m.view(1, new long[] {4}, new long[] {2});
            for (CompiledFunction fn : new CompiledFunction[] {plain, critical}) {
                assertEquals(36f, fn.invoke(m).getFloat(0));
                assertEquals(2f + 4f + 6f + 8f, fn.invokePacked(odd).getFloat(0));
                assertEquals(2f + 4f + 6f + 8f, (Float) fn.invokeExpanded(odd));
                float expanded = (float) fn.expandedHandle().invokeExact(m.segment(), m.segment(), 1L, 4L, 2L);
                assertEquals(2f + 4f + 6f + 8f, expanded);
                // The exact C-interface handle takes the descriptor's memory as it is laid out for the call.
                MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(1);
                MemorySegment descriptor = arena.allocate(d.layout());
                d.setAllocated(descriptor, m.segment());
                d.setAligned(descriptor, m.segment());
                d.setOffset(descriptor, 2);
                d.setSize(descriptor, 0, 3);
                d.setStride(descriptor, 0, 1);
                float ciface = (float) fn.cInterfaceHandle().invokeExact(descriptor);
                assertEquals(3f + 4f + 5f, ciface);
                PreparedCall prepared = fn.prepare(arena, PreparedCall.Form.PACKED).set(0, m);
                prepared.call();
                assertEquals(36f, prepared.resultFloat(0));
            }
        }
    }

    @Test
    void manyThreadsCallOneKernel() throws Exception {
        CompiledFunction scale = f("scale_2d");
        CompiledFunction iota = f("iota");
        CompiledFunction sum = f("sum_1d");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> futures = new ArrayList<>();
            for (int t = 0; t < 16; t++) {
                int seed = t;
                futures.add(pool.submit(() -> {
                    int checked = 0;
                    try (Arena arena = Arena.ofConfined()) {
                        PreparedCall prepared = sum.prepare(arena, PreparedCall.Form.PACKED);
                        for (int round = 0; round < 100; round++) {
                            int rows = 1 + (seed + round) % 5;
                            int cols = 1 + (seed * 3 + round) % 7;
                            double[] data = new double[rows * cols];
                            for (int i = 0; i < data.length; i++) {
                                data[i] = seed * 1000 + round + i;
                            }
                            MemRefView m = MemRefView.of(arena, data, rows, cols);
                            scale.invoke(m, 0.5);
                            for (int i = 0; i < rows; i++) {
                                for (int j = 0; j < cols; j++) {
                                    if (m.getDouble(i, j) != scaled(data[i * cols + j], 0.5, i, j)) {
                                        throw new AssertionError("thread " + seed + " round " + round);
                                    }
                                }
                            }
                            try (OwnedMemRef r = iota.invoke((long) rows * cols).getMemRef(0)) {
                                if (r.view().getLong(rows * cols - 1) != rows * cols - 1) {
                                    throw new AssertionError("iota in thread " + seed);
                                }
                            }
                            float[] floats = new float[cols];
                            java.util.Arrays.fill(floats, seed);
                            prepared.set(0, MemRefView.of(arena, floats)).call();
                            if (prepared.resultFloat(0) != (float) seed * cols) {
                                throw new AssertionError("sum in thread " + seed);
                            }
                            checked++;
                        }
                    }
                    return checked;
                }));
            }
            for (Future<Integer> future : futures) {
                assertEquals(100, future.get());
            }
        } finally {
            pool.shutdown();
        }
    }
}

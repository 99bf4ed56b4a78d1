package dev.mlirj;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.func.Func;
import dev.mlirj.executionengine.BoundCall;
import dev.mlirj.executionengine.JavaSymbolException;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.OwnedMemRef;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import java.lang.foreign.Arena;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

class JitModuleTest {
    static final String SAXPY = """
            func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %n = memref.dim %x, %c0 : memref<?xf32>
              scf.for %i = %c0 to %n step %c1 {
                %xi = memref.load %x[%i] : memref<?xf32>
                %yi = memref.load %y[%i] : memref<?xf32>
                %r = math.fma %a, %xi, %yi : f32
                memref.store %r, %y[%i] : memref<?xf32>
              }
              return
            }
            """;

    static final String KERNELS = """
            func.func @sum2d(%m: memref<?x?xf64>) -> f64 {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %zero = arith.constant 0.0 : f64
              %rows = memref.dim %m, %c0 : memref<?x?xf64>
              %cols = memref.dim %m, %c1 : memref<?x?xf64>
              %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f64) {
                %r = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> (f64) {
                  %v = memref.load %m[%i, %j] : memref<?x?xf64>
                  %n = arith.addf %a, %v : f64
                  scf.yield %n : f64
                }
                scf.yield %r : f64
              }
              return %s : f64
            }
            func.func @trace(%m: memref<3x3xi32>) -> i32 {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %c2 = arith.constant 2 : index
              %a = memref.load %m[%c0, %c0] : memref<3x3xi32>
              %b = memref.load %m[%c1, %c1] : memref<3x3xi32>
              %c = memref.load %m[%c2, %c2] : memref<3x3xi32>
              %ab = arith.addi %a, %b : i32
              %t = arith.addi %ab, %c : i32
              return %t : i32
            }
            func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
              %q = arith.divsi %a, %b : i64
              %r = arith.remsi %a, %b : i64
              return %q, %r : i64, i64
            }
            func.func @iota(%n: index) -> memref<?xf32> {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %m = memref.alloc(%n) : memref<?xf32>
              scf.for %i = %c0 to %n step %c1 {
                %ii = arith.index_cast %i : index to i64
                %f = arith.sitofp %ii : i64 to f32
                memref.store %f, %m[%i] : memref<?xf32>
              }
              return %m : memref<?xf32>
            }
            """;

    /** The README's example. */
    @Test
    void compilesTextAndCallsAKernelOnJavaArrays() {
        float[] x = {1, 2, 3, 4};
        float[] y = {10, 20, 30, 40};
        try (JitModule module = JitModule.compile(SAXPY)) {
            module.function("saxpy").call(2.0f, x, y);
        }
        assertArrayEquals(new float[] {12, 24, 36, 48}, y);
        assertArrayEquals(new float[] {1, 2, 3, 4}, x);
    }

    @Test
    void takesShapedAndStaticArraysAndReturnsScalarsTuplesAndMemrefs() {
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions())) {
            assertEquals(List.of("sum2d", "trace", "divmod", "iota"), module.functionNames());
            double[] m = {1, 2, 3, 4, 5, 6};
            assertEquals(21.0, module.function("sum2d").call(Shaped.of(m, 2, 3)));
            assertEquals(15, module.function("trace").call(new int[] {1, 0, 0, 0, 5, 0, 0, 0, 9}));
            assertEquals(List.of(-3L, -1L), module.function("divmod").call(-7L, 2L));
            try (OwnedMemRef iota = (OwnedMemRef) module.function("iota").call(5L)) {
                assertEquals(5, iota.view().size(0));
                assertEquals(4.0f, iota.view().getFloat(4));
            }
        }
    }

    @Test
    void checksArgumentsBeforeAnyNativeCall() {
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions())) {
            JitFunction sum = module.function("sum2d");
            IllegalArgumentException dynamic = assertThrows(IllegalArgumentException.class,
                    () -> sum.call((Object) new double[6]));
            assertTrue(dynamic.getMessage().contains("Shaped.of"), dynamic.getMessage());
            assertThrows(IllegalArgumentException.class, () -> sum.call(Shaped.of(new float[6], 2, 3)));
            assertThrows(IllegalArgumentException.class, () -> Shaped.of(new double[5], 2, 3));
            assertThrows(IllegalArgumentException.class, () -> Shaped.of(new Object(), 1));
            assertThrows(IllegalArgumentException.class, () -> module.function("trace").call(new int[8]));
            assertThrows(IllegalArgumentException.class, () -> module.function("divmod").call(1L));
            assertThrows(IllegalArgumentException.class, () -> module.function("divmod").call(1L, null));
            assertThrows(IllegalArgumentException.class, () -> module.function("iota").call(new float[1]));
            NoSuchElementException missing = assertThrows(NoSuchElementException.class,
                    () -> module.function("nope"));
            assertEquals("no function @nope in the module; it has @sum2d, @trace, @divmod, @iota",
                    missing.getMessage());
        }
    }

    @Test
    void aSegmentConfinedToAnotherThreadIsRefusedAsFfmRefusesIt() throws Exception {
        try (JitModule module = JitModule.compile(SAXPY); Arena mine = Arena.ofConfined()) {
            MemRefView x = MemRefView.of(mine, new float[] {1, 2});
            MemRefView y = MemRefView.of(mine, new float[] {3, 4});
            module.function("saxpy").call(1.0f, x, y);
            assertEquals(4.0f, y.getFloat(0));
            Throwable[] thrown = new Throwable[1];
            Thread other = new Thread(() -> {
                try {
                    module.function("saxpy").call(1.0f, x, y);
                } catch (Throwable t) {
                    thrown[0] = t;
                }
            });
            other.start();
            other.join();
            assertTrue(thrown[0] instanceof WrongThreadException, String.valueOf(thrown[0]));
            assertTrue(thrown[0].getMessage().contains("confined arena of another thread"), thrown[0].getMessage());
            assertEquals(4.0f, y.getFloat(0), "nothing ran");
        }
    }

    @Test
    void aReturnedMemrefOutlivesItsModule() {
        OwnedMemRef iota;
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions())) {
            iota = (OwnedMemRef) module.function("iota").call(3L);
        }
        assertArrayEquals(new float[] {0, 1, 2}, (float[]) iota.toArray());
        iota.close();
        assertThrows(IllegalStateException.class, iota::toArray);
    }

    @Test
    void callsKernelsOnJavaArraysInPlace() {
        float[] x = {1, 2, 3, 4};
        float[] y = {10, 20, 30, 40};
        try (JitModule module = JitModule.compile(SAXPY)) {
            JitFunction saxpy = module.function("saxpy");
            assertTrue(saxpy.callableInPlace());
            assertNull(saxpy.callInPlace(2.0f, x, y));
            assertArrayEquals(new float[] {12, 24, 36, 48}, y);
            assertThrows(IllegalArgumentException.class, () -> saxpy.callInPlace(2.0f, new double[4], y));
            assertThrows(IllegalArgumentException.class, () -> saxpy.callInPlace(2.0, x, y));
            assertThrows(IllegalArgumentException.class, () -> saxpy.callInPlace(2.0f, x));
            assertArrayEquals(new float[] {12, 24, 36, 48}, y, "nothing ran");
        }
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions())) {
            assertEquals(21.0, module.function("sum2d").callInPlace(Shaped.of(new double[] {1, 2, 3, 4, 5, 6}, 2, 3)));
            assertEquals(15, module.function("trace").callInPlace(new int[] {1, 0, 0, 0, 5, 0, 0, 0, 9}));
            assertThrows(IllegalArgumentException.class,
                    () -> module.function("trace").callInPlace(Shaped.of(new int[4], 2, 2)));
            JitFunction iota = module.function("iota");
            assertFalse(iota.callableInPlace());
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> iota.callInPlace(3L));
            assertEquals("@iota cannot be called in place: it returns a memref or several results",
                    refused.getMessage());
        }
    }

    @Test
    void aKernelThatCanCallBackIntoJavaIsNotCalledInPlace() {
        try (JitModule module = JitModule.compile("""
                func.func private @printMemrefF32(memref<*xf32>)
                func.func @show(%m: memref<?xf32>) {
                  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
                  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
                  return
                }
                func.func @outer(%m: memref<?xf32>) {
                  call @show(%m) : (memref<?xf32>) -> ()
                  return
                }
                """)) {
            for (String name : List.of("show", "outer")) {
                JitFunction f = module.function(name);
                assertFalse(f.callableInPlace(), name);
                IllegalStateException e = assertThrows(IllegalStateException.class,
                        () -> f.callInPlace(new float[] {1}));
                assertTrue(e.getMessage().contains("it calls @printMemrefF32, which is not a native function"),
                        e.getMessage());
            }
        }
    }

    @Test
    void reusesItsBuffersAcrossCallsOfEverySizeAndThread() throws Exception {
        try (JitModule module = JitModule.compile(SAXPY)) {
            JitFunction saxpy = module.function("saxpy");
            for (int n : new int[] {4, 1000, 2, 0, 17}) {
                float[] x = new float[n];
                float[] y = new float[n];
                for (int k = 0; k < n; k++) {
                    x[k] = k;
                    y[k] = 1;
                }
                saxpy.call(3.0f, x, y);
                for (int k = 0; k < n; k++) {
                    assertEquals(3.0f * k + 1, y[k], "n=" + n + " k=" + k);
                }
            }
            Thread[] threads = new Thread[4];
            Throwable[] failures = new Throwable[threads.length];
            for (int t = 0; t < threads.length; t++) {
                int id = t;
                threads[t] = new Thread(() -> {
                    try {
                        for (int round = 0; round < 200; round++) {
                            float[] x = {id, round};
                            float[] y = {1, 2};
                            saxpy.call(2.0f, x, y);
                            if (y[0] != 2.0f * id + 1 || y[1] != 2.0f * round + 2) {
                                throw new AssertionError("thread " + id + " round " + round);
                            }
                        }
                    } catch (Throwable e) {
                        failures[id] = e;
                    }
                });
                threads[t].start();
            }
            for (Thread t : threads) {
                t.join();
            }
            for (Throwable f : failures) {
                if (f != null) {
                    throw new AssertionError(f);
                }
            }
        }
    }

    @Test
    void anExplicitEngineIsClosedWithItsModuleAndItsHandlesThenRefuseCalls() {
        JitModule module = JitModule.compile("saxpy.mlir", SAXPY,
                JitModule.defaultOptions().withAutomaticLifetime(false));
        java.lang.invoke.MethodHandle handle = module.function("saxpy").compiled().heapAccessHandle();
        module.close();
        assertTrue(module.engine().isClosed());
        float[] x = {1};
        java.lang.foreign.MemorySegment a = java.lang.foreign.MemorySegment.ofArray(x);
        assertThrows(IllegalStateException.class, () -> {
            handle.invokeExact(2.0f, a, a, 0L, 1L, 1L, a, a, 0L, 1L, 1L);
        });
    }

    @Test
    void aBoundCallRepeatsTheCallOnTheSameViews() {
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions())) {
            Arena arena = Arena.ofConfined();
            MemRefView m = MemRefView.of(arena, new double[] {1, 2, 3, 4, 5, 6}, 2, 3);
            BoundCall sum = module.function("sum2d").bind(m);
            assertEquals(21.0, sum.call());
            m.setDouble(10.0, 1, 2);
            assertEquals(25.0, sum.call(), "the call reads the view's memory each time");
            assertEquals(List.of(-3L, -1L), module.function("divmod").call(-7L, 2L));
            assertThrows(UnsupportedOperationException.class, () -> module.function("divmod").bind(-7L, 2L));
            assertThrows(IllegalArgumentException.class,
                    () -> module.function("sum2d").bind(Shaped.of(new double[1], 1, 1)));
            assertThrows(IllegalArgumentException.class, () -> module.function("trace").bind((Object) new int[9]));
            arena.close();
            assertThrows(IllegalStateException.class, sum::call);
        }
    }

    @Test
    void whatReviewFoundIsRefusedBeforeAnyNativeCall() {
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions())) {
            IllegalArgumentException small = assertThrows(IllegalArgumentException.class,
                    () -> module.function("trace").callInPlace((Object) new int[] {7}));
            assertTrue(small.getMessage().contains("(9 elements) but the array has 1"), small.getMessage());
            double[] twice = {1, 2};
            assertThrows(IllegalArgumentException.class, () -> module.function("sum2d").call(
                    Shaped.of(twice, 1, 2), Shaped.of(twice, 2, 1)));
        }
        try (JitModule module = JitModule.compile("""
                func.func private @printI64(i64)
                func.func @a(%n: i64) {
                  %c0 = arith.constant 0 : i64
                  %c1 = arith.constant 1 : i64
                  %more = arith.cmpi sgt, %n, %c0 : i64
                  scf.if %more {
                    %m = arith.subi %n, %c1 : i64
                    func.call @b(%m) : (i64) -> ()
                  }
                  func.call @printI64(%n) : (i64) -> ()
                  return
                }
                func.func @b(%n: i64) {
                  func.call @a(%n) : (i64) -> ()
                  return
                }
                func.func @vec(%v: vector<4xf32>) -> vector<4xf32> {
                  return %v : vector<4xf32>
                }
                """)) {
            for (String name : List.of("a", "b")) {
                assertFalse(module.function(name).callableInPlace(), name + " reaches printI64 through recursion");
            }
            UnsupportedOperationException vector = assertThrows(UnsupportedOperationException.class,
                    () -> module.function("vec"));
            assertTrue(vector.getMessage().startsWith("@vec cannot be called from Java"), vector.getMessage());
        }
    }

    static long boom(long x) {
        throw new IllegalStateException("boom " + x);
    }

    @Test
    void whatAJavaSymbolThrowsIsRethrownByEveryCallingForm() throws Exception {
        var boom = java.lang.invoke.MethodHandles.lookup().findStatic(JitModuleTest.class, "boom",
                java.lang.invoke.MethodType.methodType(long.class, long.class));
        var options = JitModule.defaultOptions().withSymbol("boom", boom, java.lang.foreign.FunctionDescriptor.of(
                java.lang.foreign.ValueLayout.JAVA_LONG, java.lang.foreign.ValueLayout.JAVA_LONG));
        try (JitModule module = JitModule.compile("boom.mlir", """
                func.func private @boom(i64) -> i64
                func.func @callsBoom(%x: i64) -> i64 {
                  %r = func.call @boom(%x) : (i64) -> i64
                  return %r : i64
                }
                """, options)) {
            JitFunction f = module.function("callsBoom");
            JavaSymbolException direct = assertThrows(JavaSymbolException.class, () -> f.call(3L));
            assertTrue(direct.getCause().getMessage().equals("boom 3"), String.valueOf(direct.getCause()));
            BoundCall bound = f.bind(4L);
            assertThrows(JavaSymbolException.class, bound::call);
            assertFalse(f.callableInPlace());
            assertTrue(assertThrows(IllegalStateException.class, () -> f.callInPlace(1L)).getMessage()
                    .contains("which the engine's options define"));
        }
    }

    @Test
    void aBoundCallChecksTheThreadAndTheMemoryAtEveryCall() throws Exception {
        try (JitModule module = JitModule.compile("kernels.mlir", KERNELS, JitModule.defaultOptions());
             Arena confined = Arena.ofConfined()) {
            BoundCall sum = module.function("sum2d").bind(MemRefView.of(confined, new double[] {1, 2}, 1, 2));
            assertEquals(3.0, sum.call());
            Throwable[] thrown = new Throwable[1];
            Thread other = new Thread(() -> {
                try {
                    sum.call();
                } catch (Throwable t) {
                    thrown[0] = t;
                }
            });
            other.start();
            other.join();
            assertTrue(thrown[0] instanceof WrongThreadException, String.valueOf(thrown[0]));
        }
    }

    @Test
    void aClosedModuleRefusesCalls() {
        JitModule module = JitModule.compile(SAXPY);
        JitFunction saxpy = module.function("saxpy");
        module.close();
        module.close();
        assertThrows(IllegalStateException.class, () -> saxpy.call(1.0f, new float[1], new float[1]));
        assertThrows(IllegalStateException.class, () -> module.function("saxpy"));
    }

    @Test
    void badInputIsOneExceptionWithWhatMlirjOptPrints() {
        CompilationException e = assertThrows(CompilationException.class, () -> JitModule.compile("""
                func.func @f(%a: i32) -> i32 {
                  %b = arith.addi %a, %c : i32
                  return %b : i32
                }
                """));
        assertEquals("""
                <string>:2:23: error: use of undeclared SSA value name
                  %b = arith.addi %a, %c : i32
                                      ^""", e.getMessage());
        assertFalse(e.getMessage().contains("FileLineCol"));
    }

    @Test
    void anOperationLeftUnloweredIsNamedWithThePassThatLowersIt() {
        CompilationException e = assertThrows(CompilationException.class, () -> JitModule.compile("k.mlir", """
                func.func @p(%a: i32, %b: i32) -> i32 {
                  %r = math.ipowi %a, %b : i32
                  return %r : i32
                }
                """, JitModule.defaultOptions()));
        assertTrue(e.getMessage().startsWith("k.mlir:2:8: error: 'math.ipowi' was not lowered to the LLVM dialect"),
                e.getMessage());
        assertTrue(e.getMessage().contains("the pass convert-math-to-funcs lowers it"), e.getMessage());
    }

    @Test
    void compilesAModuleBuiltWithTheFacades() {
        MlirContext context = InitAllDialects.context();
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        IntegerType i64 = IntegerType.of(64);
        Func.func(Builder.atEnd(context, ModuleOp.body(module)), loc, "twice",
                new FunctionType(List.of(i64), List.of(i64)),
                (b, args) -> List.of(Arith.addi(b, loc, args.get(0), args.get(0))));
        try (JitModule jit = JitModule.compile(module, context)) {
            assertEquals(42L, jit.function("twice").call(21L));
        }
    }
}

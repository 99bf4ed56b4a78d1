package dev.mlirj;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.executionengine.KernelFailureException;
import dev.mlirj.executionengine.MemRefView;
import java.lang.foreign.Arena;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Runtime checks through the one-step API ({@code ExecutionEngineOptions.withRuntimeChecks}): each fault class MLIR
 * 19's {@code generate-runtime-verification} checks becomes a {@link KernelFailureException} with MLIR's message
 * and the operation's location, from every way of calling, inside loops and nested calls; the JVM goes on and the
 * next call on the same engine works. Without checks the same module compiles to code without them.
 */
class RuntimeChecksTest {
    static final String SOURCE = """
            func.func @get(%m: memref<?xf32>, %i: index) -> f32 {
              %v = memref.load %m[%i] : memref<?xf32>
              return %v : f32
            }
            func.func @put(%m: memref<?x?xf32>, %i: index, %j: index, %v: f32) {
              memref.store %v, %m[%i, %j] : memref<?x?xf32>
              return
            }
            func.func @fill(%m: memref<?xf32>, %n: index, %v: f32) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              scf.for %i = %c0 to %n step %c1 {
                memref.store %v, %m[%i] : memref<?xf32>
              }
              return
            }
            func.func @window(%m: memref<?xf32>, %offset: index, %size: index) -> f32 {
              %c0 = arith.constant 0 : index
              %s = memref.subview %m[%offset] [%size] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
              %v = memref.load %s[%c0] : memref<?xf32, strided<[1], offset: ?>>
              return %v : f32
            }
            func.func @first4(%m: memref<?xf32>) -> f32 {
              %c3 = arith.constant 3 : index
              %s = memref.cast %m : memref<?xf32> to memref<4xf32>
              %v = memref.load %s[%c3] : memref<4xf32>
              return %v : f32
            }
            func.func @nested(%m: memref<?xf32>, %i: index) -> f32 {
              %v = func.call @get(%m, %i) : (memref<?xf32>, index) -> f32
              return %v : f32
            }
            func.func @div(%a: i32, %b: i32) -> i32 {
              %q = arith.divsi %a, %b : i32
              return %q : i32
            }
            func.func @rem(%a: i64, %b: i64) -> i64 {
              %q = arith.remui %a, %b : i64
              return %q : i64
            }
            func.func @vsum(%m: memref<?xf32>, %i: index) -> f32 {
              %v = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
              %s = vector.reduction <add>, %v : vector<4xf32> into f32
              return %s : f32
            }
            func.func @aget(%m: memref<?x?xf32>, %i: index) -> f32 {
              %v = affine.load %m[%i + 1, %i * 2] : memref<?x?xf32>
              return %v : f32
            }
            func.func @make(%n: index) -> index {
              %m = memref.alloc(%n) : memref<?xf32>
              %c0 = arith.constant 0 : index
              %d = memref.dim %m, %c0 : memref<?xf32>
              memref.dealloc %m : memref<?xf32>
              return %d : index
            }
            """;

    private static JitModule module;

    @BeforeAll
    static void compile() {
        module = JitModule.compile("checked.mlir", SOURCE, JitModule.defaultOptions().withRuntimeChecks(true));
    }

    @AfterAll
    static void release() {
        module.close();
    }

    private static KernelFailureException fails(String check, String location, Executable call) {
        KernelFailureException e = assertThrows(KernelFailureException.class, call);
        List<String> lines = e.failureMessage().orElseThrow().lines().toList();
        assertEquals("ERROR: Runtime op verification failed", lines.get(0), e.getMessage());
        assertEquals("^ " + check, lines.get(2), e.getMessage());
        assertEquals("Location: loc(\"checked.mlir\":" + location + ")", lines.get(3), e.getMessage());
        assertEquals("checked.mlir:" + location, e.location().orElseThrow());
        return e;
    }

    @Test
    void outOfBoundsLoadFromEveryCallingForm() {
        JitFunction get = module.function("get");
        float[] data = {1, 2, 3, 4};
        for (long i : new long[] {4, -1, Long.MIN_VALUE, 1 << 20}) {
            KernelFailureException e = fails("out-of-bounds access", "2:8", () -> get.call(data, i));
            assertEquals(List.of(new KernelFailureException.Comparison("sge", i, 0),
                    new KernelFailureException.Comparison("slt", i, 4)), e.comparisons(), "the index and the bound");
            assertTrue(e.failureMessage().orElseThrow().lines().toList().get(1).contains("\"memref.load\""),
                    e.getMessage());
            fails("out-of-bounds access", "2:8", () -> get.callInPlace(data, i));
        }
        try (Arena arena = Arena.ofConfined()) {
            MemRefView view = MemRefView.of(arena, data);
            fails("out-of-bounds access", "2:8", () -> get.bind(view, 4L).call());
            fails("out-of-bounds access", "2:8", () -> get.compiled().invokePacked(view, 4L));
            fails("out-of-bounds access", "2:8", () -> get.compiled().invokeExpanded(view, 4L));
            assertEquals(4f, get.bind(view, 3L).call());
        }
        assertEquals(3f, get.call(data, 2L));
        assertEquals(1f, get.callInPlace(data, 0L));
    }

    @Test
    void outOfBoundsStoreChangesNothing() {
        JitFunction put = module.function("put");
        float[] grid = new float[6];
        Shaped m = Shaped.of(grid, 2, 3);
        fails("out-of-bounds access", "6:3", () -> put.call(m, 2L, 0L, 9f));
        fails("out-of-bounds access", "6:3", () -> put.call(m, 0L, 3L, 9f));
        fails("out-of-bounds access", "6:3", () -> put.call(m, -1L, 1L, 9f));
        assertArrayEquals(new float[6], grid);
        put.call(m, 1L, 2L, 9f);
        assertEquals(9f, grid[5]);
    }

    @Test
    void checkFailingInsideALoopStopsAtTheFirstBadIndex() {
        JitFunction fill = module.function("fill");
        try (Arena arena = Arena.ofConfined()) {
            MemRefView view = MemRefView.of(arena, new float[3]);
            fails("out-of-bounds access", "13:5", () -> fill.call(view, 5L, 7f));
            assertArrayEquals(new float[] {7, 7, 7}, (float[]) view.toArray(), "stores before the bad index");
            fill.call(view, 3L, 8f);
            assertArrayEquals(new float[] {8, 8, 8}, (float[]) view.toArray());
        }
    }

    @Test
    void subviewOutOfTheBaseMemref() {
        JitFunction window = module.function("window");
        float[] data = {1, 2, 3, 4};
        fails("subview is out-of-bounds of the base memref", "19:8", () -> window.call(data, 2L, 3L));
        fails("subview is out-of-bounds of the base memref", "19:8", () -> window.call(data, -1L, 1L));
        assertEquals(3f, window.call(data, 2L, 2L));
    }

    @Test
    void castToAMismatchingStaticSize() {
        JitFunction first4 = module.function("first4");
        fails("size mismatch of dim 0", "25:8", () -> first4.call(new float[] {1, 2, 3}));
        fails("size mismatch of dim 0", "25:8", () -> first4.call(new float[] {1, 2, 3, 4, 5}));
        assertEquals(4f, first4.call(new float[] {1, 2, 3, 4}));
    }

    @Test
    void checkFailingInANestedCall() {
        JitFunction nested = module.function("nested");
        KernelFailureException e = fails("out-of-bounds access", "2:8", () -> nested.call(new float[] {1}, 1L));
        assertEquals("_mlir_ciface_nested", e.entryPoint());
        assertEquals(1f, nested.call(new float[] {1}, 0L));
    }

    @Test
    void integerDivisionByZeroAndSignedOverflow() {
        JitFunction div = module.function("div");
        String check = "division by zero or signed overflow (minimum value divided by -1)";
        KernelFailureException zero = fails(check, "34:8", () -> div.call(7, 0));
        assertTrue(zero.comparisons().stream().anyMatch(c -> c.lhs() == 0 && !c.holds()), zero.getMessage());
        fails(check, "34:8", () -> div.call(Integer.MIN_VALUE, -1));
        fails(check, "34:8", () -> div.callInPlace(1, 0));
        fails(check, "34:8", () -> div.bind(Integer.MIN_VALUE, -1).call());
        assertEquals(-3, div.call(7, -2));
        assertEquals(Integer.MIN_VALUE, div.call(Integer.MIN_VALUE, 1));
        JitFunction rem = module.function("rem");
        fails("division by zero", "38:8", () -> rem.call(5L, 0L));
        assertEquals(1L, rem.call(-1L, 2L), "remui of 2^64 - 1");
    }

    @Test
    void vectorAndAffineAccessesOutOfBounds() {
        float[] data = {1, 2, 3, 4, 5};
        JitFunction vsum = module.function("vsum");
        fails("out-of-bounds access", "42:8", () -> vsum.call(data, 2L));
        fails("out-of-bounds access", "42:8", () -> vsum.call(data, -1L));
        assertEquals(14f, vsum.call(data, 1L));
        JitFunction aget = module.function("aget");
        Shaped grid = Shaped.of(new float[] {0, 1, 2, 3, 4, 5}, 3, 2);
        fails("out-of-bounds access", "47:8", () -> aget.call(grid, 1L));
        fails("out-of-bounds access", "47:8", () -> aget.call(grid, 2L));
        assertEquals(2f, aget.call(grid, 0L));
    }

    @Test
    void allocationOfANegativeSize() {
        JitFunction make = module.function("make");
        fails("negative dynamic size", "51:8", () -> make.call(-1L));
        assertEquals(3L, make.call(3L));
    }

    @Test
    void withoutChecksTheModuleIsNotGuarded() {
        try (JitModule plain = JitModule.compile("checked.mlir", SOURCE,
                JitModule.defaultOptions().withIrDump(true))) {
            assertEquals(2f, plain.function("get").call(new float[] {1, 2}, 1L));
            assertTrue(!plain.engine().optimizedIr().contains("__mlirj_fail"), "checks without runtime checks");
        }
    }
}

package dev.mlirj.conversion.memreftollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.executionengine.CallResults;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.CountingMemRefAllocator;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefAllocationFunctions;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.OwnedMemRef;
import dev.mlirj.executionengine.RunnerOutput;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.pass.PassPipelineParser;
import dev.mlirj.syntax.SourceParser;
import java.io.ByteArrayOutputStream;
import java.lang.foreign.Arena;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Kernels lowered by {@code finalize-memref-to-llvm{use-generic-functions=1}} (with the rest of the standard
 * lowering) and called from Java, their allocations going through a {@link CountingMemRefAllocator} installed with
 * {@link MemRefAllocationFunctions#withAllocator}: a loop allocating and freeing 10^6 times leaves nothing live, a
 * returned memref is freed exactly once through {@code _mlir_memref_to_llvm_free}, and a strided view made in Java
 * is read with the descriptor's offset and strides. Without the hook, the runner utilities provide the C library's
 * functions under those names.
 */
class MemRefToLlvmExecutionTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private static final String PROGRAM = """
            // Allocates a buffer of (i mod 7) + 1 floats, writes and reads it, and frees it, n times; returns the sum.
            func.func @churn(%n: index) -> i64 attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %c7 = arith.constant 7 : index
              %z = arith.constant 0 : i64
              cf.br ^loop(%c0, %z : index, i64)
            ^loop(%i: index, %acc: i64):
              %c = arith.cmpi slt, %i, %n : index
              cf.cond_br %c, ^body, ^exit
            ^body:
              %r = arith.remui %i, %c7 : index
              %size = arith.addi %r, %c1 : index
              %buf = memref.alloc(%size) {alignment = 32} : memref<?xi64>
              %ii = arith.index_cast %i : index to i64
              memref.store %ii, %buf[%r] : memref<?xi64>
              %x = memref.load %buf[%r] : memref<?xi64>
              memref.dealloc %buf : memref<?xi64>
              %acc1 = arith.addi %acc, %x : i64
              %i1 = arith.addi %i, %c1 : index
              cf.br ^loop(%i1, %acc1 : index, i64)
            ^exit:
              return %acc : i64
            }

            // A new buffer 0, 1, ..., n - 1 owned by the caller.
            func.func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %buf = memref.alloc(%n) : memref<?xi64>
              cf.br ^loop(%c0 : index)
            ^loop(%i: index):
              %c = arith.cmpi slt, %i, %n : index
              cf.cond_br %c, ^body, ^exit
            ^body:
              %ii = arith.index_cast %i : index to i64
              memref.store %ii, %buf[%i] : memref<?xi64>
              %i1 = arith.addi %i, %c1 : index
              cf.br ^loop(%i1 : index)
            ^exit:
              return %buf : memref<?xi64>
            }

            // m[1][0] * 100 + m[0][1] * 10 + m[1][1] of a strided view.
            func.func @pick(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %a = memref.load %m[%c1, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
              %b = memref.load %m[%c0, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
              %d = memref.load %m[%c1, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
              %h = arith.constant 100.0 : f32
              %t = arith.constant 10.0 : f32
              %ah = arith.mulf %a, %h : f32
              %bt = arith.mulf %b, %t : f32
              %s = arith.addf %ah, %bt : f32
              %r = arith.addf %s, %d : f32
              return %r : f32
            }
            """;

    private static final CountingMemRefAllocator ALLOCATOR = new CountingMemRefAllocator();
    private static final Map<String, FunctionSignature> SIGNATURES = new HashMap<>();
    private static ExecutionEngine engine;

    @BeforeAll
    static void compile() throws Exception {
        engine = compile(MemRefAllocationFunctions.withAllocator(ExecutionEngineOptions.defaults(), ALLOCATOR));
    }

    /** The program lowered with the generic allocation functions, in an engine with {@code options}. */
    private static ExecutionEngine compile(ExecutionEngineOptions options) throws Exception {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "kernels.mlir", PROGRAM);
        assertTrue(module != null, diagnostics.collected()::toString);
        for (String name : new String[] {"churn", "iota", "pick"}) {
            SIGNATURES.put(name, FunctionSignature.of(SymbolTable.lookupIn(module, name), 64));
        }
        assertTrue(PassPipelineParser.parse("builtin.module(finalize-memref-to-llvm{use-generic-functions=1}, "
                        + "convert-arith-to-llvm, convert-func-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts)")
                .run(module, context, diagnostics), diagnostics.collected()::toString);
        return ExecutionEngine.create(module, options);
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static CompiledFunction f(String name) {
        return CompiledFunction.of(SIGNATURES.get(name), engine::lookup)
                .withDeallocationFunction(MemRefAllocationFunctions.FREE);
    }

    @Test
    void aMillionAllocationsLeaveNothingLive() {
        long allocationsBefore = ALLOCATOR.allocations();
        long freesBefore = ALLOCATOR.frees();
        long n = 1_000_000;
        try (CallResults r = f("churn").invoke(n)) {
            assertEquals(n * (n - 1) / 2, r.getLong(0));
        }
        engine.rethrowJavaSymbolFailure();
        assertEquals(n, ALLOCATOR.allocations() - allocationsBefore);
        assertEquals(n, ALLOCATOR.frees() - freesBefore);
        assertEquals(0, ALLOCATOR.badFrees());
        assertEquals(0, ALLOCATOR.live());
        assertTrue(ALLOCATOR.peakLive() <= 2, ALLOCATOR::toString); // one per call in flight (iota may run too)
    }

    @Test
    void theRunnerUtilitiesProvideTheCLibraryAsDefault() throws Exception {
        long before = ALLOCATOR.allocations();
        try (ExecutionEngine plain = compile(ExecutionEngineOptions.defaults()
                .withRunnerUtils(RunnerOutput.to(new ByteArrayOutputStream(), new ByteArrayOutputStream())));
             CallResults r = CompiledFunction.of(SIGNATURES.get("churn"), plain::lookup).invoke(1000L)) {
            assertEquals(1000L * 999 / 2, r.getLong(0));
        }
        assertEquals(before, ALLOCATOR.allocations(), "the hook of another engine is not called");
    }

    @Test
    void aReturnedMemRefIsFreedExactlyOnceThroughTheGenericFree() {
        long freesBefore = ALLOCATOR.frees();
        OwnedMemRef m = f("iota").invoke(5L).getMemRef(0);
        assertTrue(m.isOwner());
        assertEquals(1, ALLOCATOR.live());
        MemRefView v = m.view();
        assertEquals(5, v.size(0));
        for (int i = 0; i < 5; i++) {
            assertEquals(i, v.getLong(i));
        }
        m.close();
        assertEquals(freesBefore + 1, ALLOCATOR.frees());
        assertEquals(0, ALLOCATOR.live());
        m.close();
        assertEquals(freesBefore + 1, ALLOCATOR.frees(), "a second close frees nothing");
        assertEquals(0, ALLOCATOR.badFrees());
    }

    @Test
    void aStridedViewMadeInJavaIsReadWithItsOffsetAndStrides() {
        try (Arena arena = Arena.ofConfined()) {
            float[] data = new float[20];
            for (int i = 0; i < data.length; i++) {
                data[i] = i;
            }
            MemRefView all = MemRefView.of(arena, data);
            // A 2x2 view at offset 3 with strides 5 and 2: elements 3, 5 / 8, 10.
            MemRefView view = all.view(3, new long[] {2, 2}, new long[] {5, 2});
            try (CallResults r = f("pick").invoke(view)) {
                assertEquals(8 * 100 + 5 * 10 + 10, r.getFloat(0));
            }
            assertEquals(0, ALLOCATOR.badFrees());
        }
    }
}

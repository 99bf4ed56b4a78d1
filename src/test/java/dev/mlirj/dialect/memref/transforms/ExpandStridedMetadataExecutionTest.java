package dev.mlirj.dialect.memref.transforms;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.executionengine.CallResults;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.Arena;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Kernels that take subviews, rank-reducing subviews and reshapes of their memref arguments, lowered by the
 * standard lowering (so through {@code expand-strided-metadata}) and called from Java with arrays and strided views
 * made in Java: the results and the writes through the views land where the views say.
 */
class ExpandStridedMetadataExecutionTest {
    private static final String PROGRAM = """
            // The sum of the 2x3 window at (%i, %j) of %m taking every other column.
            func.func @window_sum(%m: memref<?x?xf32>, %i: index, %j: index) -> f32
                attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %c2 = arith.constant 2 : index
              %c3 = arith.constant 3 : index
              %w = memref.subview %m[%i, %j][2, 3][1, 2]
                  : memref<?x?xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
              %zero = arith.constant 0.0 : f32
              %s = scf.for %r = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {
                %t = scf.for %c = %c0 to %c3 step %c1 iter_args(%a = %acc) -> (f32) {
                  %x = memref.load %w[%r, %c] : memref<2x3xf32, strided<[?, ?], offset: ?>>
                  %y = arith.addf %a, %x : f32
                  scf.yield %y : f32
                }
                scf.yield %t : f32
              }
              return %s : f32
            }

            // Writes %v into column %j of a strided view (a rank-reducing subview) and returns its element count.
            func.func @fill_column(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %j: index, %v: f32) -> index
                attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %n = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
              %col = memref.subview %m[0, %j][%n, 1][1, 1]
                  : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
              scf.for %r = %c0 to %n step %c1 {
                memref.store %v, %col[%r] : memref<?xf32, strided<[?], offset: ?>>
              }
              return %n : index
            }

            // The element (%a, %b, %c) of %m seen as ?x2x4.
            func.func @expanded(%m: memref<?x8xi64>, %a: index, %b: index, %c: index) -> i64
                attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %n = memref.dim %m, %c0 : memref<?x8xi64>
              %e = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 4]
                  : memref<?x8xi64> into memref<?x2x4xi64>
              %x = memref.load %e[%a, %b, %c] : memref<?x2x4xi64>
              return %x : i64
            }
            """;

    private static final Map<String, FunctionSignature> SIGNATURES = new HashMap<>();
    private static ExecutionEngine engine;

    @BeforeAll
    static void compile() throws Exception {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "views.mlir", PROGRAM);
        assertTrue(module != null, diagnostics.collected()::toString);
        for (String name : new String[] {"window_sum", "fill_column", "expanded"}) {
            SIGNATURES.put(name, FunctionSignature.of(SymbolTable.lookupIn(module, name), 64));
        }
        assertTrue(StandardLowering.passManager().run(module, context, diagnostics),
                diagnostics.collected()::toString);
        assertTrue(StandardLowering.isLowered(module), "everything lowered to the LLVM dialect");
        engine = ExecutionEngine.create(module, ExecutionEngineOptions.defaults());
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static CompiledFunction f(String name) {
        return CompiledFunction.of(SIGNATURES.get(name), engine::lookup);
    }

    @Test
    void aSubviewOfAnArgumentReadsTheWindow() {
        try (Arena arena = Arena.ofConfined()) {
            float[] data = new float[5 * 7];
            for (int i = 0; i < data.length; i++) {
                data[i] = i;
            }
            MemRefView m = MemRefView.of(arena, data).view(0, new long[] {5, 7}, new long[] {7, 1});
            // Rows 2 and 3, columns 1, 3, 5: (15 + 17 + 19) + (22 + 24 + 26).
            try (CallResults r = f("window_sum").invoke(m, 2L, 1L)) {
                assertEquals(123f, r.getFloat(0));
            }
        }
    }

    @Test
    void aRankReducingSubviewOfAJavaViewWritesThroughBothStrides() {
        try (Arena arena = Arena.ofConfined()) {
            float[] data = new float[24];
            MemRefView all = MemRefView.of(arena, data);
            // A 3x4 view at offset 1 with strides 8 and 2; its column 2 is elements 5, 13, 21.
            MemRefView view = all.view(1, new long[] {3, 4}, new long[] {8, 2});
            try (CallResults r = f("fill_column").invoke(view, 2L, 7f)) {
                assertEquals(3L, r.getLong(0));
            }
            float[] expected = new float[24];
            expected[5] = 7f;
            expected[13] = 7f;
            expected[21] = 7f;
            float[] actual = new float[24];
            for (int i = 0; i < 24; i++) {
                actual[i] = all.getFloat(i);
            }
            assertArrayEquals(expected, actual);
        }
    }

    @Test
    void anExpandShapeOfAnArgumentIndexesRowMajor() {
        try (Arena arena = Arena.ofConfined()) {
            long[] data = new long[3 * 8];
            for (int i = 0; i < data.length; i++) {
                data[i] = 100 + i;
            }
            MemRefView m = MemRefView.of(arena, data).view(0, new long[] {3, 8}, new long[] {8, 1});
            try (CallResults r = f("expanded").invoke(m, 2L, 1L, 3L)) {
                assertEquals(100 + 2 * 8 + 1 * 4 + 3, r.getLong(0));
            }
        }
    }
}

package dev.mlirj.dialect.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link MemRef}'s factories build what the parser builds from the same text: the built IR verifies and prints as
 * mlir-opt 19 prints that text (the expected string below is mlir-opt 19's output for it), in custom and generic
 * form.
 */
class MemRefBuilderTest {
    private static final MemRefType F32_4xQ = MemRefType.of(List.of(4L, MemRef.DYNAMIC), FloatType.F32);

    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir", """
                func.func @f(%m: memref<?x8xf32>, %i: index, %v: f32) {
                  return
                }
                """);
        Block body = ModuleOp.body(module);
        Operation func = body.firstOp();
        Block entry = FuncOp.body(func).entryBlock();
        Value m = entry.argument(0);
        Value i = entry.argument(1);
        Value v = entry.argument(2);
        Location loc = Location.unknown();

        MemRefType globalType = MemRefType.of(List.of(2L), FloatType.F32);
        MemRef.global(Builder.before(context, func), loc, "g", globalType,
                new DenseElementsAttr(new dev.mlirj.ir.RankedTensorType(List.of(2L), FloatType.F32,
                        null), List.of(java.math.BigInteger.valueOf(Float.floatToIntBits(1.5f))), true),
                true, 16L, "private");
        MemRef.global(Builder.before(context, func), loc, "u", globalType, UnitAttr.INSTANCE, false, null, null);

        Builder b = Builder.before(context, entry.lastOp());
        Value buffer = MemRef.alloc(b, loc, F32_4xQ, List.of(i), 32);
        Value x = MemRef.load(b, loc, m, List.of(i, i));
        MemRef.store(b, loc, x, buffer, List.of(i, i), true);
        MemRef.store(b, loc, v, buffer, List.of(i, i));
        MemRef.dim(b, loc, m, i);
        Value unranked = MemRef.cast(b, loc, m, new dev.mlirj.ir.UnrankedMemRefType(
                FloatType.F32, null));
        MemRef.rank(b, loc, unranked);
        Value sub = MemRef.subview(b, loc, m, List.of(OpFoldResult.of(i), OpFoldResult.of(2)),
                List.of(OpFoldResult.of(4), OpFoldResult.of(4)), List.of(OpFoldResult.of(1), OpFoldResult.of(2)));
        MemRef.reinterpretCast(b, loc, m, MemRefType.of(List.of(MemRef.DYNAMIC, 8L), FloatType.F32),
                OpFoldResult.of(0), List.of(OpFoldResult.of(i), OpFoldResult.of(8)),
                List.of(OpFoldResult.of(8), OpFoldResult.of(1)));
        MemRef.extractStridedMetadata(b, loc, sub);
        MemRef.extractAlignedPointerAsIndex(b, loc, m);
        Value expanded = MemRef.expandShape(b, loc, buffer,
                MemRefType.of(List.of(2L, 2L, MemRef.DYNAMIC), FloatType.F32), List.of(List.of(0, 1), List.of(2)),
                List.of(OpFoldResult.of(2), OpFoldResult.of(2), OpFoldResult.of(i)));
        MemRef.collapseShape(b, loc, expanded, F32_4xQ, List.of(List.of(0, 1), List.of(2)));
        MemRef.atomicRmw(b, loc, AtomicRmwKind.ADDF, v, buffer, List.of(i, i));
        Value g = MemRef.getGlobal(b, loc, "g", globalType);
        Value stack = MemRef.alloca(b, loc, globalType, List.of());
        MemRef.copy(b, loc, g, stack);
        MemRef.assumeAlignment(b, loc, buffer, 16);
        MemRef.dealloc(b, loc, buffer);

        assertTrue(Verifier.verify(module, context, diagnostics), () -> diagnostics.collected().toString());
        String expected = """
                module {
                  memref.global "private" constant @g : memref<2xf32> = dense<1.500000e+00> {alignment = 16 : i64}
                  memref.global @u : memref<2xf32> = uninitialized
                  func.func @f(%arg0: memref<?x8xf32>, %arg1: index, %arg2: f32) {
                    %alloc = memref.alloc(%arg1) {alignment = 32 : i64} : memref<4x?xf32>
                    %0 = memref.load %arg0[%arg1, %arg1] : memref<?x8xf32>
                    memref.store %0, %alloc[%arg1, %arg1] {nontemporal = true} : memref<4x?xf32>
                    memref.store %arg2, %alloc[%arg1, %arg1] : memref<4x?xf32>
                    %dim = memref.dim %arg0, %arg1 : memref<?x8xf32>
                    %cast = memref.cast %arg0 : memref<?x8xf32> to memref<*xf32>
                    %1 = memref.rank %cast : memref<*xf32>
                    %subview = memref.subview %arg0[%arg1, 2] [4, 4] [1, 2] : memref<?x8xf32> to memref<4x4xf32, strided<[8, 2], offset: ?>>
                    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 8], strides: [8, 1] : memref<?x8xf32> to memref<?x8xf32>
                    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<4x4xf32, strided<[8, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
                    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x8xf32> -> index
                    %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [2, 2, %arg1] : memref<4x?xf32> into memref<2x2x?xf32>
                    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
                    %2 = memref.atomic_rmw addf %arg2, %alloc[%arg1, %arg1] : (f32, memref<4x?xf32>) -> f32
                    %3 = memref.get_global @g : memref<2xf32>
                    %alloca = memref.alloca() : memref<2xf32>
                    memref.copy %3, %alloca : memref<2xf32> to memref<2xf32>
                    memref.assume_alignment %alloc, 16 : memref<4x?xf32>
                    memref.dealloc %alloc : memref<4x?xf32>
                    return
                  }
                }

                """;
        assertEquals(expected, AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT) + "\n");
        assertEquals(dev.mlirj.dialect.DialectTesting.print(expected, true),
                AsmPrinter.print(module, context, new AsmPrinter.Options(true, false)),
                "built and parsed IR hold the same properties");
    }

    @Test
    void factoriesRefuseWhatCannotBeWellFormed() {
        MlirContext context = InitAllDialects.context();
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        Builder b = Builder.atEnd(context, ModuleOp.body(module));
        Value buffer = MemRef.alloc(b, loc, MemRefType.of(List.of(4L), FloatType.F32), List.of());
        Value index = MemRef.dim(b, loc, buffer, MemRef.rank(b, loc, buffer));
        assertThrows(IllegalArgumentException.class,
                () -> MemRef.alloc(b, loc, F32_4xQ, List.of()), "a size per '?'");
        assertThrows(IllegalArgumentException.class,
                () -> MemRef.load(b, loc, buffer, List.of(index, index)), "an index per dimension");
        assertThrows(IllegalArgumentException.class,
                () -> MemRef.load(b, loc, index, List.of()), "a memref to load from");
        assertThrows(IllegalArgumentException.class, () -> MemRef.subview(b, loc, buffer,
                List.of(OpFoldResult.of(0)), List.of(), List.of()), "an offset, size and stride per dimension");
        assertThrows(IllegalArgumentException.class, () -> OpFoldResult.of(MemRef.DYNAMIC));
        assertThrows(IllegalArgumentException.class,
                () -> MemRef.alloc(new Builder(new MlirContext()), loc, MemRefType.of(List.of(4L), FloatType.F32),
                        List.of()));
        assertEquals(IndexType.INSTANCE, index.type());
    }
}

package dev.mlirj.dialect.vector;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineMap;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link VectorBuilder} builds what the parser builds from the same text (as mlir-opt 19 prints it). */
class VectorBuilderTest {
    private static final VectorType V4 = VectorType.of(List.of(4L), FloatType.F32);
    private static final VectorType V2X4 = VectorType.of(List.of(2L, 4L), FloatType.F32);

    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        var b = m.builder();
        var c = m.context();
        var l = m.location();
        Value x = Arith.constant(b, c, l, FloatAttr.of(FloatType.F32, 2.0));
        Value i = Arith.constant(b, c, l, IndexType.INSTANCE, 1);
        Value mem = MemRef.alloc(b, c, l, MemRefType.of(List.of(8L, 8L), FloatType.F32), List.of());
        Value v = VectorBuilder.splat(b, c, l, x, V4);
        Value w = VectorBuilder.broadcast(b, c, l, v, V2X4);
        Value e = VectorBuilder.extract(b, c, l, w, List.of(1L, i));
        Value row = VectorBuilder.extract(b, c, l, w, 0);
        VectorBuilder.insert(b, c, l, row, w, List.of(i));
        VectorBuilder.insert(b, c, l, e, w, 1, 3);
        Value el = VectorBuilder.extractElement(b, c, l, v, i);
        VectorBuilder.insertElement(b, c, l, el, v, i);
        VectorBuilder.shuffle(b, c, l, v, v, 0, 7);
        Value f = VectorBuilder.fma(b, c, l, v, v, v);
        VectorBuilder.reduction(b, c, l, CombiningKind.MAXIMUMF, f, x, new FastMathFlagsAttr(FastMathFlagsAttr.FAST));
        VectorBuilder.reduction(b, c, l, CombiningKind.ADD, f, null, FastMathFlagsAttr.NONE);
        Value mask = VectorBuilder.createMask(b, c, l, VectorType.of(List.of(4L), IntegerType.of(1)), i);
        VectorBuilder.constantMask(b, c, l, VectorType.of(List.of(2L, 4L), IntegerType.of(1)), 1, 3);
        Value loaded = VectorBuilder.load(b, c, l, V4, mem, List.of(i, i));
        VectorBuilder.store(b, c, l, loaded, mem, List.of(i, i));
        VectorBuilder.maskedLoad(b, c, l, mem, List.of(i, i), mask, v);
        VectorBuilder.maskedStore(b, c, l, mem, List.of(i, i), mask, v);
        VectorBuilder.transferRead(b, c, l, V4, mem, List.of(i, i), x, null, null, mask);
        VectorBuilder.transferRead(b, c, l, V4, mem, List.of(i, i), x,
                new AffineMap(2, 0, List.of(new AffineDimExpr(0))), new boolean[] {true}, null);
        VectorBuilder.transferWrite(b, c, l, v, mem, List.of(i, i), null, null, null);
        VectorBuilder.print(b, c, l, v, PrintPunctuation.NEWLINE);
        VectorBuilder.print(b, c, l, null, PrintPunctuation.COMMA);
        VectorBuilder.printString(b, c, l, "done\n");
        VectorBuilder.cast(b, c, l, "shape_cast", w, VectorType.of(List.of(8L), FloatType.F32));
        VectorBuilder.cast(b, c, l, "bitcast", v, VectorType.of(List.of(4L), IntegerType.of(32)));
        m.assertPrintsAs("""
                #map = affine_map<(d0, d1) -> (d0)>
                module {
                  %cst = arith.constant 2.000000e+00 : f32
                  %c1 = arith.constant 1 : index
                  %alloc = memref.alloc() : memref<8x8xf32>
                  %0 = vector.splat %cst : vector<4xf32>
                  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
                  %2 = vector.extract %1[1, %c1] : f32 from vector<2x4xf32>
                  %3 = vector.extract %1[0] : vector<4xf32> from vector<2x4xf32>
                  %4 = vector.insert %3, %1 [%c1] : vector<4xf32> into vector<2x4xf32>
                  %5 = vector.insert %2, %1 [1, 3] : f32 into vector<2x4xf32>
                  %6 = vector.extractelement %0[%c1 : index] : vector<4xf32>
                  %7 = vector.insertelement %6, %0[%c1 : index] : vector<4xf32>
                  %8 = vector.shuffle %0, %0 [0, 7] : vector<4xf32>, vector<4xf32>
                  %9 = vector.fma %0, %0, %0 : vector<4xf32>
                  %10 = vector.reduction <maximumf>, %9, %cst fastmath<fast> : vector<4xf32> into f32
                  %11 = vector.reduction <add>, %9 : vector<4xf32> into f32
                  %12 = vector.create_mask %c1 : vector<4xi1>
                  %13 = vector.constant_mask [1, 3] : vector<2x4xi1>
                  %14 = vector.load %alloc[%c1, %c1] : memref<8x8xf32>, vector<4xf32>
                  vector.store %14, %alloc[%c1, %c1] : memref<8x8xf32>, vector<4xf32>
                  %15 = vector.maskedload %alloc[%c1, %c1], %12, %0 : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
                  vector.maskedstore %alloc[%c1, %c1], %12, %0 : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
                  %16 = vector.transfer_read %alloc[%c1, %c1], %cst, %12 : memref<8x8xf32>, vector<4xf32>
                  %17 = vector.transfer_read %alloc[%c1, %c1], %cst {in_bounds = [true], permutation_map = #map} : memref<8x8xf32>, vector<4xf32>
                  vector.transfer_write %0, %alloc[%c1, %c1] : vector<4xf32>, memref<8x8xf32>
                  vector.print %0 : vector<4xf32>
                  vector.print punctuation <comma>
                  vector.print str "done\\0A"
                  %18 = vector.shape_cast %1 : vector<2x4xf32> to vector<8xf32>
                  %19 = vector.bitcast %0 : vector<4xf32> to vector<4xi32>
                }

                """);
    }

    @Test
    void refusesMisuse() {
        Building m = Building.start();
        var b = m.builder();
        var c = m.context();
        var l = m.location();
        Value x = Arith.constant(b, c, l, FloatAttr.of(FloatType.F32, 2.0));
        Value v = VectorBuilder.splat(b, c, l, x, V4);
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.extract(b, c, l, x, 0));
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.extract(b, c, l, v, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.extract(b, c, l, v, List.of("0")));
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.shuffle(b, c, l, v, v));
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.load(b, c, l, V4, v, List.of()));
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.cast(b, c, l, "fptosi", v, V4));
        assertThrows(IllegalArgumentException.class, () -> VectorBuilder.reduction(b, c, l, CombiningKind.ADD, x,
                null, FastMathFlagsAttr.NONE));
    }
}

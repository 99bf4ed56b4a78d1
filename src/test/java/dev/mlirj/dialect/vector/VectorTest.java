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

/** {@link Vector} builds what the parser builds from the same text (as mlir-opt 19 prints it). */
class VectorTest {
    private static final VectorType V4 = VectorType.of(List.of(4L), FloatType.F32);
    private static final VectorType V2X4 = VectorType.of(List.of(2L, 4L), FloatType.F32);

    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        var b = m.builder();
        var c = m.context();
        var l = m.location();
        Value x = Arith.constant(b, l, FloatAttr.of(FloatType.F32, 2.0));
        Value i = Arith.constant(b, l, IndexType.INSTANCE, 1);
        Value mem = MemRef.alloc(b, l, MemRefType.of(List.of(8L, 8L), FloatType.F32), List.of());
        Value v = Vector.splat(b, l, x, V4);
        Value w = Vector.broadcast(b, l, v, V2X4);
        Value e = Vector.extract(b, l, w, List.of(1L, i));
        Value row = Vector.extract(b, l, w, 0);
        Vector.insert(b, l, row, w, List.of(i));
        Vector.insert(b, l, e, w, 1, 3);
        Value el = Vector.extractElement(b, l, v, i);
        Vector.insertElement(b, l, el, v, i);
        Vector.shuffle(b, l, v, v, 0, 7);
        Value f = Vector.fma(b, l, v, v, v);
        Vector.reduction(b, l, CombiningKind.MAXIMUMF, f, x, new FastMathFlagsAttr(FastMathFlagsAttr.FAST));
        Vector.reduction(b, l, CombiningKind.ADD, f, null, FastMathFlagsAttr.NONE);
        Value mask = Vector.createMask(b, l, VectorType.of(List.of(4L), IntegerType.of(1)), i);
        Vector.constantMask(b, l, VectorType.of(List.of(2L, 4L), IntegerType.of(1)), 1, 3);
        Value loaded = Vector.load(b, l, V4, mem, List.of(i, i));
        Vector.store(b, l, loaded, mem, List.of(i, i));
        Vector.maskedLoad(b, l, mem, List.of(i, i), mask, v);
        Vector.maskedStore(b, l, mem, List.of(i, i), mask, v);
        Vector.transferRead(b, l, V4, mem, List.of(i, i), x, null, null, mask);
        Vector.transferRead(b, l, V4, mem, List.of(i, i), x,
                new AffineMap(2, 0, List.of(new AffineDimExpr(0))), new boolean[] {true}, null);
        Vector.transferWrite(b, l, v, mem, List.of(i, i), null, null, null);
        Vector.print(b, l, v, PrintPunctuation.NEWLINE);
        Vector.print(b, l, null, PrintPunctuation.COMMA);
        Vector.printString(b, l, "done\n");
        Vector.shapeCast(b, l, w, VectorType.of(List.of(8L), FloatType.F32));
        Vector.bitcast(b, l, v, VectorType.of(List.of(4L), IntegerType.of(32)));
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
        Value x = Arith.constant(b, l, FloatAttr.of(FloatType.F32, 2.0));
        Value v = Vector.splat(b, l, x, V4);
        assertThrows(IllegalArgumentException.class, () -> Vector.extract(b, l, x, 0));
        assertThrows(IllegalArgumentException.class, () -> Vector.extract(b, l, v, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> Vector.extract(b, l, v, List.of("0")));
        assertThrows(IllegalArgumentException.class, () -> Vector.shuffle(b, l, v, v));
        assertThrows(IllegalArgumentException.class, () -> Vector.load(b, l, V4, v, List.of()));
        assertThrows(IllegalArgumentException.class, () -> Vector.reduction(b, l, CombiningKind.ADD, x,
                null, FastMathFlagsAttr.NONE));
    }
}

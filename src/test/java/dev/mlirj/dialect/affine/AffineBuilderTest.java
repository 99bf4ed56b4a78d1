package dev.mlirj.dialect.affine;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.IntegerSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Affine}'s factories build what the parser builds from the same text, and refuse misuse. */
class AffineBuilderTest {
    private static final Type INDEX = IndexType.INSTANCE;

    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        MlirContext context = m.context();
        Location loc = m.location();
        MemRefType memref = new MemRefType(List.of(-9223372036854775808L, 8L), FloatType.F32, null, null);
        OperationState func = new OperationState(context.operationName("func.func"), loc);
        func.properties.put("sym_name", StringAttr.of("kernel"));
        func.properties.put("function_type", new TypeAttr(new FunctionType(List.of(INDEX, memref),
                List.of(FloatType.F32))));
        Block entry = func.addRegion().appendBlock();
        entry.addArgument(INDEX, loc);
        entry.addArgument(memref, loc);
        m.builder().create(func);
        Builder b = Builder.atEnd(context, entry);
        Value n = entry.argument(0);
        Value mem = entry.argument(1);
        AffineExpr d0 = AffineExpr.dim(0);
        AffineExpr s0 = AffineExpr.symbol(0);
        Value half = Affine.apply(b, loc, new AffineMap(1, 0, List.of(d0.floorDiv(AffineExpr.constant(2)))),
                List.of(n));
        Value low = Affine.min(b, loc, new AffineMap(0, 1, List.of(s0, AffineExpr.constant(4))), List.of(n));
        Affine.max(b, loc, new AffineMap(1, 1, List.of(d0, s0)), List.of(half, n));
        Value zero = Arith.constant(b, loc, dev.mlirj.ir.FloatAttr.of(FloatType.F32, 0.0));
        Operation loop = Affine.for_(b, loc, new AffineMap(0, 1, List.of(s0)), List.of(low),
                new AffineMap(0, 1, List.of(s0.add(AffineExpr.constant(2)))), List.of(n), 2, List.of(zero),
                (in, args) -> {
                    Value x = Affine.load(in, loc, mem, new AffineMap(1, 0, List.of(d0, AffineExpr.constant(1))),
                            List.of(args.get(0)));
                    Affine.if_(in, loc, new IntegerSet(1, 0, List.of(d0.add(AffineExpr.constant(-1))),
                            List.of(false)), List.of(args.get(0)), List.of(), (t, none) -> {
                                Affine.store(t, loc, x, mem, new AffineMap(1, 0, List.of(d0, d0)),
                                        List.of(args.get(0)));
                                return List.of();
                            }, null);
                    return List.of(Arith.addf(in, loc, args.get(1), x));
                });
        OperationState ret = new OperationState(context.operationName("func.return"), loc);
        ret.operands.add(loop.result(0));
        b.create(ret);
        m.assertPrintsAs("""
                #map = affine_map<(d0) -> (d0 floordiv 2)>
                #map1 = affine_map<()[s0] -> (s0, 4)>
                #map2 = affine_map<(d0)[s0] -> (d0, s0)>
                #map3 = affine_map<()[s0] -> (s0 + 2)>
                #set = affine_set<(d0) : (d0 - 1 >= 0)>
                module {
                  func.func @kernel(%arg0: index, %arg1: memref<?x8xf32>) -> f32 {
                    %0 = affine.apply #map(%arg0)
                    %1 = affine.min #map1()[%arg0]
                    %2 = affine.max #map2(%0)[%arg0]
                    %cst = arith.constant 0.000000e+00 : f32
                    %3 = affine.for %arg2 = %1 to #map3()[%arg0] step 2 iter_args(%arg3 = %cst) -> (f32) {
                      %4 = affine.load %arg1[%arg2, 1] : memref<?x8xf32>
                      affine.if #set(%arg2) {
                        affine.store %4, %arg1[%arg2, %arg2] : memref<?x8xf32>
                      }
                      %5 = arith.addf %arg3, %4 : f32
                      affine.yield %5 : f32
                    }
                    return %3 : f32
                  }
                }

                """);
    }

    @Test
    void misuseIsRefused() {
        Building m = Building.start();
        MlirContext context = m.context();
        Value one = Arith.constant(m.builder(), m.location(), INDEX, 1);
        AffineMap two = new AffineMap(1, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(0)));
        assertThrows(IllegalArgumentException.class,
                () -> Affine.apply(m.builder(), m.location(), two, List.of(one)));
        assertThrows(IllegalArgumentException.class,
                () -> Affine.min(m.builder(), m.location(), two, List.of()));
        AffineMap c = AffineMap.constant(0);
        assertThrows(IllegalArgumentException.class, () -> Affine.for_(m.builder(), m.location(), c,
                List.of(), c, List.of(), 0, List.of(), (in, args) -> List.of()));
        assertThrows(IllegalArgumentException.class, () -> Affine.for_(m.builder(), m.location(), c,
                List.of(), c, List.of(), 1, List.of(), (in, args) -> List.of(one)));
        assertThrows(IllegalArgumentException.class, () -> Affine.load(m.builder(), m.location(), one,
                AffineMap.identity(1), List.of(one)));
    }
}

package dev.mlirj.dialect.scf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Scf}'s factories build what the parser builds from the same text, and refuse arity misuse. */
class ScfBuilderTest {
    private static final Type I32 = IntegerType.of(32);
    private static final Type INDEX = IndexType.INSTANCE;

    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        MlirContext context = m.context();
        Location loc = m.location();
        Builder b = m.builder();
        Value zero = Arith.constant(b, loc, INDEX, 0);
        Value ten = Arith.constant(b, loc, INDEX, 10);
        Value one = Arith.constant(b, loc, INDEX, 1);
        Value start = Arith.constant(b, loc, I32, 0);
        Operation loop = Scf.for_(b, loc, zero, ten, one, List.of(start), (in, args) -> {
            Value i = Arith.indexCast(in, loc, args.get(0), I32);
            return List.of(Arith.addi(in, loc, args.get(1), i));
        });
        Scf.for_(b, loc, zero, ten, one, List.of(), (in, args) -> List.of());
        Value sum = loop.result(0);
        Value small = Arith.cmpi(b, loc, CmpIPredicate.SLT, sum, start);
        Operation choice = Scf.if_(b, loc, small, List.of(I32), (in, args) -> List.of(sum),
                (in, args) -> List.of(start));
        Scf.if_(b, loc, small, List.of(), (in, args) -> List.of(), null);
        Scf.while_(b, loc, List.of(choice.result(0)), List.of(I32),
                (in, args) -> new Scf.Condition(Arith.cmpi(in, loc, CmpIPredicate.SGT, args.get(0), start),
                        List.of(args.get(0))),
                (in, args) -> List.of(args.get(0)));
        Scf.executeRegion(b, loc, List.of(I32), (in, args) -> List.of(sum));
        Scf.indexSwitch(b, loc, one, List.of(I32), List.of(4L, -1L),
                List.of((in, args) -> List.of(start), (in, args) -> List.of(sum)), (in, args) -> List.of(sum));
        // The same IR as text, as mlir-opt 19 prints it.
        m.assertPrintsAs("""
                module {
                  %c0 = arith.constant 0 : index
                  %c10 = arith.constant 10 : index
                  %c1 = arith.constant 1 : index
                  %c0_i32 = arith.constant 0 : i32
                  %0 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c0_i32) -> (i32) {
                    %6 = arith.index_cast %arg0 : index to i32
                    %7 = arith.addi %arg1, %6 : i32
                    scf.yield %7 : i32
                  }
                  scf.for %arg0 = %c0 to %c10 step %c1 {
                  }
                  %1 = arith.cmpi slt, %0, %c0_i32 : i32
                  %2 = scf.if %1 -> (i32) {
                    scf.yield %0 : i32
                  } else {
                    scf.yield %c0_i32 : i32
                  }
                  scf.if %1 {
                  }
                  %3 = scf.while (%arg0 = %2) : (i32) -> i32 {
                    %6 = arith.cmpi sgt, %arg0, %c0_i32 : i32
                    scf.condition(%6) %arg0 : i32
                  } do {
                  ^bb0(%arg0: i32):
                    scf.yield %arg0 : i32
                  }
                  %4 = scf.execute_region -> i32 {
                    scf.yield %0 : i32
                  }
                  %5 = scf.index_switch %c1 -> i32\s
                  case 4 {
                    scf.yield %c0_i32 : i32
                  }
                  case -1 {
                    scf.yield %0 : i32
                  }
                  default {
                    scf.yield %0 : i32
                  }
                }

                """);
    }

    @Test
    void factoriesRefuseArityMisuse() {
        Building m = Building.start();
        MlirContext context = m.context();
        Location loc = m.location();
        Builder b = m.builder();
        Value c = Arith.constant(b, loc, INDEX, 0);
        assertThrows(IllegalArgumentException.class,
                () -> Scf.for_(b, loc, c, c, c, List.of(), (in, args) -> List.of(c)));
        assertThrows(IllegalArgumentException.class,
                () -> Scf.if_(b, loc, c, List.of(INDEX), (in, args) -> List.of(c), null));
        assertThrows(IllegalArgumentException.class, () -> Scf.indexSwitch(b, loc, c, List.of(),
                List.of(1L, 1L), List.of((in, args) -> List.of(), (in, args) -> List.of()), (in, args) -> List.of()));
        assertThrows(IllegalArgumentException.class, () -> Scf.indexSwitch(b, loc, c, List.of(),
                List.of(1L), List.of(), (in, args) -> List.of()));
        assertThrows(IllegalArgumentException.class, () -> Scf.while_(b, loc, List.of(), List.of(INDEX),
                (in, args) -> new Scf.Condition(c, List.of()), (in, args) -> List.of()));
    }

    @Test
    void typeMismatchesAreLeftToTheVerifier() {
        Building m = Building.start();
        MlirContext context = m.context();
        Location loc = m.location();
        Builder b = m.builder();
        Value c = Arith.constant(b, loc, INDEX, 0);
        Value x = Arith.constant(b, loc, I32, 0);
        Scf.for_(b, loc, c, c, c, List.of(x), (in, args) -> List.of(c));
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        assertTrue(!Verifier.verify(m.module(), context, diagnostics));
        assertEquals("'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'index'",
                diagnostics.collected().getFirst().message());
    }
}

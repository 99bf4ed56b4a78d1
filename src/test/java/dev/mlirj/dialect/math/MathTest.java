package dev.mlirj.dialect.math;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Value;
import org.junit.jupiter.api.Test;

/** {@link Math} builds what the parser builds from the same text, and refuses misuse. */
class MathTest {
    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        var b = m.builder();
        var context = m.context();
        var loc = m.location();
        Value x = Arith.constant(b, loc, FloatAttr.of(FloatType.F32, 2.0));
        Value n = Arith.constant(b, loc, IntegerType.of(32), 3);
        Value root = Math.sqrt(b, loc, x);
        Math.fma(b, loc, root, x, x, new FastMathFlagsAttr(FastMathFlagsAttr.FAST));
        Math.fpowi(b, loc, x, n);
        Math.ctpop(b, loc, n);
        // The same IR as text, as mlir-opt 19 prints it.
        m.assertPrintsAs("""
                module {
                  %cst = arith.constant 2.000000e+00 : f32
                  %c3_i32 = arith.constant 3 : i32
                  %0 = math.sqrt %cst : f32
                  %1 = math.fma %0, %cst, %cst fastmath<fast> : f32
                  %2 = math.fpowi %cst, %c3_i32 : f32, i32
                  %3 = math.ctpop %c3_i32 : i32
                }

                """);
    }

    @Test
    void refusesMisuse() {
        Building m = Building.start();
        Value n = Arith.constant(m.builder(), m.location(), IntegerType.of(32), 3);
        assertThrows(IllegalArgumentException.class,
                () -> Math.op(m.builder(), m.location(), "math.isnan", n));
        assertThrows(IllegalArgumentException.class,
                () -> Math.op(m.builder(), m.location(), MathOps.IPOWI, n));
        assertThrows(IllegalArgumentException.class, () -> Math.op(m.builder(), m.location(), MathOps.ABSI,
                new FastMathFlagsAttr(FastMathFlagsAttr.NNAN), n));
    }
}

package dev.mlirj.dialect.complex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Value;
import org.junit.jupiter.api.Test;

/** {@link Complex} builds what the parser builds from the same text, and refuses misuse. */
class ComplexTest {
    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        var b = m.builder();
        var context = m.context();
        var loc = m.location();
        Value x = Arith.constant(b, loc, FloatAttr.of(FloatType.F32, 2.0));
        Value z = Complex.create(b, loc, x, x);
        Value k = Complex.constant(b, loc, FloatType.F32, 0.5, -1.0);
        Value sum = Complex.add(b, loc, z, k, new FastMathFlagsAttr(FastMathFlagsAttr.NNAN));
        Value abs = Complex.abs(b, loc, sum);
        Complex.eq(b, loc, z, k);
        Complex.re(b, loc, sum);
        Complex.im(b, loc, sum);
        Complex.exp(b, loc, sum);
        Complex.bitcast(b, loc, sum, IntegerType.of(64));
        assertEquals(FloatType.F32, abs.type());
        // The same IR as text, as mlir-opt 19 prints it.
        m.assertPrintsAs("""
                module {
                  %cst = arith.constant 2.000000e+00 : f32
                  %0 = complex.create %cst, %cst : complex<f32>
                  %cst_0 = complex.constant [5.000000e-01 : f32, -1.000000e+00 : f32] : complex<f32>
                  %1 = complex.add %0, %cst_0 fastmath<nnan> : complex<f32>
                  %2 = complex.abs %1 : complex<f32>
                  %3 = complex.eq %0, %cst_0 : complex<f32>
                  %4 = complex.re %1 : complex<f32>
                  %5 = complex.im %1 : complex<f32>
                  %6 = complex.exp %1 : complex<f32>
                  %7 = complex.bitcast %1 : complex<f32> to i64
                }

                """);
    }

    @Test
    void numberAttributeKnowsItsType() {
        NumberAttr n = NumberAttr.of(FloatType.F64, 1.0, -2.0);
        assertEquals(new ComplexType(FloatType.F64), n.type());
        assertThrows(IllegalArgumentException.class, () -> new NumberAttr(FloatAttr.of(FloatType.F32, 1),
                FloatAttr.of(FloatType.F64, 1)));
    }

    @Test
    void refusesMisuse() {
        Building m = Building.start();
        Value x = Arith.constant(m.builder(), m.location(), FloatAttr.of(FloatType.F32, 2.0));
        Value z = Complex.create(m.builder(), m.location(), x, x);
        assertThrows(IllegalArgumentException.class,
                () -> Complex.op(m.builder(), m.location(), ComplexConstantOp.NAME));
        assertThrows(IllegalArgumentException.class,
                () -> Complex.op(m.builder(), m.location(), ComplexOps.ADD, z));
        assertThrows(IllegalArgumentException.class, () -> Complex.op(m.builder(),
                m.location(), ComplexOps.EQ, new FastMathFlagsAttr(FastMathFlagsAttr.NNAN), z, z));
        assertThrows(IllegalArgumentException.class,
                () -> Complex.re(m.builder(), m.location(), x));
    }
}

package dev.mlirj.dialect.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.diag.DiagnosticEngine;
import dev.mlirj.dialect.DialectTesting;
import dev.mlirj.dialect.Dialects;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.builtin.FloatAttr;
import dev.mlirj.dialect.builtin.FloatType;
import dev.mlirj.dialect.builtin.IntegerType;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import org.junit.jupiter.api.Test;

/** {@link MathBuilder} builds what the parser builds from the same text, and refuses misuse. */
class MathBuilderTest {
    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        MlirContext context = Dialects.context();
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        Builder b = Builder.atEnd(ModuleOp.body(module));
        Value x = Arith.constant(b, context, loc, FloatAttr.of(FloatType.F32, 2.0));
        Value n = Arith.constant(b, context, loc, IntegerType.of(32), 3);
        Value root = MathBuilder.op(b, context, loc, "sqrt", x);
        MathBuilder.op(b, context, loc, "fma", new FastMathFlagsAttr(FastMathFlagsAttr.FAST), root, x, x);
        MathBuilder.op(b, context, loc, "fpowi", x, n);
        MathBuilder.op(b, context, loc, "ctpop", n);
        assertTrue(Verifier.verify(module, context, new DiagnosticEngine()), "built IR verifies");
        String text = AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT) + "\n";
        // The same IR as text, as mlir-opt 19 prints it.
        String expected = """
                module {
                  %cst = arith.constant 2.000000e+00 : f32
                  %c3_i32 = arith.constant 3 : i32
                  %0 = math.sqrt %cst : f32
                  %1 = math.fma %0, %cst, %cst fastmath<fast> : f32
                  %2 = math.fpowi %cst, %c3_i32 : f32, i32
                  %3 = math.ctpop %c3_i32 : i32
                }

                """;
        assertEquals(expected, text);
        assertEquals(DialectTesting.print(expected, true),
                AsmPrinter.print(module, context, new AsmPrinter.Options(true, false)),
                "built and parsed IR hold the same properties");
    }

    @Test
    void refusesMisuse() {
        MlirContext context = Dialects.context();
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        Builder b = Builder.atEnd(ModuleOp.body(module));
        Value n = Arith.constant(b, context, loc, IntegerType.of(32), 3);
        assertThrows(IllegalArgumentException.class, () -> MathBuilder.op(b, context, loc, "isnan", n));
        assertThrows(IllegalArgumentException.class, () -> MathBuilder.op(b, context, loc, "ipowi", n));
        assertThrows(IllegalArgumentException.class, () -> MathBuilder.op(b, context, loc, "absi",
                new FastMathFlagsAttr(FastMathFlagsAttr.NNAN), n));
    }
}

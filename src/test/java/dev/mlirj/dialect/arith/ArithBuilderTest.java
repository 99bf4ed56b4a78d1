package dev.mlirj.dialect.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.syntax.AsmPrinter;
import org.junit.jupiter.api.Test;

/** {@link Arith}'s factories build what the parser builds from the same text. */
class ArithBuilderTest {
    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        MlirContext context = InitAllDialects.context();
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        Builder b = Builder.atEnd(context, ModuleOp.body(module));
        Value c1 = Arith.constant(b, loc, IntegerType.of(32), 1);
        Value sum = Arith.addi(b, loc, c1, c1);
        Value wide = Arith.extsi(b, loc, sum, IntegerType.of(64));
        Value index = Arith.indexCast(b, loc, wide, IndexType.INSTANCE);
        Value lt = Arith.cmpi(b, loc, CmpIPredicate.SLT, index, index);
        Value half = Arith.constant(b, loc, FloatAttr.of(FloatType.F32, 0.5));
        Value prod = Arith.mulf(b, loc, half, half);
        Value ord = Arith.cmpf(b, loc, CmpFPredicate.ORD, prod, half);
        Arith.select(b, loc, lt, ord, lt);
        String text = AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT) + "\n";
        // The same IR as text, as mlir-opt 19 prints it.
        String expected = """
                module {
                  %c1_i32 = arith.constant 1 : i32
                  %0 = arith.addi %c1_i32, %c1_i32 : i32
                  %1 = arith.extsi %0 : i32 to i64
                  %2 = arith.index_cast %1 : i64 to index
                  %3 = arith.cmpi slt, %2, %2 : index
                  %cst = arith.constant 5.000000e-01 : f32
                  %4 = arith.mulf %cst, %cst : f32
                  %5 = arith.cmpf ord, %4, %cst : f32
                  %6 = arith.select %3, %5, %3 : i1
                }

                """;
        assertEquals(expected, text);
        assertEquals(ArithTesting.print(expected, true),
                AsmPrinter.print(module, context, new AsmPrinter.Options(true, false)) + "\n",
                "built and parsed IR hold the same properties");
    }

    @Test
    void factoriesRefuseWhatIsNotTheirs() {
        MlirContext context = InitAllDialects.context();
        Location loc = Location.unknown();
        Builder b = Builder.atEnd(context, ModuleOp.body(ModuleOp.create(context, loc)));
        Value c = Arith.constant(b, loc, IntegerType.of(8), 3);
        assertThrows(IllegalArgumentException.class, () -> Arith.binary(b, loc, CastOps.EXTSI, c, c));
        assertThrows(IllegalArgumentException.class, () -> Arith.cast(b, loc, BinaryOps.ADDI, c, c.type()));
        assertThrows(IllegalArgumentException.class, () -> Arith.binary(b, loc, BinaryOps.ADDI, c, c,
                FastMathFlagsAttr.NONE));
        Builder withoutArith = new Builder(new MlirContext());
        assertThrows(IllegalArgumentException.class, () -> Arith.addi(withoutArith, loc, c, c));
    }
}

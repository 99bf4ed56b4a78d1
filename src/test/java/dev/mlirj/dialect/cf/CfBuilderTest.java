package dev.mlirj.dialect.cf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.func.Func;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Cf}'s factories build what the parser builds from the same text; the accessors read it back. */
class CfBuilderTest {
    private static final Type I1 = IntegerType.of(1);
    private static final Type I32 = IntegerType.of(32);

    @Test
    void builtOpsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        Location loc = m.location();
        Operation f = Func.func(m.builder(), loc, "f", new FunctionType(List.of(I1, I32), List.of()),
                (in, args) -> List.of());
        Region body = FuncOp.body(f);
        Block entry = body.entryBlock();
        entry.lastOp().remove();
        Block loop = body.appendBlock();
        loop.addArgument(I32, loc);
        Block exit = body.appendBlock();
        Block done = body.appendBlock();
        Value c = entry.argument(0);
        Value a = entry.argument(1);
        Builder b = Builder.atEnd(m.context(), entry);
        Operation assertion = Cf.assert_(b, loc, c, "checked");
        Operation condBr = Cf.condBr(b, loc, c, loop, List.of(a), exit, List.of());
        b.setInsertionPointToEnd(loop);
        Operation switchOp = Cf.switch_(b, loc, loop.argument(0), exit, List.of(),
                List.of(BigInteger.valueOf(-1), BigInteger.valueOf(5)), List.of(loop, exit),
                List.of(List.of(a), List.of()));
        b.setInsertionPointToEnd(exit);
        Operation br = Cf.br(b, loc, done, List.of());
        b.setInsertionPointToEnd(done);
        Func.return_(b, loc, List.of());
        m.assertPrintsAs("""
                module {
                  func.func @f(%arg0: i1, %arg1: i32) {
                    cf.assert %arg0, "checked"
                    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
                  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
                    cf.switch %0 : i32, [
                      default: ^bb2,
                      4294967295: ^bb1(%arg1 : i32),
                      5: ^bb2
                    ]
                  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
                    cf.br ^bb3
                  ^bb3:  // pred: ^bb2
                    return
                  }
                }

                """);
        assertEquals(c, AssertOp.arg(assertion));
        assertEquals("checked", AssertOp.msgAttr(assertion).value());
        assertEquals(c, CondBranchOp.condition(condBr));
        assertEquals(loop, CondBranchOp.trueDest(condBr));
        assertEquals(exit, CondBranchOp.falseDest(condBr));
        assertEquals(List.of(a), CondBranchOp.trueDestOperands(condBr));
        assertEquals(List.of(), CondBranchOp.falseDestOperands(condBr));
        assertEquals(loop.argument(0), SwitchOp.flag(switchOp));
        assertEquals(exit, SwitchOp.defaultDestination(switchOp));
        assertEquals(List.of(loop, exit), SwitchOp.caseDestinations(switchOp));
        assertEquals(List.of(BigInteger.valueOf(-1), BigInteger.valueOf(5)), SwitchOp.caseValues(switchOp));
        assertEquals(List.of(a), SwitchOp.successorOperands(switchOp, 1));
        assertEquals(done, BranchOp.dest(br));
        assertEquals(List.of(), BranchOp.destOperands(br));
    }

    @Test
    void switchRefusesWhatCannotBeWellFormed() {
        Building m = Building.start();
        Location loc = m.location();
        Builder b = m.builder();
        Block dest = new Region().appendBlock();
        Value index = dev.mlirj.dialect.arith.Arith.constant(b, loc, IndexType.INSTANCE, 0);
        Value flag = dev.mlirj.dialect.arith.Arith.constant(b, loc, I32, 0);
        assertThrows(IllegalArgumentException.class,
                () -> Cf.switch_(b, loc, index, dest, List.of(), List.of(), List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> Cf.switch_(b, loc, flag, dest, List.of(),
                List.of(BigInteger.ONE), List.of(), List.of()));
    }
}

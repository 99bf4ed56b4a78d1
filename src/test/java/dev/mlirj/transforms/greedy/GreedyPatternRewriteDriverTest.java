package dev.mlirj.transforms.greedy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Folding;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The driver with patterns of its own: what a pattern creates is visited and folded, an endless rewrite stops at
 * the iteration limit and reports it, and with folding off constants are still deduplicated but nothing folds.
 */
class GreedyPatternRewriteDriverTest {
    private static final String INPUT = """
            func.func @f(%x: index) -> index {
              %c2 = arith.constant 2 : index
              %0 = arith.muli %x, %c2 : index
              %c3 = arith.constant 3 : index
              %c2b = arith.constant 2 : index
              %1 = arith.muli %c3, %c2b : index
              %2 = arith.addi %0, %1 : index
              return %2 : index
            }
            """;

    private final MlirContext context = InitAllDialects.context();

    private Operation parse() {
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "input.mlir", INPUT);
        assertTrue(module != null, diagnostics.collected()::toString);
        return module;
    }

    private String print(Operation module) {
        return AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT);
    }

    /** {@code x * 2} → {@code x + x}. */
    private static final class TimesTwoToAdd extends RewritePattern {
        TimesTwoToAdd() {
            super("arith.muli");
        }

        @Override
        public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            if (!(Folding.constantValue(op.operand(1)) instanceof IntegerAttr c) || c.value().longValue() != 2) {
                return false;
            }
            var sum = Arith.addi(rewriter, op.location(), op.operand(0), op.operand(0));
            rewriter.replaceOp(op, List.of(sum));
            return true;
        }
    }

    /**
     * Flips a unit attribute on every {@code func.return} behind the rewriter's back (so the return is not revisited
     * within an iteration), reporting a change each time: every iteration changes something, none converges.
     */
    private static final class Flip extends RewritePattern {
        int applied;

        Flip() {
            super("func.return");
        }

        @Override
        public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            applied++;
            if (op.attribute("flip") == null) {
                op.setAttribute("flip", UnitAttr.INSTANCE);
            } else {
                op.removeAttribute("flip");
            }
            return true;
        }
    }

    @Test
    void patternsAndFoldsReachAFixpoint() {
        Operation module = parse();
        assertTrue(GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(module, List.of(new TimesTwoToAdd()),
                context));
        assertEquals("""
                module {
                  func.func @f(%arg0: index) -> index {
                    %c6 = arith.constant 6 : index
                    %0 = arith.addi %arg0, %arg0 : index
                    %1 = arith.addi %0, %c6 : index
                    return %1 : index
                  }
                }
                """, print(module));
    }

    @Test
    void anEndlessRewriteStopsAtTheIterationLimit() {
        Operation module = parse();
        Flip flip = new Flip();
        assertFalse(GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(module, List.of(flip), context,
                new GreedyRewriteConfig(3, true, false)));
        assertEquals(3, flip.applied, "once per iteration");
    }

    @Test
    void withoutFoldingConstantsAreStillDeduplicated() {
        Operation module = parse();
        assertTrue(GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(module, List.of(), context,
                new GreedyRewriteConfig(10, false, false)));
        String printed = print(module);
        assertTrue(printed.contains("arith.muli %c3, %c2 : index"), printed);
        assertEquals(1, printed.split("arith.constant 2 ", -1).length - 1, printed);
    }
}

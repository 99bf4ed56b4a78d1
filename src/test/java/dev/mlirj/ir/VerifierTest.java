package dev.mlirj.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.dialect.builtin.BuiltinDialect;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The verifier's generic rules on a small dialect of its own: {@code t.body} has one SSA-dominance region,
 * {@code t.iso} is isolated from above, {@code t.term} is a terminator, {@code t.same} needs equal operand and
 * result types. The messages are mlir-opt 19's (its test dialect has ops of the same shapes).
 */
class VerifierTest {
    private static final class TestDialect extends Dialect {
        TestDialect() {
            super("t");
            register(new OpDefinition("t.body", Set.of(), Set.of(), null, null, ""));
            register(new OpDefinition("t.iso", EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE), Set.of(), null, null, ""));
            register(new OpDefinition("t.term", EnumSet.of(OpTrait.TERMINATOR), Set.of(), null, null, ""));
            register(new OpDefinition("t.same", EnumSet.of(OpTrait.SAME_OPERANDS_AND_RESULT_TYPE), Set.of(), null,
                    null, ""));
            register(new OpDefinition("t.x", Set.of(), Set.of(), null, null, ""));
        }
    }

    private static String verify(String text) {
        MlirContext context = new MlirContext(new BuiltinDialect(), new TestDialect());
        context.setAllowUnregisteredDialects(true);
        SourceManager sources = new SourceManager();
        sources.add("in.mlir", text);
        DiagnosticPrinter printer = new DiagnosticPrinter(sources);
        StringBuilder out = new StringBuilder();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        diagnostics.addHandler(d -> out.append(printer.format(d)));
        diagnostics.setOperationPrinter(op -> AsmPrinter.printForDiagnostic(op, context));
        diagnostics.setPrintOpOnDiagnostic(true);
        Operation module = SourceParser.parse(context, diagnostics, "in.mlir", text);
        assertNotNull(module, out::toString);
        boolean ok = Verifier.verify(module, context, diagnostics);
        assertEquals(ok, out.isEmpty(), out::toString);
        return out.toString();
    }

    @Test
    void useBeforeDefinitionInTheSameBlock() {
        assertEquals("""
                in.mlir:2:8: error: operand #0 does not dominate this use
                  %0 = "t.same"(%1) : (i32) -> i32
                       ^
                in.mlir:2:8: note: see current operation: %0 = "t.same"(%1) : (i32) -> i32
                in.mlir:3:8: note: operand defined here (op in the same block)
                  %1 = "t.x"() : () -> i32
                       ^
                """, verify("""
                "t.body"() ({
                  %0 = "t.same"(%1) : (i32) -> i32
                  %1 = "t.x"() : () -> i32
                  "t.term"() : () -> ()
                }) : () -> ()
                """));
    }

    @Test
    void dominanceFollowsTheBranches() {
        String text = """
                "t.body"() ({
                  "u.br"()[^bb1, ^bb2] : () -> ()
                ^bb1:
                  %0 = "t.x"() : () -> i32
                  "u.br"()[^bb3] : () -> ()
                ^bb2:
                  "u.br"()[^bb3] : () -> ()
                ^bb3:
                  "u.use"(%0) : (i32) -> ()
                  "t.term"() : () -> ()
                ^bb4:
                  "u.use"(%1) : (i32) -> ()
                  %1 = "t.x"() : () -> i32
                  "t.term"() : () -> ()
                }) : () -> ()
                """;
        String out = verify(text);
        assertTrue(out.startsWith("in.mlir:9:3: error: operand #0 does not dominate this use\n"), out);
        assertTrue(out.contains("in.mlir:4:8: note: operand defined here (op in the same region)"), out);
        assertFalse(out.contains("in.mlir:12"), "the use in the unreachable block is not checked:\n" + out);
        assertEquals("", verify(text.replace("\"u.br\"()[^bb3] : () -> ()\n^bb2:\n  \"u.br\"()[^bb3]",
                "\"u.br\"()[^bb3] : () -> ()\n^bb2:\n  \"u.br\"()[^bb1]").replace("^bb1, ^bb2", "^bb1")));
    }

    @Test
    void blockArgumentsAndNestedRegions() {
        assertEquals("", verify("""
                "t.body"() ({
                ^bb0(%a: i32):
                  %0 = "t.x"() : () -> i32
                  "t.body"() ({
                    "u.use"(%a, %0) : (i32, i32) -> ()
                    "t.term"() : () -> ()
                  }) : () -> ()
                  "t.term"() : () -> ()
                }) : () -> ()
                """));
        String out = verify("""
                "t.body"() ({
                  "u.br"()[^bb1] : () -> ()
                ^bb1:
                  "u.use"(%x) : (i32) -> ()
                  "t.term"() : () -> ()
                ^bb2(%x: i32):
                  "u.br"()[^bb1] : () -> ()
                }) : () -> ()
                """);
        assertTrue(out.contains("error: operand #0 does not dominate this use"), out);
        assertTrue(out.contains("note: operand defined as a block argument (block #2 in the same region)"), out);
    }

    @Test
    void isolatedRegionsMayNotUseOuterValues() {
        assertEquals("""
                in.mlir:4:5: error: 't.x' op using value defined outside the region
                    "t.x"(%0) : (i32) -> ()
                    ^
                in.mlir:4:5: note: see current operation: "t.x"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
                in.mlir:3:3: note: required by region isolation constraints
                  "t.iso"() ({
                  ^
                """, verify("""
                "t.body"() ({
                  %0 = "t.x"() : () -> i32
                  "t.iso"() ({
                    "t.x"(%0) : (i32) -> ()
                    "t.term"() : () -> ()
                  }) : () -> ()
                  "t.term"() : () -> ()
                }) : () -> ()
                """));
    }

    @Test
    void terminatorsAndTraits() {
        assertEquals("""
                in.mlir:3:3: error: 't.term' op must be the last operation in the parent block
                  "t.term"() : () -> ()
                  ^
                in.mlir:3:3: note: see current operation: "t.term"() : () -> ()
                in.mlir:4:8: error: 't.same' op requires the same type for all operands and results
                  %1 = "t.same"(%c) : (i32) -> i64
                       ^
                in.mlir:4:8: note: see current operation: %0 = "t.same"(%arg0) : (i32) -> i64
                in.mlir:4:8: error: block with no terminator, has %0 = "t.same"(%arg0) : (i32) -> i64
                  %1 = "t.same"(%c) : (i32) -> i64
                       ^
                in.mlir:4:8: note: see current operation: %0 = "t.same"(%arg0) : (i32) -> i64
                """, verify("""
                "t.body"() ({
                ^bb0(%c: i32):
                  "t.term"() : () -> ()
                  %1 = "t.same"(%c) : (i32) -> i64
                }) : () -> ()
                """));
    }

    @Test
    void unknownOperationsOfALoadedDialectAreRejected() {
        MlirContext context = new MlirContext(new BuiltinDialect(), new TestDialect());
        Operation module = dev.mlirj.dialect.builtin.ModuleOp.create(context, Location.unknown());
        Operation bogus = Operation.create(new OperationState(context.operationName("t.bogus"),
                new Location.FileLineCol("b.mlir", 1, 2)));
        dev.mlirj.dialect.builtin.ModuleOp.body(module).append(bogus);
        Operation stranger = Operation.create(new OperationState(context.operationName("v.x"),
                new Location.FileLineCol("b.mlir", 3, 4)));
        dev.mlirj.dialect.builtin.ModuleOp.body(module).append(stranger);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        assertFalse(Verifier.verify(module, context, diagnostics));
        List<String> messages = diagnostics.collected().stream().map(Diagnostic::message).toList();
        assertEquals(List.of("unregistered operation 't.bogus' found in dialect ('t') that does not allow unknown "
                + "operations", "'v.x' op created with unregistered dialect. If this is intended, please call "
                + "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR "
                + "opt tool used"), messages);
    }
}

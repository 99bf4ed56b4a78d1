package dev.mlirj.dialect.llvm.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.target.llvmir.ModuleTranslation;
import org.junit.jupiter.api.Test;

/**
 * Repeated-successor removal: which IR needs it, that applying it twice changes nothing more, and that the
 * translation to LLVM IR uses it on a copy, leaving its input as it was.
 */
class LegalizeForExportTest {
    private final MlirContext context = InitAllDialects.context();
    private final DiagnosticEngine diagnostics = new DiagnosticEngine();

    private Operation parse(String text) {
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir", text);
        assertTrue(module != null && Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        return module;
    }

    private String print(Operation op) {
        return AsmPrinter.print(op, context, AsmPrinter.Options.DEFAULT);
    }

    private static final String REPEATED = """
            llvm.func @pick(%f: i32, %a: i32, %b: i32) -> i32 {
              llvm.switch %f : i32, ^bb1(%a : i32) [
                7: ^bb1(%b : i32)
              ]
            ^bb1(%x: i32):
              llvm.return %x : i32
            }
            """;

    @Test
    void onlyRepeatedSuccessorsWithArgumentsNeedIt() {
        assertTrue(LegalizeForExport.hasRepeatedSuccessors(parse(REPEATED)));
        assertFalse(LegalizeForExport.hasRepeatedSuccessors(parse("""
                llvm.func @f(%c: i1, %a: i32) {
                  llvm.cond_br %c, ^bb1, ^bb1
                ^bb1:
                  llvm.cond_br %c, ^bb2(%a : i32), ^bb1
                ^bb2(%x: i32):
                  llvm.return
                }
                """)));
    }

    @Test
    void applyingItAgainChangesNothing() {
        Operation module = parse(REPEATED);
        LegalizeForExport.ensureDistinctSuccessors(module, context);
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        assertFalse(LegalizeForExport.hasRepeatedSuccessors(module));
        String once = print(module);
        assertTrue(once.contains("7: ^bb2(%arg2 : i32)"), once);
        assertTrue(once.contains("^bb2(%1: i32):  // pred: ^bb0\n    llvm.br ^bb1(%1 : i32)"), once);
        LegalizeForExport.ensureDistinctSuccessors(module, context);
        assertEquals(once, print(module));
    }

    @Test
    void translationLegalizesACopy() {
        Operation module = parse(REPEATED);
        String before = print(module);
        try (LlvmContext llvm = LlvmContext.create()) {
            LlvmModule translated = ModuleTranslation.translateModuleToLlvmIr(module, llvm, diagnostics);
            assertNotNull(translated, diagnostics.collected()::toString);
            try (translated) {
                String ir = translated.print();
                // mlir-translate 19's output.
                assertTrue(ir.contains("switch i32 %0, label %4 [\n    i32 7, label %6\n  ]"), ir);
                assertTrue(ir.contains("%5 = phi i32 [ %7, %6 ], [ %1, %3 ]"), ir);
                assertTrue(ir.contains("%7 = phi i32 [ %2, %3 ]\n  br label %4"), ir);
            }
        }
        assertEquals(before, print(module));
    }
}

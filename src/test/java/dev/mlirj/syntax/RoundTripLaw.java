package dev.mlirj.syntax;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import java.util.List;

/**
 * The law that printer and parser are inverses, checked on one input: a module that parses and verifies prints,
 * in each of the four forms (custom or generic, with or without locations), text that parses and verifies again
 * and prints the same.
 */
final class RoundTripLaw {
    /** The four forms: custom and generic, each without and with debug info. */
    static final List<AsmPrinter.Options> FORMS = List.of(AsmPrinter.Options.DEFAULT,
            new AsmPrinter.Options(true, false), new AsmPrinter.Options(false, true),
            new AsmPrinter.Options(true, true));

    private RoundTripLaw() {
    }

    /** A fresh context with every mlirj dialect, unregistered dialects allowed. */
    static MlirContext context() {
        MlirContext context = dev.mlirj.init.InitAllDialects.context();
        context.setAllowUnregisteredDialects(true);
        return context;
    }

    /**
     * Checks the law on {@code module}, parsed from a file named {@code name}: null when it holds, else what broke
     * (the form, the printed text and the error or the second printing).
     */
    static String check(Operation module, MlirContext context) {
        for (AsmPrinter.Options form : FORMS) {
            String printed = AsmPrinter.print(module, context, form);
            MlirContext again = context();
            DiagnosticEngine diagnostics = new DiagnosticEngine();
            Operation reparsed = SourceParser.parse(again, diagnostics, "printed.mlir", printed);
            if (reparsed == null || !dev.mlirj.ir.Verifier.verify(reparsed, again, diagnostics)) {
                return form + ": the printed text does not read back: "
                        + diagnostics.collected().getFirst().message() + "\nat "
                        + diagnostics.collected().getFirst().location() + " of\n" + printed;
            }
            String reprinted = AsmPrinter.print(reparsed, again, form);
            if (!reprinted.equals(printed)) {
                return form + ": printed differently the second time:\n" + printed + "\nthen:\n" + reprinted;
            }
        }
        return null;
    }
}

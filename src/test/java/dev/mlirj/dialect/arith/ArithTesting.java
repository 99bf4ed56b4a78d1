package dev.mlirj.dialect.arith;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;

/** Parses, prints and verifies text with every mlirj dialect loaded, as {@code mlir-opt --allow-unregistered-dialect}. */
final class ArithTesting {
    private ArithTesting() {
    }

    /**
     * The first error of {@code text} as {@code line: message}: a parse error, else the first the {@link Verifier}
     * reports; null when there is none.
     */
    static String firstError(String text) {
        MlirContext context = InitAllDialects.context();
        context.setAllowUnregisteredDialects(true);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir", text);
        if (module != null) {
            Verifier.verify(module, context, diagnostics);
        }
        if (diagnostics.collected().isEmpty()) {
            return null;
        }
        Diagnostic d = diagnostics.collected().getFirst();
        Location.FileLineCol at = d.location().filePosition();
        return at.line() + ": " + d.message();
    }

    /** {@code text} parsed and printed back, in generic form or not; throws with the parse error if there is one. */
    static String print(String text, boolean generic) {
        MlirContext context = InitAllDialects.context();
        context.setAllowUnregisteredDialects(true);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir", text);
        if (module == null) {
            throw new AssertionError(diagnostics.collected().getFirst().message());
        }
        return AsmPrinter.print(module, context, new AsmPrinter.Options(generic, false)) + "\n";
    }
}

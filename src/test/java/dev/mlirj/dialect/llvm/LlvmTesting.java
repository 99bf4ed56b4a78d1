package dev.mlirj.dialect.llvm;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;

/** Parses, verifies and prints LLVM dialect text with every mlirj dialect loaded, reporting as mlir-opt does. */
final class LlvmTesting {
    private LlvmTesting() {
    }

    /** The module parsed from {@code text}, its context, and the first error as {@code line:col: error: msg}. */
    record Result(Operation module, MlirContext context, String error) {
        String print(boolean generic) {
            return AsmPrinter.print(module, context, new AsmPrinter.Options(generic, false));
        }
    }

    /** Parses {@code text}; on success verifies it as {@code mlirj opt} does ({@link Verifier}). */
    static Result parseAndVerify(String text) {
        return parseAndVerify(text, false);
    }

    /** As {@link #parseAndVerify(String)}, allowing operations of unknown dialects when asked. */
    static Result parseAndVerify(String text, boolean allowUnregistered) {
        MlirContext context = InitAllDialects.context();
        context.setAllowUnregisteredDialects(allowUnregistered);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir", text);
        if (module == null) {
            return new Result(null, context, first(diagnostics));
        }
        Verifier.verify(module, context, diagnostics);
        return new Result(module, context, diagnostics.errorCount() == 0 ? null : first(diagnostics));
    }

    private static String first(DiagnosticEngine diagnostics) {
        Diagnostic d = diagnostics.collected().getFirst();
        Location.FileLineCol at = d.location().filePosition();
        return at.line() + ":" + at.column() + ": error: " + d.message();
    }
}

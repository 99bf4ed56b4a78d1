package dev.mlirj.syntax;

import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import java.util.regex.Pattern;

/** Test helpers: parse text, print it back, and format the first diagnostic as mlir-opt would. */
final class Mlir {
    private static final Pattern SPLIT = Pattern.compile("(?m)^// -----\n");

    private Mlir() {
    }

    /** The outcome of parsing and verifying one input: the module, or the formatted first error. */
    record Parsed(Operation module, MlirContext context, String error) {
    }

    /** Parses with every mlirj dialect loaded, then verifies, as mlir-opt does. */
    static Parsed parse(String name, String text, boolean allowUnregistered) {
        MlirContext context = dev.mlirj.init.InitAllDialects.context();
        context.setAllowUnregisteredDialects(allowUnregistered);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, name, text);
        if (module != null && dev.mlirj.ir.Verifier.verify(module, context, diagnostics)) {
            return new Parsed(module, context, null);
        }
        SourceManager sources = new SourceManager();
        sources.add(name, text);
        Diagnostic first = diagnostics.collected().getFirst();
        return new Parsed(null, context, new DiagnosticPrinter(sources).format(first));
    }

    /**
     * Parses every {@code // -----} chunk of {@code text} and prints it back as mlir-opt writes a file: each
     * module followed by a blank line, chunks separated by {@code // -----}. Throws with the error if one fails.
     */
    static String roundTrip(String name, String text, AsmPrinter.Options options) {
        StringBuilder out = new StringBuilder();
        String[] chunks = SPLIT.split(text, -1);
        for (int i = 0; i < chunks.length; i++) {
            Parsed parsed = parse(name, chunks[i], true);
            if (parsed.error() != null) {
                throw new AssertionError(parsed.error());
            }
            out.append(AsmPrinter.print(parsed.module(), parsed.context(), options)).append('\n');
            if (i + 1 < chunks.length) {
                out.append("// -----\n");
            }
        }
        return out.toString();
    }
}

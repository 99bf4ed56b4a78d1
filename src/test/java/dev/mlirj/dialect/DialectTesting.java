package dev.mlirj.dialect;

import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;

/**
 * Test helpers for dialects: parse with every mlirj dialect (unregistered operations allowed), print back in custom
 * or generic form, and verify as {@code mlirj opt} does.
 */
public final class DialectTesting {
    private static final String NAME = "t.mlir";

    private DialectTesting() {
    }

    private record Parsed(Operation module, MlirContext context, DiagnosticEngine diagnostics, SourceManager sources) {
    }

    private static Parsed parse(String text) {
        MlirContext context = InitAllDialects.context();
        context.setAllowUnregisteredDialects(true);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        SourceManager sources = new SourceManager();
        sources.add(NAME, text);
        return new Parsed(SourceParser.parse(context, diagnostics, NAME, text), context, diagnostics, sources);
    }

    /** The module printed as mlir-opt writes it (custom form, or generic), or the first parse error. */
    public static String print(String text, boolean generic) {
        Parsed p = parse(text);
        if (p.module() == null) {
            return new DiagnosticPrinter(p.sources()).format(p.diagnostics().collected().getFirst());
        }
        return AsmPrinter.print(p.module(), p.context(), new AsmPrinter.Options(generic, false));
    }

    /**
     * Parses {@code text} and verifies it as {@code mlirj opt} does ({@link Verifier}); returns the first error and
     * its notes formatted as mlir-opt prints them (without source lines), or "" when none.
     */
    public static String verify(String text) {
        Parsed p = parse(text);
        if (p.module() == null) {
            throw new AssertionError(new DiagnosticPrinter(p.sources()).format(p.diagnostics().collected().getFirst()));
        }
        Verifier.verify(p.module(), p.context(), p.diagnostics());
        if (p.diagnostics().collected().isEmpty()) {
            return "";
        }
        Diagnostic d = p.diagnostics().collected().getFirst();
        StringBuilder s = new StringBuilder(line(d, "error"));
        for (Diagnostic note : d.notes()) {
            s.append(line(note, "note"));
        }
        return s.toString();
    }

    private static String line(Diagnostic d, String kind) {
        var at = d.location().filePosition();
        return at.line() + ":" + at.column() + ": " + kind + ": " + d.message() + "\n";
    }

    /**
     * A module to build into: a fresh context with every dialect, an unknown location, an empty module and a
     * builder at its end.
     */
    public record Building(dev.mlirj.ir.MlirContext context, dev.mlirj.ir.Location location, Operation module,
                           dev.mlirj.ir.Builder builder) {
        /** A new, empty one. */
        public static Building start() {
            MlirContext context = InitAllDialects.context();
            dev.mlirj.ir.Location loc = dev.mlirj.ir.Location.unknown();
            Operation module = dev.mlirj.dialect.builtin.ModuleOp.create(context, loc);
            return new Building(context, loc, module,
                    dev.mlirj.ir.Builder.atEnd(context, dev.mlirj.dialect.builtin.ModuleOp.body(module)));
        }

        /**
         * Checks that the built module verifies, prints as {@code expected} (custom form, with a trailing blank line
         * as the text blocks of the tests end) and holds what the parser builds from {@code expected} (same generic
         * form).
         */
        public void assertPrintsAs(String expected) {
            org.junit.jupiter.api.Assertions.assertTrue(Verifier.verify(module, context, new DiagnosticEngine()),
                    "built IR verifies");
            org.junit.jupiter.api.Assertions.assertEquals(expected,
                    AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT) + "\n");
            org.junit.jupiter.api.Assertions.assertEquals(print(expected, true),
                    AsmPrinter.print(module, context, new AsmPrinter.Options(true, false)),
                    "built and parsed IR hold the same operations, regions and properties");
        }
    }
}

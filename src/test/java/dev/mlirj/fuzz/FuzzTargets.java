package dev.mlirj.fuzz;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.loader.LlvmLibrary;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.target.llvmir.ModuleTranslation;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The properties the fuzz targets of {@link MlirFuzzTest} hold mlirj to, on any input. Each throws
 * {@link Finding} (or lets an internal exception escape, which is a finding too) when the property does not hold:
 * <ul>
 *   <li>{@link #parse}: the parser returns a module or reports located errors; it never throws, and every error
 *       it reports can be printed ({@code file:line:col: error: ...} with the source line);</li>
 *   <li>{@link #verify}: the same for the verifier, on what parses;</li>
 *   <li>{@link #lower}: what verifies lowers with {@code lower-to-llvm} (or reports errors), and what lowers
 *       translates to LLVM IR that LLVM's verifier accepts (or the translation reports errors);</li>
 *   <li>{@link #roundTrip}: what verifies prints, in custom and in generic form, as text that parses, verifies
 *       and prints the same again (MLIR's printer and parser are inverses).</li>
 * </ul>
 * Inputs are bytes, read as UTF-8 with malformed sequences replaced, as a file would be.
 */
final class FuzzTargets {
    static final String SOURCE_NAME = "fuzz.mlir";

    /** A property that did not hold. */
    static final class Finding extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Finding(String message) {
            super(message);
        }
    }

    private FuzzTargets() {
    }

    /** {@code data} as text, as mlirj reads a file: UTF-8, malformed input replaced. */
    static String text(byte[] data) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(data)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalStateException(e); // not with REPLACE
        }
    }

    /** A parse of {@code text} in a fresh context, its diagnostics printed as mlirj opt prints them. */
    record Parsed(MlirContext context, DiagnosticEngine diagnostics, Operation module, StringBuilder printed) {
    }

    static Parsed parse(String text) {
        SourceManager sources = new SourceManager();
        sources.add(SOURCE_NAME, text);
        DiagnosticPrinter printer = new DiagnosticPrinter(sources);
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        StringBuilder printed = new StringBuilder();
        diagnostics.addHandler((Diagnostic d) -> printed.append(printer.format(d)));
        diagnostics.setOperationPrinter(op -> AsmPrinter.printForDiagnostic(op, context));
        diagnostics.setPrintOpOnDiagnostic(true);
        Operation module = SourceParser.parse(context, diagnostics, SOURCE_NAME, text);
        if (module == null && !printed.toString().contains(": error: ")) {
            throw new Finding("the parser returned no module and reported no error");
        }
        return new Parsed(context, diagnostics, module, printed);
    }

    /** Parses and verifies; returns the verified module, or null when it did not parse or verify. */
    static Parsed verify(String text) {
        Parsed p = parse(text);
        if (p.module() == null) {
            return null;
        }
        boolean ok = Verifier.verify(p.module(), p.context(), p.diagnostics());
        if (!ok && !p.printed().toString().contains(": error: ")) {
            throw new Finding("the verifier failed without an error");
        }
        return ok ? p : null;
    }

    /** Lowers what verifies and translates what lowers; LLVM's verifier must accept the translation. */
    static void lower(String text) {
        Parsed p = verify(text);
        if (p == null) {
            return;
        }
        InitAllPasses.registerAllPasses();
        if (!StandardLowering.isLowered(p.module())) {
            boolean ok = StandardLowering.passManager().run(p.module(), p.context(), p.diagnostics())
                    && StandardLowering.reportUnlowered(p.module(), p.diagnostics());
            if (!ok) {
                if (!p.printed().toString().contains(": error: ")) {
                    throw new Finding("the lowering failed without an error");
                }
                return;
            }
            if (!Verifier.verify(p.module(), p.context(), p.diagnostics())) {
                throw new Finding("the lowering produced IR that does not verify:\n" + p.printed());
            }
        }
        LlvmLibrary.load();
        try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
            LlvmModule module = ModuleTranslation.translateModuleToLlvmIr(p.module(), tsc.context(), p.diagnostics());
            if (module == null) {
                if (!p.printed().toString().contains(": error: ")) {
                    throw new Finding("the translation failed without an error");
                }
                return;
            }
            try {
                module.verify();
            } finally {
                module.close();
            }
        }
    }

    /** What parsing and verifying {@code text} reports. */
    private static String diagnostics(String text) {
        Parsed p = parse(text);
        if (p.module() != null) {
            Verifier.verify(p.module(), p.context(), p.diagnostics());
        }
        return p.printed().toString();
    }

    /** What verifies prints as text that parses, verifies and prints the same, in both forms. */
    static void roundTrip(String text) {
        Parsed p = verify(text);
        if (p == null) {
            return;
        }
        for (boolean generic : new boolean[] {false, true}) {
            AsmPrinter.Options options = new AsmPrinter.Options(generic, true);
            String first = AsmPrinter.print(p.module(), p.context(), options);
            Parsed again = verify(first);
            if (again == null) {
                throw new Finding((generic ? "generic" : "custom") + " form does not parse or verify again:\n"
                        + first + "\n---\n" + diagnostics(first));
            }
            String second = AsmPrinter.print(again.module(), again.context(), options);
            if (!second.equals(first)) {
                throw new Finding((generic ? "generic" : "custom") + " form prints differently the second time:\n"
                        + first + "\n---\n" + second);
            }
        }
    }
}

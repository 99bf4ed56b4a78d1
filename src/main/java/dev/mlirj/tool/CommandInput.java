package dev.mlirj.tool;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllExtensions;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassManager;
import dev.mlirj.pass.PassTiming;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.transforms.GenerateRuntimeVerificationPass;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * What the commands share about their input: reading a file or standard input ({@code -}) with mlir-opt's
 * "cannot open input file" messages, its display name, and parsing and verifying one MLIR module with located
 * diagnostics printed as mlir-opt prints them.
 */
final class CommandInput {
    private CommandInput() {
    }

    /** The name diagnostics use for {@code input}: {@code <stdin>} for {@code -}. */
    static String displayName(String input) {
        return input.equals("-") ? "<stdin>" : input;
    }

    /** The bytes of {@code input} (a path, or {@code -} for standard input). */
    static byte[] readBytes(String input) {
        if (input.equals("-") && standardInputClosed()) {
            throw new ToolException("cannot open input file '-': Bad file descriptor");
        }
        try {
            return input.equals("-") ? System.in.readAllBytes() : Files.readAllBytes(Path.of(input));
        } catch (NoSuchFileException e) {
            throw new ToolException("cannot open input file '" + input + "': No such file or directory");
        } catch (IOException e) {
            throw new ToolException("cannot open input file '" + input + "': " + e.getMessage());
        }
    }

    /**
     * Whether the process started with standard input closed ({@code mlirj opt - <&-}). The JVM then reuses
     * descriptor 0 for a file it opens itself, so reading it would read that file: the {@code mlirj} script says
     * so with {@code -Dmlirj.stdin.closed=true}; started otherwise on Linux, descriptor 0 naming a file of the JDK
     * or of the class path tells the same.
     */
    static boolean standardInputClosed() {
        if (Boolean.getBoolean("mlirj.stdin.closed")) {
            return true;
        }
        try {
            Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/0"));
            if (target.startsWith(Path.of(System.getProperty("java.home")))) {
                return true;
            }
            for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
                if (!entry.isEmpty() && target.equals(Path.of(entry).toAbsolutePath())) {
                    return true;
                }
            }
            return false;
        } catch (IOException | UnsupportedOperationException | java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    /** The text of {@code input}, decoded leniently as UTF-8 (the parser reports what it cannot read, located). */
    static String readText(String input) {
        return new String(readBytes(input), StandardCharsets.UTF_8);
    }

    /**
     * A module parsed and verified from one input, with the context it lives in and the diagnostics engine that
     * printed its errors (and prints later ones, e.g. the translation's, the same way).
     */
    record ParsedModule(Operation module, MlirContext context, DiagnosticEngine diagnostics) {
    }

    /**
     * Parses and verifies {@code text}, printing located errors to {@code err} ({@code file:line:col: error:}
     * with the source line, and mlir-opt's {@code see current operation} notes).
     *
     * @return the module, or a null module after errors
     */
    static ParsedModule parseAndVerify(String input, String text, boolean allowUnregistered, PrintWriter err) {
        String name = displayName(input);
        SourceManager sources = new SourceManager();
        sources.add(name, text);
        DiagnosticPrinter printer = new DiagnosticPrinter(sources);
        MlirContext context = InitAllDialects.context();
        context.setAllowUnregisteredDialects(allowUnregistered);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        diagnostics.addHandler((Diagnostic d) -> err.print(printer.format(d)));
        diagnostics.setOperationPrinter(op -> AsmPrinter.printForDiagnostic(op, context));
        diagnostics.setPrintOpOnDiagnostic(true);
        try {
            Operation module = SourceParser.parse(context, diagnostics, name, text);
            boolean ok = module != null && Verifier.verify(module, context, diagnostics);
            return new ParsedModule(ok ? module : null, context, diagnostics);
        } finally {
            err.flush();
        }
    }

    /**
     * Runs the registered {@code lower-to-llvm} pipeline ({@link StandardLowering}) on a parsed module that is not
     * yet in the LLVM dialect and reports, each at its location, any operation it left outside that dialect;
     * returns false after printing the errors to {@code err}.
     */
    static boolean lowerToLlvm(ParsedModule parsed, PrintWriter err) {
        return lowerToLlvm(parsed, err, null, false);
    }

    /**
     * {@link #lowerToLlvm(ParsedModule, PrintWriter)}, its passes timed by {@code timing} unless it is null, after
     * {@code generate-runtime-verification} when {@code runtimeChecks}.
     */
    static boolean lowerToLlvm(ParsedModule parsed, PrintWriter err, PassTiming timing, boolean runtimeChecks) {
        if (StandardLowering.isLowered(parsed.module())) {
            return true;
        }
        try {
            List<Pass> first = List.of();
            if (runtimeChecks) {
                InitAllExtensions.registerAllExtensions(parsed.context());
                first = List.of(new GenerateRuntimeVerificationPass());
            }
            PassManager passes = StandardLowering.passManager(first);
            if (timing != null) {
                passes.addInstrumentation(timing);
            }
            return passes.run(parsed.module(), parsed.context(), parsed.diagnostics())
                    && StandardLowering.reportUnlowered(parsed.module(), parsed.diagnostics());
        } finally {
            err.flush();
        }
    }
}

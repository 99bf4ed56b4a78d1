package dev.mlirj.tool;

import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.DiagnosticVerifier;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassManager;
import dev.mlirj.pass.PassPipelineParser;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code mlirj opt}: parses MLIR, verifies it, runs a pass pipeline and prints the result, as mlir-opt does.
 * Errors are reported as {@code file:line:col: error: ...} with the source line (with {@code --split-input-file},
 * as mlir-opt 19, {@code within split at file:N offset :line:col} with N the line of the separator before the
 * chunk, 1 for the first, and the line counted in the chunk, which starts on the separator's line; the locations
 * of the IR parsed from a chunk are the same), every error of the input is reported, and the exit status is 1
 * when any chunk failed; the chunks that succeeded are still printed, as mlir-opt does. Passes and registered pipelines are named with
 * {@code --pass-pipeline} or one flag each ({@code --symbol-dce}, {@code --lower-to-llvm}).
 */
@Command(name = "opt", mixinStandardHelpOptions = true,
        description = "Parse, verify, transform and print MLIR (like mlir-opt).")
final class OptCommand implements Callable<Integer> {
    private static final Pattern SPLIT = Pattern.compile("(?m)^// -----[^\n]*\n?");

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", defaultValue = "-", description = "Input (default: '-', standard input).")
    private String input;

    @Option(names = "-o", paramLabel = "OUT", description = "Write the output here instead of standard output.")
    private Path output;

    @Option(names = "--split-input-file", description = "Process each '// -----' chunk on its own.")
    private boolean split;

    @Option(names = "--mlir-print-op-generic", description = "Print every operation in generic form.")
    private boolean generic;

    @Option(names = "--mlir-print-debuginfo", description = "Print locations.")
    private boolean debugInfo;

    @Option(names = "--allow-unregistered-dialect", description = "Keep operations, types and attributes of unknown dialects.")
    private boolean allowUnregistered;

    @Option(names = "--verify-diagnostics", description = "Check that the diagnostics are exactly those the input's "
            + "'// expected-error {{...}}' comments expect.")
    private boolean verifyDiagnostics;

    @Option(names = "--pass-pipeline", paramLabel = "PIPELINE",
            description = "The passes to run, e.g. 'builtin.module(symbol-dce)'.")
    private String pipeline;

    @Option(names = "--verify-each", arity = "0..1", defaultValue = "true", fallbackValue = "true",
            description = "Verify the IR after each pass (default: true).")
    private boolean verifyEach;

    @Option(names = "--mlir-print-op-on-diagnostic", arity = "0..1", defaultValue = "true", fallbackValue = "true",
            description = "Show the operation (generic form) in a note of each diagnostic about one (default: true).")
    private boolean printOpOnDiagnostic;

    @Option(names = "--mlir-print-ir-after-all", description = "Print the IR (to standard error) after each pass.")
    private boolean printIrAfterAll;

    @Option(names = "--mlir-print-ir-after-failure", description = "Print the IR (to standard error) after a pass "
            + "fails, only then.")
    private boolean printIrAfterFailure;

    @Option(names = "--mlir-timing", description = "Print a pass timing report (to standard error) at the end.")
    private boolean timing;

    @Option(names = "--dump-pass-pipeline", description = "Print the pipeline that will run (to standard error), "
            + "with every pass option, as mlir-opt does.")
    private boolean dumpPassPipeline;

    @Option(names = "--mlir-disable-threading", description = "Accepted for mlir-opt compatibility: mlirj runs "
            + "passes on one thread anyway.")
    private boolean disableThreading;

    @Unmatched
    private List<String> passFlags = new ArrayList<>();

    private dev.mlirj.pass.PassTiming passTiming;

    @Override
    public Integer call() {
        if (timing) {
            passTiming = new dev.mlirj.pass.PassTiming();
        }
        PassManager passes = passManager();
        PrintWriter errors = spec.commandLine().getErr();
        if (dumpPassPipeline) {
            PassManager shown = passes != null ? passes : new PassManager(ModuleOp.NAME);
            errors.print("Pass Manager with " + shown.size() + " passes:\n" + shown + "\n\n");
            errors.flush();
        }
        if (passes != null && (printIrAfterAll || printIrAfterFailure)) {
            passes.addInstrumentation(new dev.mlirj.pass.PrintIrInstrumentation(printIrAfterAll, printIrAfterFailure,
                    errors, this::printForDump));
        }
        if (passes != null && passTiming != null) {
            passes.addInstrumentation(passTiming);
        }
        byte[] bytes = CommandInput.readBytes(input);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new ToolException(CommandInput.displayName(input) + ":" + utf8ErrorPosition(bytes) + ": error: invalid UTF-8 in input");
        }
        PrintWriter err = spec.commandLine().getErr();
        SourceManager sources = new SourceManager();
        sources.add(CommandInput.displayName(input), text);
        StringBuilder out = new StringBuilder();
        boolean failed = false;
        int chunkStartLine = 0;
        int from = 0;
        Matcher m = SPLIT.matcher(text);
        boolean first = true;
        while (true) {
            boolean more = split && m.find();
            int end = more ? m.start() : text.length();
            String chunk = text.substring(from, end);
            String name = CommandInput.displayName(input);
            if (split) {
                // As mlir-opt, a chunk starts right after its separator, on the separator's line.
                int splitLine = Math.max(1, chunkStartLine);
                name = "within split at " + CommandInput.displayName(input) + ":" + splitLine + " offset ";
                chunk = first ? chunk : "\n" + chunk;
                sources.add(name, chunk);
            }
            if (!first) {
                out.append("// -----\n");
            }
            first = false;
            ChunkResult result = processChunk(name, chunk, err, sources, passes);
            failed |= result.failed();
            out.append(result.printed());
            if (!more) {
                break;
            }
            chunkStartLine += countLines(text, from, m.end());
            from = m.end();
        }
        err.flush();
        long outputStart = System.nanoTime();
        write(out.toString());
        if (passTiming != null) {
            passTiming.record("Output", System.nanoTime() - outputStart);
            passTiming.report(err);
        }
        return failed ? 1 : 0;
    }

    private MlirContext context;

    private MlirContext context() {
        if (context == null) {
            context = InitAllDialects.context();
            context.setAllowUnregisteredDialects(allowUnregistered);
        }
        return context;
    }

    /** What one chunk printed (nothing when it did not get through), and whether the run fails because of it. */
    private record ChunkResult(String printed, boolean failed) {
    }

    /**
     * Parses, verifies, transforms and prints one chunk. With {@code --verify-diagnostics} the chunk fails when
     * its diagnostics differ from those it expects, otherwise when it reports an error.
     */
    private ChunkResult processChunk(String name, String text, PrintWriter err, SourceManager sources,
                                     PassManager passes) {
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        DiagnosticPrinter printer = new DiagnosticPrinter(sources);
        DiagnosticVerifier expectations = null;
        diagnostics.setOperationPrinter(op -> AsmPrinter.printForDiagnostic(op, context()));
        if (verifyDiagnostics) {
            expectations = new DiagnosticVerifier(name, text, printer, err::print);
            diagnostics.addHandler(expectations.handler());
        } else {
            diagnostics.addHandler((Diagnostic d) -> err.print(printer.format(d)));
            if (printOpOnDiagnostic) {
                diagnostics.setPrintOpOnDiagnostic(true);
            }
        }
        long parseStart = System.nanoTime();
        Operation module = SourceParser.parse(context(), diagnostics, name, text);
        boolean parsed = module != null && Verifier.verify(module, context(), diagnostics);
        if (passTiming != null) {
            passTiming.record("Parser", System.nanoTime() - parseStart);
        }
        boolean ok = parsed && (passes == null || passes.run(module, context(), diagnostics));
        long printStart = System.nanoTime();
        String printed = ok ? AsmPrinter.print(module, context(), new AsmPrinter.Options(generic, debugInfo)) + "\n"
                : "";
        if (passTiming != null) {
            passTiming.record("Output", System.nanoTime() - printStart);
        }
        if (expectations != null) {
            expectations.finish();
            return new ChunkResult(printed, expectations.failed());
        }
        return new ChunkResult(printed, !ok);
    }

    /**
     * {@code op} as the IR dumps show it: as MLIR 19's printer, in generic form when it does not verify (the IR a
     * pass left invalid), so that printing never relies on what the verifier refused.
     */
    private String printForDump(Operation op) {
        boolean valid = Verifier.verify(op, context(), new DiagnosticEngine());
        return AsmPrinter.print(op, context(), new AsmPrinter.Options(generic || !valid, debugInfo));
    }

    /** The pipeline from {@code --pass-pipeline} or the pass flags; null when there is none. */
    private PassManager passManager() {
        if (pipeline != null && !passFlags.isEmpty()) {
            throw new ToolException("'--pass-pipeline' option can't be used with individual pass options");
        }
        if (pipeline != null) {
            try {
                return PassPipelineParser.parse(pipeline);
            } catch (PassPipelineParser.PipelineException e) {
                throw new ToolException("--pass-pipeline:1:" + e.column() + ": error: " + e.getMessage() + "\n"
                        + pipeline + "\n" + " ".repeat(e.column() - 1) + "^");
            }
        }
        if (passFlags.isEmpty()) {
            return null;
        }
        PassManager pm = new PassManager(ModuleOp.NAME);
        for (String flag : passFlags) {
            if (!flag.startsWith("-") || flag.equals("-")) {
                throw new ToolException("unexpected argument '" + flag + "'");
            }
            String body = flag.replaceFirst("^--?", "");
            int eq = body.indexOf('=');
            String name = eq < 0 ? body : body.substring(0, eq);
            PassRegistry.PassPipeline named = PassRegistry.pipeline(name);
            if (named != null) {
                if (eq >= 0) {
                    throw new ToolException("invalid '" + flag + "': the pass pipeline '" + name
                            + "' takes no options");
                }
                named.builder().accept(pm);
                continue;
            }
            Pass pass = PassRegistry.create(name);
            if (pass == null) {
                throw new ToolException("unknown option or pass '" + flag + "' (passes: "
                        + String.join(", ", PassRegistry.arguments()) + "; pipelines: "
                        + String.join(", ", PassRegistry.pipelineArguments()) + ")");
            }
            String spelled = eq < 0 ? name : name + "{" + body.substring(eq + 1) + "}";
            try {
                // Parsed on its own anchor (a pass anchored on func.func is nested below).
                String anchor = pass.anchor() != null ? pass.anchor() : ModuleOp.NAME;
                PassManager one = PassPipelineParser.parse(anchor + "(" + spelled + ")");
                pass = one.passes().getFirst();
            } catch (PassPipelineParser.PipelineException e) {
                throw new ToolException("invalid '" + flag + "': " + e.getMessage());
            }
            if (pass.anchor() != null && !pass.anchor().equals(pm.anchor())) {
                pm.nest(pass.anchor()).addPass(pass);
            } else {
                pm.addPass(pass);
            }
        }
        return pm;
    }

    private static int countLines(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    /** {@code line:col} of the first byte that is not valid UTF-8. */
    private static String utf8ErrorPosition(byte[] bytes) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < bytes.length; ) {
            int b = bytes[i] & 0xFF;
            int length = b < 0x80 ? 1 : b >= 0xC2 && b < 0xE0 ? 2 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xF0 && b < 0xF5 ? 4 : 0;
            boolean ok = length > 0 && i + length <= bytes.length;
            for (int k = 1; ok && k < length; k++) {
                ok = (bytes[i + k] & 0xC0) == 0x80;
            }
            if (ok) {
                ok = new String(bytes, i, length, StandardCharsets.UTF_8).indexOf('\uFFFD') < 0;
            }
            if (!ok) {
                return line + ":" + (i - lineStart + 1);
            }
            if (b == '\n') {
                line++;
                lineStart = i + 1;
            }
            i += length;
        }
        return line + ":1";
    }

    private void write(String text) {
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text);
            out.flush();
            return;
        }
        try {
            Files.writeString(output, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolException("cannot write '" + output + "': " + e.getMessage());
        }
    }
}

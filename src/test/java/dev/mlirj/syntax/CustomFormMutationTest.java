package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.Severity;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every custom parser fails with a located error, never an exception, on broken input: for each operation with a
 * custom form in the project's {@code .mlir} corpus, its text (in the smallest chunks that hold it) is cut off at
 * every token boundary, has each of its tokens deleted in turn, and each token replaced by a few that commonly
 * end up in the wrong place ({@code ,}, {@code )}, {@code :}, {@code %0}); every variant must parse, verify and
 * print, or fail with {@code file:line:col: error:} diagnostics. An exception is a bug in a parser (or in what
 * reports its error); the failure lists one input per distinct place that threw.
 */
class CustomFormMutationTest {
    private static final List<Path> ROOTS = List.of(Path.of("src/test/resources"), Path.of("examples"));
    private static final int SAMPLES_PER_OP = Integer.getInteger("mlirj.mutation.samples", 2);
    private static final int MAX_TOKENS_PER_OP = 48;
    private static final List<String> REPLACEMENTS = List.of(",", ")", ":", "%0", "[", "<", "{", "}", "->", "^bb0",
            "@f", "i32", "0", "\"s\"", "x", "=");
    private static final String NAME = "mutant.mlir";

    /** One place an operation's custom form is written: the chunk and the token range of the operation. */
    private record Sample(String op, Path file, String chunk, List<Token> tokens, int first, int end) {
    }

    @Test
    void everyCustomFormFailsWithLocatedErrorsWhenCutOrMutated() {
        MlirContext registry = dev.mlirj.init.InitAllDialects.context();
        Map<String, List<Sample>> samples = collect(registry);
        assertTrue(samples.size() > 200, "expected the corpus's custom forms, found " + samples.size());
        Map<String, String> failures = new TreeMap<>();
        int variants = 0;
        for (List<Sample> forOp : samples.values()) {
            for (Sample s : forOp) {
                for (int i = s.first(); i <= s.end(); i++) {
                    int at = i < s.tokens().size() ? s.tokens().get(i).start() : s.chunk().length();
                    variants += check(s.chunk().substring(0, at), failures);
                    if (i == s.end()) {
                        break;
                    }
                    Token t = s.tokens().get(i);
                    String before = s.chunk().substring(0, t.start());
                    String after = s.chunk().substring(t.end());
                    variants += check(before + after, failures);
                    for (String r : REPLACEMENTS) {
                        variants += check(before + r + after, failures);
                    }
                }
            }
        }
        StringBuilder report = new StringBuilder();
        failures.forEach((where, example) -> report.append(where).append('\n').append(example).append("\n\n"));
        assertTrue(failures.isEmpty(), failures.size() + " places threw over " + variants + " variants:\n" + report);
    }

    /** Parses, verifies and prints {@code text}; records a failure under the throwing frame. Returns 1. */
    private static int check(String text, Map<String, String> failures) {
        MlirContext context = dev.mlirj.init.InitAllDialects.context();
        context.setAllowUnregisteredDialects(true);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        SourceManager sources = new SourceManager();
        sources.add(NAME, text);
        try {
            Operation module = SourceParser.parse(context, diagnostics, NAME, text);
            boolean ok = module != null && dev.mlirj.ir.Verifier.verify(module, context, diagnostics);
            if (ok) {
                String broken = RoundTripLaw.check(module, context);
                if (broken != null) {
                    failures.putIfAbsent("round trip: " + broken.lines().findFirst().orElse(""),
                            text + "\n" + broken);
                }
                return 1;
            }
            List<Diagnostic> errors = diagnostics.collected().stream()
                    .filter(d -> d.severity() == Severity.ERROR).toList();
            String problem = errors.isEmpty() ? "failed without an error"
                    : module == null && !(errors.getFirst().location() instanceof Location.FileLineCol)
                    ? "syntax error without a file location: " : null;
            DiagnosticPrinter printer = new DiagnosticPrinter(sources);
            StringBuilder formatted = new StringBuilder();
            for (Diagnostic d : errors) {
                formatted.append(printer.format(d));
            }
            if (problem != null) {
                failures.putIfAbsent(problem, text + "\n" + formatted);
            }
        } catch (RuntimeException | StackOverflowError e) {
            String where = e.getClass().getSimpleName() + " at " + java.util.Arrays.stream(e.getStackTrace())
                    .filter(f -> f.getClassName().startsWith("dev.mlirj.")).limit(2).map(Object::toString)
                    .collect(java.util.stream.Collectors.joining(" < "));
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            String[] lines = trace.toString().split("\n");
            String shortTrace = String.join("\n", java.util.Arrays.copyOf(lines, Math.min(lines.length, 8)));
            failures.putIfAbsent(where, text + "\n" + shortTrace);
        }
        return 1;
    }

    /** The smallest chunks holding each registered operation with a custom form, by operation name. */
    private static Map<String, List<Sample>> collect(MlirContext registry) {
        List<Sample> all = new ArrayList<>();
        for (Path file : corpus()) {
            String text = read(file);
            for (String chunk : text.split("(?m)^// -----\n", -1)) {
                List<Token> tokens = tokens(chunk);
                for (int i = 0; i < tokens.size(); i++) {
                    Token t = tokens.get(i);
                    if (!t.is(TokenKind.BARE_IDENTIFIER) || !t.text().contains(".")) {
                        continue;
                    }
                    OperationName name = registry.operationName(t.text());
                    if (!name.isRegistered() || name.definition().syntax() == null) {
                        continue;
                    }
                    all.add(new Sample(t.text(), file, chunk, tokens, i, end(chunk, tokens, i)));
                }
            }
        }
        Map<String, List<Sample>> byOp = new LinkedHashMap<>();
        all.stream().sorted(Comparator.comparingInt((Sample s) -> s.chunk().length()).thenComparing(s -> s.file()))
                .forEach(s -> {
                    List<Sample> list = byOp.computeIfAbsent(s.op(), k -> new ArrayList<>());
                    if (list.size() < SAMPLES_PER_OP) {
                        list.add(s);
                    }
                });
        return byOp;
    }

    /** The token index after the operation starting at {@code first}: its line, and any region it opens. */
    private static int end(String chunk, List<Token> tokens, int first) {
        int depth = 0;
        int i = first;
        for (; i < tokens.size() && i - first < MAX_TOKENS_PER_OP; i++) {
            Token t = tokens.get(i);
            if (t.is(TokenKind.EOF)) {
                break;
            }
            switch (t.kind()) {
                case L_BRACE, L_PAREN, L_SQUARE, LESS -> depth++;
                case R_BRACE, R_PAREN, R_SQUARE, GREATER -> depth--;
                default -> {
                }
            }
            if (depth <= 0 && i + 1 < tokens.size()
                    && chunk.substring(t.end(), tokens.get(i + 1).start()).contains("\n")) {
                return i + 1;
            }
        }
        return i;
    }

    private static List<Token> tokens(String chunk) {
        Lexer lexer = new Lexer(chunk);
        List<Token> out = new ArrayList<>();
        while (true) {
            Token t = lexer.next();
            out.add(t);
            if (t.is(TokenKind.EOF) || t.is(TokenKind.ERROR) || out.size() > 100_000) {
                return out;
            }
        }
    }

    /** The corpus: the project's files, and the directories the property {@code mlirj.mutation.corpus} lists. */
    private static List<Path> corpus() {
        List<Path> files = new ArrayList<>();
        List<Path> roots = new ArrayList<>(ROOTS);
        for (String extra : System.getProperty("mlirj.mutation.corpus", "").split(java.io.File.pathSeparator)) {
            if (!extra.isBlank()) {
                roots.add(Path.of(extra));
            }
        }
        for (Path root : roots) {
            try (Stream<Path> s = Files.walk(root)) {
                s.filter(p -> p.toString().endsWith(".mlir")).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

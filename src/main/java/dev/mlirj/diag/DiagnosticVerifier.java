package dev.mlirj.diag;

import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * mlir-opt's {@code --verify-diagnostics}: the input says which diagnostics it expects, in comments such as
 * {@code // expected-error@+1 {{does not dominate}}}, and every diagnostic reported must be one of them. The
 * designator is {@code expected-(error|warning|remark|note)}, optionally {@code -re} (then {@code {{...}}} inside
 * the text are regular expressions), optionally {@code @+N}, {@code @-N}, {@code @above}, {@code @below} or
 * {@code @unknown} (default: the comment's own line); the text matches when the message contains it.
 *
 * <p>{@link #handler()} consumes diagnostics (a diagnostic's notes are checked too) and writes an
 * {@code unexpected ...} error for each one not expected; {@link #finish()} writes an error for each expectation
 * that no diagnostic met. The check passed when {@link #failed()} is false afterwards.
 */
public final class DiagnosticVerifier {
    private static final Pattern DESIGNATOR = Pattern.compile(
            "expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\\{\\{(.*)}}$");

    /** One expectation; {@code line} 0 means an unknown location. */
    private static final class Expected {
        final Severity severity;
        final String file;
        int line;
        final int designatorLine;
        final int designatorColumn;
        final String text;
        final Pattern regex;
        boolean matched;

        Expected(Severity severity, String file, int line, int column, String text, Pattern regex) {
            this.severity = severity;
            this.file = file;
            this.line = line;
            this.designatorLine = line;
            this.designatorColumn = column;
            this.text = text;
            this.regex = regex;
        }

        boolean matches(String message) {
            return regex != null ? regex.matcher(message).find() : message.contains(text);
        }
    }

    private final DiagnosticPrinter printer;
    private final Consumer<String> output;
    private final List<Expected> expected = new ArrayList<>();
    private boolean failed;

    /**
     * Reads the expectations in {@code text} (the input named {@code file}); problems are written to
     * {@code output}, formatted with {@code printer}.
     */
    public DiagnosticVerifier(String file, String text, DiagnosticPrinter printer, Consumer<String> output) {
        this.printer = printer;
        this.output = output;
        String[] lines = text.split("\n", -1);
        int lastNonDesignator = 0;
        List<Expected> forNextLine = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].stripTrailing();
            Matcher m = DESIGNATOR.matcher(line);
            if (!m.find()) {
                for (Expected e : forNextLine) {
                    e.line = i + 1;
                }
                forNextLine.clear();
                lastNonDesignator = i;
                continue;
            }
            Severity severity = switch (m.group(1)) {
                case "error" -> Severity.ERROR;
                case "warning" -> Severity.WARNING;
                case "remark" -> Severity.REMARK;
                default -> Severity.NOTE;
            };
            String body = m.group(5);
            Pattern regex = null;
            if (m.group(2) != null) {
                try {
                    regex = Pattern.compile(regexOf(body));
                } catch (PatternSyntaxException ex) {
                    report(new Diagnostic(Severity.ERROR, new Location.FileLineCol(file, i + 1, m.start() + 1),
                            "invalid regular expression '" + body + "': " + ex.getDescription()), body.length());
                    continue;
                }
            }
            Expected e = new Expected(severity, file, i + 1, m.start() + 1, body, regex);
            String offset = m.group(4);
            if (offset != null) {
                switch (offset) {
                    case "unknown" -> e.line = 0;
                    case "above" -> e.line = lastNonDesignator + 1;
                    case "below" -> {
                        forNextLine.add(e);
                        e.line = lines.length;
                    }
                    default -> e.line += Integer.parseInt(offset);
                }
            }
            expected.add(e);
        }
    }

    /** MLIR's {@code -re} form: text outside {@code {{...}}} is literal, text inside is a regular expression. */
    private static String regexOf(String body) {
        StringBuilder regex = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int open = body.indexOf("{{", at);
            if (open < 0) {
                regex.append(Pattern.quote(body.substring(at)));
                break;
            }
            if (open > at) {
                regex.append(Pattern.quote(body.substring(at, open)));
            }
            int close = body.indexOf("}}", open + 2);
            if (close < 0) {
                throw new PatternSyntaxException("found start of regex with no end '}}'", body, open);
            }
            regex.append('(').append(body, open + 2, close).append(')');
            at = close + 2;
        }
        return regex.toString();
    }

    /** The handler to install on the {@link dev.mlirj.ir.DiagnosticEngine} while the input is processed. */
    public Consumer<Diagnostic> handler() {
        return d -> {
            process(d);
            for (Diagnostic note : d.notes()) {
                process(note);
            }
        };
    }

    private void process(Diagnostic d) {
        Location.FileLineCol at = d.location().filePosition();
        Expected nearMiss = null;
        for (Expected e : expected) {
            if (at == null ? e.line != 0 : e.line != at.line() || !e.file.equals(at.file())) {
                continue;
            }
            if (e.matches(d.message())) {
                if (e.severity == d.severity()) {
                    e.matched = true;
                    return;
                }
                nearMiss = e;
            }
        }
        if (nearMiss != null) {
            report(new Diagnostic(Severity.ERROR, designator(nearMiss), "'" + d.severity().word()
                    + "' diagnostic emitted when expecting a '" + nearMiss.severity.word() + "'"), 1);
        } else {
            report(new Diagnostic(Severity.ERROR, d.location(),
                    "unexpected " + d.severity().word() + ": " + d.message()), 1);
        }
    }

    /** Reports every expectation that no diagnostic met; call once the input has been processed. */
    public void finish() {
        for (Expected e : expected) {
            if (!e.matched) {
                report(new Diagnostic(Severity.ERROR, designator(e),
                        "expected " + e.severity.word() + " \"" + e.text + "\" was not produced"), e.text.length());
            }
        }
        expected.clear();
    }

    /** Whether any diagnostic was unexpected or any expectation unmet. */
    public boolean failed() {
        return failed;
    }

    private static Location designator(Expected e) {
        return new Location.FileLineCol(e.file, e.designatorLine, e.designatorColumn);
    }

    private void report(Diagnostic d, int rangeLength) {
        failed = true;
        output.accept(printer.formatRange(d, rangeLength));
    }
}

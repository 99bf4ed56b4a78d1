package dev.mlirj.diag;

import dev.mlirj.ir.Location;

/**
 * Formats diagnostics as mlir-opt does: {@code file:line:col: error: message}, then the source line and a caret
 * under the column, then each note the same way. Long source lines are cut around the column.
 */
public final class DiagnosticPrinter {
    private static final int MAX_QUOTED = 200;
    private final SourceManager sources;

    /** A printer that quotes lines from {@code sources}. */
    public DiagnosticPrinter(SourceManager sources) {
        this.sources = sources;
    }

    /** The diagnostic and its notes as text, ending with a newline. */
    public String format(Diagnostic d) {
        StringBuilder out = new StringBuilder();
        append(out, d);
        for (Diagnostic note : d.notes()) {
            append(out, note);
        }
        return out.toString();
    }

    private void append(StringBuilder out, Diagnostic d) {
        Location.FileLineCol at = d.location().filePosition();
        out.append(at == null ? describe(d.location()) : at.file() + ":" + at.line() + ":" + at.column())
                .append(": ").append(d.severity().word()).append(": ").append(d.message()).append('\n');
        String line = at == null ? null : sources.line(at.file(), at.line());
        if (line != null) {
            int caret = Math.max(0, at.column() - 1);
            int start = 0;
            if (line.length() > MAX_QUOTED) {
                start = Math.max(0, Math.min(caret - MAX_QUOTED / 2, line.length() - MAX_QUOTED));
                line = line.substring(start, Math.min(line.length(), start + MAX_QUOTED));
            }
            out.append(line).append('\n').append(" ".repeat(Math.max(0, caret - start))).append("^\n");
        }
    }

    private static String describe(Location location) {
        return switch (location) {
            case Location.Unknown u -> "<unknown>:0";
            case Location.Name n -> "loc(\"" + n.name() + "\")";
            default -> location.toString();
        };
    }
}

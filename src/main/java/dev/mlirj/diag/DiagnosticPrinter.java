package dev.mlirj.diag;

import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.Location;

/**
 * Formats diagnostics as mlir-opt does: {@code file:line:col: error: message}, then the source line and a caret
 * under the column, then each note the same way. Long source lines are cut around the column. A position in a
 * chunk of a split file is shown as mlir-opt 19 shows it: relative to the chunk, under the chunk's name.
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
        append(out, d, true);
        Location previous = d.location();
        for (Diagnostic note : d.notes()) {
            // As mlir-opt, a note at the same place as the one before it does not quote the line again.
            append(out, note, !note.location().equals(previous));
            previous = note.location();
        }
        return out.toString();
    }

    /**
     * A lone diagnostic at {@code at} whose quoted source is underlined from the column for {@code length}
     * characters ({@code ^~~~}), as mlir-opt marks a source range.
     */
    public String formatRange(Diagnostic d, int length) {
        StringBuilder out = new StringBuilder();
        append(out, d, true);
        Location.FileLineCol at = d.location().filePosition();
        if (length > 1 && quotedLine(at) != null) {
            out.setLength(out.length() - 1);
            out.append("~".repeat(length - 1)).append('\n');
        }
        return out.toString();
    }

    private void append(StringBuilder out, Diagnostic d, boolean quoteSource) {
        Location.FileLineCol at = d.location().filePosition();
        out.append(at == null ? describe(d.location()) : at.file() + ":" + Integer.toUnsignedString(at.line()) + ":"
                + Integer.toUnsignedString(at.column()))
                .append(": ").append(d.severity().word()).append(": ").append(d.message()).append('\n');
        String line = quoteSource ? quotedLine(at) : null;
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

    /**
     * The source line {@code at} points into, or null: when it is not in a known file, or (as LLVM's
     * {@code SourceMgr::FindLocForLineAndColumn}) its column is past the end of the line, it points nowhere and
     * the message comes without a quoted line.
     */
    private String quotedLine(Location.FileLineCol at) {
        String line = at == null ? null : sources.line(at.file(), at.line());
        return line == null || Integer.toUnsignedLong(at.column()) - 1 > line.length() ? null : line;
    }
}

package dev.mlirj.testing;

import java.util.Arrays;

/**
 * A check file or an input as FileCheck sees it: {@code \r\n} turned into {@code \n} and every run of
 * spaces and tabs collapsed into one space ({@code FileCheck::CanonicalizeFile}). Offsets into {@link #text}
 * map back to the original text, so diagnostics show original lines and columns.
 */
final class SourceText {
    /** The name printed in diagnostics. */
    final String name;
    /** The canonical text that patterns are parsed from and matched against. */
    final String text;
    private final String original;
    /** Original offset of each canonical offset, plus one entry for the end. */
    private final int[] toOriginal;

    private SourceText(String name, String original, String text, int[] toOriginal) {
        this.name = name;
        this.original = original;
        this.text = text;
        this.toOriginal = toOriginal;
    }

    static SourceText canonicalize(String name, String original) {
        int n = original.length();
        StringBuilder out = new StringBuilder(n);
        int[] map = new int[n + 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            char c = original.charAt(i);
            if (c == '\r' && i + 1 < n && original.charAt(i + 1) == '\n') {
                continue;
            }
            map[k++] = i;
            if (c != ' ' && c != '\t') {
                out.append(c);
                continue;
            }
            out.append(' ');
            while (i + 1 < n && (original.charAt(i + 1) == ' ' || original.charAt(i + 1) == '\t')) {
                i++;
            }
        }
        map[k++] = n;
        return new SourceText(name, original, out.toString(), Arrays.copyOf(map, k));
    }

    private int originalOffset(int offset) {
        return toOriginal[Math.max(0, Math.min(offset, text.length()))];
    }

    private int lineStart(int originalOffset) {
        return original.lastIndexOf('\n', originalOffset - 1) + 1;
    }

    private int lineEnd(int originalOffset) {
        int start = lineStart(originalOffset);
        int end = original.indexOf('\n', originalOffset);
        end = end < 0 ? original.length() : end;
        return end > start && original.charAt(end - 1) == '\r' ? end - 1 : end;
    }

    /** 1-based line of a canonical offset. */
    int line(int offset) {
        int o = originalOffset(offset);
        int line = 1;
        for (int i = original.indexOf('\n'); i >= 0 && i < o; i = original.indexOf('\n', i + 1)) {
            line++;
        }
        return line;
    }

    /** 1-based column, in the original text, of a canonical offset. */
    int column(int offset) {
        int o = originalOffset(offset);
        return o - lineStart(o) + 1;
    }

    /**
     * A diagnostic in SourceMgr's format: {@code name:line:col: level: message}, the line, and a caret
     * (with {@code ~} under the rest of a range of {@code length} canonical characters).
     */
    String diagnostic(int offset, int length, String level, String message) {
        int o = originalOffset(offset);
        int start = lineStart(o);
        int end = lineEnd(o);
        int rangeEnd = Math.min(originalOffset(offset + length), end);
        StringBuilder sb = new StringBuilder();
        sb.append(name).append(':').append(line(offset)).append(':').append(o - start + 1).append(": ")
                .append(level).append(": ").append(message).append('\n');
        sb.append(original, start, end).append('\n');
        for (int i = start; i < o; i++) {
            sb.append(original.charAt(i) == '\t' ? '\t' : ' ');
        }
        sb.append('^');
        if (length > 0) {
            sb.append("~".repeat(Math.max(0, rangeEnd - o - 1)));
        }
        return sb.append('\n').toString();
    }

    /** A few numbered lines of the original text around a canonical offset, the offset's line marked. */
    String context(int offset, int before, int after) {
        int focus = line(offset);
        String[] lines = original.split("\r?\n", -1);
        int first = Math.max(1, focus - before);
        int last = Math.min(lines.length, focus + after);
        if (last == lines.length && last > Math.max(first, focus) && lines[last - 1].isEmpty()) {
            last--;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(name).append(": input around line ").append(focus).append(":\n");
        for (int l = first; l <= last; l++) {
            sb.append(l == focus ? ">>" : "  ").append(String.format("%6d| ", l)).append(lines[l - 1])
                    .append('\n');
        }
        return sb.toString();
    }
}

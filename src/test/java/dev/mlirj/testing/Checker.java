package dev.mlirj.testing;

import dev.mlirj.testing.CheckDirective.Kind;
import dev.mlirj.testing.CheckDirective.Span;
import dev.mlirj.testing.CheckPattern.Capture;
import dev.mlirj.testing.CheckPattern.Outcome;
import dev.mlirj.testing.CheckPattern.Problem;
import dev.mlirj.testing.CheckPattern.Substitution;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One run of a parsed check file over one input: FileCheck's {@code checkInput} with
 * {@code FileCheckString::Check}, {@code CheckDag}, {@code CheckNot}, {@code CheckNext} and
 * {@code CheckSame}, and the diagnostics of {@code printMatch}/{@code printNoMatch}, collected in a report.
 */
final class Checker {
    private static final int CONTEXT_BEFORE = 2;
    private static final int CONTEXT_AFTER = 3;

    private final SourceText check;
    private final SourceText input;
    private final String text;
    private final String prefix;
    private final Map<String, String> vars = new HashMap<>();
    private final StringBuilder report = new StringBuilder();

    Checker(SourceText check, SourceText input, String prefix) {
        this.check = check;
        this.input = input;
        this.text = input.text;
        this.prefix = prefix;
    }

    String report() {
        return report.toString();
    }

    /**
     * {@code FileCheck::checkInput}: partitions the input at the CHECK-LABEL matches, then checks each
     * block's directives within it; a failure ends its block only, but a missing label ends the run.
     */
    boolean run(List<CheckDirective> checks) {
        boolean failed = false;
        int bufferStart = 0;
        int bufferEnd = text.length();
        int i = 0;
        int j = 0;
        int e = checks.size();
        while (true) {
            int regionStart;
            int regionEnd;
            if (j == e) {
                regionStart = bufferStart;
                regionEnd = bufferEnd;
            } else {
                CheckDirective label = checks.get(j);
                if (label.kind() != Kind.LABEL) {
                    j++;
                    continue;
                }
                Span found = check(label, bufferStart, bufferEnd, true);
                if (found == null) {
                    return false;
                }
                regionStart = bufferStart;
                regionEnd = found.end();
                bufferStart = found.end();
                j++;
            }
            for (; i != j; i++) {
                Span found = check(checks.get(i), regionStart, regionEnd, false);
                if (found == null) {
                    failed = true;
                    i = j;
                    break;
                }
                regionStart = found.end();
            }
            if (j == e) {
                return !failed;
            }
        }
    }

    /** {@code FileCheckString::Check} in {@code [start, end)}; null when it failed (and was reported). */
    private Span check(CheckDirective directive, int start, int end, boolean labelScan) {
        CheckPattern pattern = directive.pattern();
        List<CheckPattern> nots = new ArrayList<>();
        int lastPos = start;
        if (!labelScan) {
            lastPos = checkDag(directive, start, end, nots);
            if (lastPos < 0) {
                return null;
            }
        }
        int lastMatchEnd = lastPos;
        int firstMatchPos = lastPos;
        int count = pattern.type.count();
        for (int n = 1; n <= count; n++) {
            Outcome outcome = pattern.match(text, lastMatchEnd, end, vars);
            if (!outcome.found()) {
                printNoMatch(true, pattern, n, lastMatchEnd, end, outcome);
                return null;
            }
            if (n == 1) {
                firstMatchPos = outcome.pos();
            }
            lastMatchEnd = outcome.pos() + outcome.len();
        }
        if (!labelScan && (checkNext(pattern, lastPos, firstMatchPos) || checkSame(pattern, lastPos, firstMatchPos)
                || checkNot(lastPos, firstMatchPos, nots))) {
            return null;
        }
        return new Span(firstMatchPos, lastMatchEnd - firstMatchPos);
    }

    private record Range(int pos, int end) {
    }

    /**
     * {@code FileCheckString::CheckDag}: each group of consecutive DAG patterns matches in any order without
     * overlapping; NOT patterns before a group must not occur between the previous group and this one.
     * Returns where the next search starts, or -1 on failure. NOT patterns after the last group are left
     * in {@code nots}.
     */
    private int checkDag(CheckDirective directive, int start, int end, List<CheckPattern> nots) {
        List<CheckPattern> dagNots = directive.dagNots();
        int startPos = start;
        List<Range> ranges = new ArrayList<>();
        for (int k = 0; k < dagNots.size(); k++) {
            CheckPattern pattern = dagNots.get(k);
            if (pattern.type.kind() == Kind.NOT) {
                nots.add(pattern);
                continue;
            }
            int matchPos = startPos;
            int mi = 0;
            while (true) {
                Outcome outcome = pattern.match(text, matchPos, end, vars);
                if (!outcome.found()) {
                    printNoMatch(true, pattern, 1, matchPos, end, outcome);
                    return -1;
                }
                Range m = new Range(outcome.pos(), outcome.pos() + outcome.len());
                boolean overlap = false;
                for (; mi < ranges.size(); mi++) {
                    if (m.pos() < ranges.get(mi).end()) {
                        overlap = ranges.get(mi).pos() < m.end();
                        break;
                    }
                }
                if (!overlap) {
                    ranges.add(mi, m);
                    break;
                }
                matchPos = ranges.get(mi).end();
                mi++;
            }
            boolean groupEnds = k + 1 == dagNots.size() || dagNots.get(k + 1).type.kind() == Kind.NOT;
            if (groupEnds) {
                if (!nots.isEmpty()) {
                    if (checkNot(startPos, ranges.getFirst().pos(), nots)) {
                        return -1;
                    }
                    nots.clear();
                }
                startPos = ranges.getLast().end();
                ranges.clear();
            }
        }
        return startPos;
    }

    /** {@code FileCheckString::CheckNot}: true (after reporting) if a NOT pattern occurs in the range. */
    private boolean checkNot(int start, int end, List<CheckPattern> nots) {
        boolean failed = false;
        for (CheckPattern pattern : nots) {
            Outcome outcome = pattern.match(text, start, end, vars);
            if (outcome.found()) {
                printExcludedMatch(pattern, start, outcome);
                failed = true;
            } else if (!outcome.problems().isEmpty()) {
                printNoMatch(false, pattern, 1, start, end, outcome);
                failed = true;
            }
        }
        return failed;
    }

    /** {@code FileCheckString::CheckNext}, also for CHECK-EMPTY: exactly one newline in the gap. */
    private boolean checkNext(CheckPattern pattern, int gapStart, int gapEnd) {
        Kind kind = pattern.type.kind();
        if (kind != Kind.NEXT && kind != Kind.EMPTY) {
            return false;
        }
        String name = prefix + (kind == Kind.EMPTY ? "-EMPTY" : "-NEXT");
        int[] firstNewLine = {-1};
        int newlines = countNewlines(gapStart, gapEnd, firstNewLine);
        if (newlines == 1) {
            return false;
        }
        report.append(check.diagnostic(pattern.loc, 0, "error", name + (newlines == 0
                ? ": is on the same line as previous match" : ": is not on the line after the previous match")));
        report.append(input.diagnostic(gapEnd, 0, "note", "'next' match was here"));
        report.append(input.diagnostic(gapStart, 0, "note", "previous match ended here"));
        if (newlines > 1) {
            report.append(input.diagnostic(firstNewLine[0], 0, "note",
                    "non-matching line after previous match is here"));
        }
        context(gapEnd);
        return true;
    }

    /** {@code FileCheckString::CheckSame}: no newline in the gap. */
    private boolean checkSame(CheckPattern pattern, int gapStart, int gapEnd) {
        if (pattern.type.kind() != Kind.SAME || countNewlines(gapStart, gapEnd, new int[1]) == 0) {
            return false;
        }
        report.append(check.diagnostic(pattern.loc, 0, "error",
                prefix + "-SAME: is not on the same line as the previous match"));
        report.append(input.diagnostic(gapEnd, 0, "note", "'next' match was here"));
        report.append(input.diagnostic(gapStart, 0, "note", "previous match ended here"));
        context(gapEnd);
        return true;
    }

    /** {@code CountNumNewlinesBetween}: {@code \n}, {@code \r}, {@code \r\n} and {@code \n\r} each count once. */
    private int countNewlines(int start, int end, int[] firstNewLine) {
        int count = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c != '\n' && c != '\r') {
                continue;
            }
            count++;
            if (i + 1 < end && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r') && text.charAt(i + 1) != c) {
                i++;
            }
            if (count == 1) {
                firstNewLine[0] = i + 1;
            }
        }
        return count;
    }

    /** {@code printNoMatch}: an expected pattern not found, or a pattern that could not be matched at all. */
    private void printNoMatch(boolean expected, CheckPattern pattern, int matchedCount, int from, int to,
            Outcome outcome) {
        for (Problem problem : outcome.problems()) {
            report.append(check.diagnostic(problem.loc(), 0, "error", problem.message()));
        }
        if (!expected && outcome.problems().isEmpty()) {
            return;
        }
        if (outcome.problems().isEmpty()) {
            String message = pattern.type.description(prefix) + ": expected string not found in input";
            if (pattern.type.count() > 1) {
                message += " (" + matchedCount + " out of " + pattern.type.count() + ")";
            }
            report.append(check.diagnostic(pattern.loc, 0, "error", message));
            report.append(input.diagnostic(from, 0, "note", "scanning from here"));
        }
        printSubstitutions(pattern, from);
        if (expected) {
            printFuzzyMatch(pattern, from, to);
        }
        context(from);
    }

    /** {@code printMatch} for a CHECK-NOT pattern that was found. */
    private void printExcludedMatch(CheckPattern pattern, int from, Outcome outcome) {
        report.append(check.diagnostic(pattern.loc, 0, "error",
                pattern.type.description(prefix) + ": excluded string found in input"));
        report.append(input.diagnostic(outcome.pos(), outcome.len(), "note", "found here"));
        printSubstitutions(pattern, outcome.pos());
        for (Capture capture : outcome.captures()) {
            report.append(input.diagnostic(capture.pos(), capture.len(), "note",
                    "captured var \"" + capture.name() + "\""));
        }
        context(outcome.pos());
    }

    /** {@code Pattern::printSubstitutions}: the values of the variables the pattern substituted. */
    private void printSubstitutions(CheckPattern pattern, int at) {
        for (Substitution sub : pattern.substitutions()) {
            String value = vars.get(sub.name());
            if (value != null) {
                report.append(input.diagnostic(at, 0, "note",
                        "with \"" + sub.name() + "\" equal to " + quoteValue(value)));
            }
        }
    }

    private static String quoteValue(String value) {
        boolean escape = value.chars().anyMatch(c -> c < 0x20 || c == 0x7f || c == '"');
        if (!escape) {
            return "\"" + value + "\"";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '"' -> sb.append("\\\"");
                default -> sb.append(c < 0x20 || c == 0x7f ? String.format("\\%03o", (int) c) : String.valueOf(c));
            }
        }
        return sb.append("\" (escaped value)").toString();
    }

    /**
     * {@code Pattern::printFuzzyMatch}: within 4096 characters of the scan start, the non-blank position
     * whose text is closest (edit distance, plus 1/100 per line skipped) to the pattern.
     */
    private void printFuzzyMatch(CheckPattern pattern, int from, int to) {
        int size = to - from;
        String example = pattern.example();
        if (4096L * 2048L < (long) Math.min(4096, size) * example.length()) {
            return;
        }
        int linesForward = 0;
        int best = -1;
        double bestQuality = 0;
        for (int i = 0, e = Math.min(4096, size); i != e; i++) {
            char c = text.charAt(from + i);
            if (c == '\n') {
                linesForward++;
            }
            if (c == ' ' || c == '\t') {
                continue;
            }
            double quality = pattern.matchDistance(text, from + i, to) + linesForward / 100.0;
            if (best < 0 || quality < bestQuality) {
                best = i;
                bestQuality = quality;
            }
        }
        if (best > 0 && bestQuality < 50) {
            report.append(input.diagnostic(from + best, 0, "note", "possible intended match here"));
        }
    }

    private void context(int at) {
        report.append(input.context(at, CONTEXT_BEFORE, CONTEXT_AFTER));
    }
}

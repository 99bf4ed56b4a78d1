package dev.mlirj.testing;

import dev.mlirj.testing.CheckDirective.Kind;
import dev.mlirj.testing.CheckDirective.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * One directive's pattern (FileCheck's {@code Pattern}): a fixed string, or a regex assembled from
 * literal text, {@code {{regex}}} blocks, {@code [[VAR:regex]]} definitions and {@code [[VAR]]} uses.
 * Uses of variables defined earlier in the same pattern become back-references; the others are
 * substituted, regex-quoted, when matching. Stateless: variable values live in the caller's map.
 */
final class CheckPattern {
    private static final int BACKREF_LIMIT = 20;
    private static final int FLAGS = Pattern.MULTILINE | Pattern.UNIX_LINES;

    /** A use of a variable defined by an earlier directive; {@code loc} is the name's offset. */
    record Substitution(String name, int loc) {
    }

    /** A problem found when matching, at a check-file offset (an undefined variable). */
    record Problem(int loc, String message) {
    }

    /** A variable captured by a match, and where in the input. */
    record Capture(String name, int pos, int len) {
    }

    /** A match ({@code pos >= 0}), no match ({@code pos < 0}, no problems), or problems. */
    record Outcome(int pos, int len, List<Problem> problems, List<Capture> captures) {
        static final Outcome NOT_FOUND = new Outcome(-1, 0, List.of(), List.of());

        boolean found() {
            return pos >= 0;
        }
    }

    final Type type;
    /** Check-file offset of the pattern's first character, where diagnostics point. */
    final int loc;
    private final String fixed;
    /** Java regex text ({@code String}) and {@link Substitution}s, in order. */
    private final List<Object> pieces = new ArrayList<>();
    private final List<Substitution> substitutions = new ArrayList<>();
    /** Variable definitions: name to capture group, the last definition of a name winning. */
    private final Map<String, Integer> definitions = new LinkedHashMap<>();
    /** The regex as LLVM would spell it, for the fuzzy-match heuristic. */
    private final StringBuilder llvmRegex = new StringBuilder();
    private boolean ambiguous;
    /** Compiled regexes by text (they differ by substituted values); bounded, safe to share. */
    private final Map<String, Pattern> compiled = new ConcurrentHashMap<>();

    private CheckPattern(Type type, int loc, String fixed) {
        this.type = type;
        this.loc = loc;
        this.fixed = fixed;
    }

    /** The implicit end-of-file pattern that trailing DAG/NOT directives are attached to. */
    static CheckPattern eof(int loc) {
        return new CheckPattern(new Type(Kind.EOF), loc, null);
    }

    /** {@code Pattern::parsePattern} of check-file text {@code [start, end)}. */
    static CheckPattern parse(SourceText src, int start, int end, Type type, String prefix) {
        String s = src.text.substring(start, end).replaceFirst("[ \t]+$", "");
        if (s.isEmpty() && type.kind() != Kind.EMPTY) {
            throw FileCheck.bad(src, start, "found empty check string with prefix '" + prefix + ":'");
        }
        if (!s.isEmpty() && type.kind() == Kind.EMPTY) {
            throw FileCheck.bad(src, start,
                    "found non-empty check string for empty check with prefix '" + prefix + ":'");
        }
        if (type.kind() == Kind.EMPTY) {
            CheckPattern p = new CheckPattern(type, start, null);
            p.pieces.add("(\\n$)");
            p.llvmRegex.append("(\n$)");
            return p.compileCheck(src);
        }
        if (type.literal() || s.length() < 2 || !s.contains("{{") && !s.contains("[[")) {
            return new CheckPattern(type, start, s);
        }
        CheckPattern p = new CheckPattern(type, start, null);
        p.parseRegex(src, start, s);
        return p.compileCheck(src);
    }

    private void parseRegex(SourceText src, int start, String s) {
        StringBuilder java = new StringBuilder();
        int curParen = 1;
        int p = 0;
        while (p < s.length()) {
            if (s.startsWith("{{", p)) {
                int end = s.indexOf("}}", p);
                if (end < 0) {
                    throw FileCheck.bad(src, start + p, "found start of regex string with no end '}}'");
                }
                // Like LLVM, parenthesize when the rest of the line has a '|' anywhere.
                boolean alternation = s.indexOf('|', p) >= 0;
                if (alternation) {
                    java.append('(');
                    llvmRegex.append('(');
                    curParen++;
                }
                curParen += addRegex(src, start + p + 2, s.substring(p + 2, end), java);
                if (alternation) {
                    java.append(')');
                    llvmRegex.append(')');
                }
                p = end + 2;
                continue;
            }
            if (s.startsWith("[[", p) && !s.startsWith("[[[", p)) {
                int blockStart = p;
                int body = p + 2;
                int end = findRegexVarEnd(src, start, s, body);
                if (end < 0) {
                    throw FileCheck.bad(src, start + blockStart, "Invalid substitution block, no ]] found");
                }
                String block = s.substring(body, end);
                p = end + 2;
                if (block.startsWith("#")) {
                    throw FileCheck.bad(src, start + blockStart,
                            "numeric substitution blocks ([[#...]]) are not supported by this FileCheck");
                }
                int colon = block.indexOf(':');
                String head = colon < 0 ? block : block.substring(0, colon);
                int space = minIndex(head.indexOf(' '), head.indexOf('\t'), head.length());
                if (space < head.length()) {
                    throw FileCheck.bad(src, start + body + space, "unexpected whitespace");
                }
                int nameLength = variableNameLength(src, start + body, block);
                String name = block.substring(0, nameLength);
                String rest = block.substring(nameLength);
                int nameLoc = start + body;
                boolean pseudo = name.startsWith("@");
                if (colon >= 0) {
                    if (pseudo || !rest.startsWith(":")) {
                        throw FileCheck.bad(src, nameLoc, "invalid name in string variable definition");
                    }
                    java.append('(');
                    llvmRegex.append('(');
                    definitions.remove(name);
                    definitions.put(name, curParen++);
                    String regex = rest.substring(1);
                    if (!regex.isEmpty()) {
                        curParen += addRegex(src, nameLoc + nameLength + 1, regex, java);
                    }
                    java.append(')');
                    llvmRegex.append(')');
                } else if (pseudo) {
                    throw FileCheck.bad(src, start + blockStart,
                            "@LINE expressions ([[@LINE]]) are not supported by this FileCheck");
                } else if (!rest.isEmpty()) {
                    throw FileCheck.bad(src, nameLoc, "invalid name in string variable use");
                } else if (definitions.containsKey(name)) {
                    int group = definitions.get(name);
                    if (group > BACKREF_LIMIT) {
                        throw FileCheck.bad(src, nameLoc,
                                "Can't back-reference more than " + BACKREF_LIMIT + " variables");
                    }
                    java.append("(?:\\").append(group).append(')');
                    llvmRegex.append(group <= 9 ? "\\" + group : "\\g{" + group + "}");
                } else {
                    pieces.add(java.toString());
                    java.setLength(0);
                    Substitution sub = new Substitution(name, nameLoc);
                    pieces.add(sub);
                    substitutions.add(sub);
                }
                continue;
            }
            int fixedEnd = minIndex(s.indexOf("{{", p + 1), s.indexOf("[[", p + 1), s.length());
            String text = s.substring(p, fixedEnd);
            java.append(PosixRegex.quote(text));
            llvmRegex.append(text.replaceAll("([()^$|*+?.\\[\\]\\\\{}])", "\\\\$1"));
            p = fixedEnd;
        }
        pieces.add(java.toString());
    }

    private static int minIndex(int a, int b, int none) {
        return Math.min(a < 0 ? none : a, b < 0 ? none : b);
    }

    /** Translates and appends one regex; returns its number of capturing groups. */
    private int addRegex(SourceText src, int at, String regex, StringBuilder java) {
        PosixRegex.Translation t;
        try {
            t = PosixRegex.translate(regex);
        } catch (PosixRegex.SyntaxError e) {
            String hint = regex.matches(".*\\{[0-9,]*") && src.text.startsWith("}", at + regex.length() + 2)
                    ? " (a '}}' ends the regex block: write {{(x{n})}} to match x{n})"
                    : "";
            throw FileCheck.bad(src, at, "invalid regex: " + e.getMessage() + hint);
        }
        java.append(t.java());
        llvmRegex.append(regex);
        ambiguous |= t.ambiguous();
        return t.groups();
    }

    /** {@code Pattern::FindRegexVarEnd}: the offset in {@code s} of the {@code ]]} closing a block. */
    private static int findRegexVarEnd(SourceText src, int start, String s, int from) {
        int depth = 0;
        int i = from;
        while (i < s.length()) {
            if (depth == 0 && s.startsWith("]]", i)) {
                return i;
            }
            char c = s.charAt(i);
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                if (depth == 0) {
                    throw FileCheck.bad(src, start + i, "missing closing \"]\" for regex variable");
                }
                depth--;
            }
            i++;
        }
        return -1;
    }

    /** {@code Pattern::parseVariable}: {@code [$@]?[A-Za-z_][A-Za-z0-9_]*} at the start of {@code s}. */
    private static int variableNameLength(SourceText src, int at, String s) {
        if (s.isEmpty()) {
            throw FileCheck.bad(src, at, "empty variable name");
        }
        boolean pseudo = s.charAt(0) == '@';
        int i = s.charAt(0) == '$' || pseudo ? 1 : 0;
        if (i == s.length()) {
            throw FileCheck.bad(src, at + i, "empty " + (pseudo ? "pseudo " : "global ") + "variable name");
        }
        char first = s.charAt(i++);
        if (first != '_' && !isAsciiLetter(first)) {
            throw FileCheck.bad(src, at, "invalid variable name");
        }
        while (i < s.length() && (s.charAt(i) == '_' || isAsciiLetter(s.charAt(i)) || Character.isDigit(s.charAt(i))
                && s.charAt(i) < 0x80)) {
            i++;
        }
        return i;
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    /** Compiles once with empty substitutions, so an (unexpected) translation bug shows at parse time. */
    private CheckPattern compileCheck(SourceText src) {
        StringBuilder sb = new StringBuilder();
        for (Object piece : pieces) {
            if (piece instanceof String s) {
                sb.append(s);
            }
        }
        try {
            compile(sb.toString());
        } catch (PatternSyntaxException e) {
            throw FileCheck.bad(src, loc, "internal error: cannot compile translated regex: " + e.getMessage());
        }
        return this;
    }

    private Pattern compile(String regex) {
        if (compiled.size() > 64) {
            compiled.clear();
        }
        return compiled.computeIfAbsent(regex, r -> Pattern.compile(r, FLAGS));
    }

    boolean hasVariable() {
        return !substitutions.isEmpty() || !definitions.isEmpty();
    }

    List<Substitution> substitutions() {
        return substitutions;
    }

    /** The text the fuzzy-match heuristic compares input against: the fixed string or LLVM's regex. */
    String example() {
        return fixed != null ? fixed : llvmRegex.toString();
    }

    /**
     * {@code Pattern::match} against {@code text[from, to)}: the first match, POSIX leftmost-longest where
     * that differs from Java's leftmost-first. Captured variables are stored into {@code vars}.
     */
    Outcome match(String text, int from, int to, Map<String, String> vars) {
        if (type.kind() == Kind.EOF) {
            return new Outcome(to, 0, List.of(), List.of());
        }
        if (fixed != null) {
            int at = text.indexOf(fixed, from);
            return at < 0 || at + fixed.length() > to ? Outcome.NOT_FOUND
                    : new Outcome(at, fixed.length(), List.of(), List.of());
        }
        StringBuilder regex = new StringBuilder();
        List<Problem> problems = new ArrayList<>();
        for (Object piece : pieces) {
            if (piece instanceof Substitution sub) {
                String value = vars.get(sub.name());
                if (value == null) {
                    problems.add(new Problem(sub.loc(), "undefined variable: " + sub.name()));
                } else {
                    regex.append(PosixRegex.quote(value));
                }
            } else {
                regex.append((String) piece);
            }
        }
        if (!problems.isEmpty()) {
            return new Outcome(-1, 0, problems, List.of());
        }
        Pattern pattern = compile(regex.toString());
        String subject = text.substring(from, to);
        Matcher m = pattern.matcher(subject);
        try {
            if (!m.find()) {
                return Outcome.NOT_FOUND;
            }
            if (ambiguous) {
                m = longest(pattern, subject, m);
            }
        } catch (StackOverflowError e) {
            return new Outcome(-1, 0, List.of(new Problem(loc,
                    "java.util.regex ran out of stack matching this pattern (a repeated group over a long line)")),
                    List.of());
        }
        List<Capture> captures = new ArrayList<>();
        for (Map.Entry<String, Integer> def : definitions.entrySet()) {
            int g = def.getValue();
            String value = m.group(g) == null ? "" : m.group(g);
            vars.put(def.getKey(), value);
            captures.add(new Capture(def.getKey(), from + Math.max(m.start(g), m.start()), value.length()));
        }
        captures.sort((a, b) -> Integer.compare(a.pos(), b.pos()));
        // CHECK-EMPTY's match starts after the newline it consumes, like CHECK-NEXT's after the one it skips.
        int skip = type.kind() == Kind.EMPTY ? 1 : 0;
        return new Outcome(from + m.start() + skip, m.end() - m.start() - skip, List.of(), captures);
    }

    /** The longest match starting where {@code first} does, looking no further than the end of its line. */
    private static Matcher longest(Pattern pattern, String subject, Matcher first) {
        int start = first.start();
        int limit = subject.indexOf('\n', first.end());
        limit = limit < 0 ? subject.length() : limit;
        Matcher m = pattern.matcher(subject).useAnchoringBounds(false).useTransparentBounds(true);
        for (int end = limit; end > first.end(); end--) {
            if (m.region(start, end).matches()) {
                return m;
            }
        }
        return first;
    }

    /** {@code Pattern::computeMatchDistance}: edit distance between the example and the input at {@code i}. */
    int matchDistance(String text, int i, int to) {
        String example = example();
        int end = Math.min(to, i + example.length());
        int nl = text.indexOf('\n', i);
        if (nl >= 0 && nl < end) {
            end = nl;
        }
        return editDistance(text, i, end, example);
    }

    private static int editDistance(String a, int from, int to, String b) {
        int n = b.length();
        int[] row = new int[n + 1];
        for (int j = 0; j <= n; j++) {
            row[j] = j;
        }
        for (int i = from; i < to; i++) {
            int diagonal = row[0];
            row[0] = i - from + 1;
            for (int j = 1; j <= n; j++) {
                int above = row[j];
                int cost = a.charAt(i) == b.charAt(j - 1) ? 0 : 1;
                row[j] = Math.min(Math.min(row[j - 1], above) + 1, diagonal + cost);
                diagonal = above;
            }
        }
        return row[n];
    }
}

package dev.mlirj.testing;

import dev.mlirj.testing.CheckDirective.Kind;
import dev.mlirj.testing.CheckDirective.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * LLVM's FileCheck for golden tests: the check directives of a check file (typically written in
 * {@code //} comments of a {@code .mlir} test) are parsed once, then matched against the output of a run.
 * It follows {@code llvm/lib/FileCheck/FileCheck.cpp} with the default options of the {@code FileCheck}
 * tool and one {@code --check-prefix}.
 *
 * <p>Supported, with FileCheck's semantics:
 * <ul>
 *   <li>directives {@code CHECK:}, {@code CHECK-NEXT:}, {@code CHECK-SAME:}, {@code CHECK-NOT:},
 *       {@code CHECK-DAG:}, {@code CHECK-LABEL:}, {@code CHECK-EMPTY:}, {@code CHECK-COUNT-<n>:}, the
 *       {@code {LITERAL}} modifier, and the comment prefixes {@code COM:} and {@code RUN:} (the rest of such
 *       a line is ignored). A directive is found anywhere on a line unless the prefix ends a longer word
 *       ({@code XCHECK:} is not one); {@code CHECK_NEXT:} is rejected as misspelled, {@code CHECK-DAG-NOT:}
 *       and a bad {@code -COUNT-} as malformed;
 *   <li>whitespace canonicalization: in both files every run of spaces and tabs counts as one space, so
 *       a blank in a pattern matches any non-empty run of blanks; a pattern's leading and trailing blanks
 *       are ignored;
 *   <li>literal text, {@code {{regex}}} (LLVM's POSIX extended regexes, see {@link PosixRegex}: no
 *       {@code \d} or {@code \s}, a backslash just makes the next character literal, use
 *       {@code [0-9]} and {@code [[:space:]]}; a block ends at the first <code>}}</code>, so
 *       {@code {{x{2}}}} is invalid as in LLVM and is written {@code {{(x{2})}}}), {@code [[VAR:regex]]} definitions and {@code [[VAR]]} uses, substituted
 *       literally; a variable is usable later in the same pattern and in all later directives, including
 *       across CHECK-LABEL blocks ({@code --enable-var-scope} is not supported). Using a variable that was
 *       never defined is an error when its directive is matched, as in LLVM. CHECK-LABEL patterns may not
 *       use variables;
 *   <li>the matching rules of FileCheck: a pattern matches in the input from where the previous match
 *       ended; {@code .}, negated brackets, {@code ^} and {@code $} respect line boundaries; CHECK-NOT and
 *       CHECK-DAG are checked in the gap before the next positive directive (or the end); the input is
 *       first cut into blocks at the CHECK-LABEL matches, and a failure ends only its own block;
 *   <li>FileCheck's diagnostics: {@code file:line:col: error: ...} with the line and a caret,
 *       {@code note: scanning from here}, {@code note: with "VAR" equal to "value"},
 *       {@code note: possible intended match here}, {@code note: found here}, ...
 * </ul>
 *
 * <p>Differences from LLVM FileCheck: numeric variables and expressions ({@code [[#...]]},
 * {@code [[@LINE]]}) are rejected as unsupported; there is one check prefix and no options (no
 * {@code --strict-whitespace}, {@code --match-full-lines}, {@code --implicit-check-not},
 * {@code --ignore-case}, {@code -D}, {@code --enable-var-scope}, {@code --allow-empty}); instead of
 * {@code -dump-input}'s annotated dump, each failure is followed by a few numbered input lines around it;
 * columns are those of the original text, not of the whitespace-collapsed one; the input is treated as
 * UTF-16 characters, not bytes. Regex matches are POSIX leftmost-longest only where Java's leftmost-first
 * could differ (alternation, quantified groups), and only up to the end of a line; capture groups of such
 * a match follow Java's rules.
 */
public final class FileCheck {
    private static final String[] COMMENT_PREFIXES = {"COM", "RUN"};

    private final SourceText checkFile;
    private final String prefix;
    private final List<CheckDirective> checks;
    private final int directiveCount;

    /** A malformed check file: the message is FileCheck's diagnostic, starting {@code file:line:col: error:}. */
    public static final class BadCheckFile extends RuntimeException {
        private final String fileName;
        private final int line;
        private final int column;

        BadCheckFile(String message, String fileName, int line, int column) {
            super(message);
            this.fileName = fileName;
            this.line = line;
            this.column = column;
        }

        /**
         * The check file's name.
         *
         * @return the name given to {@code parse}
         */
        public String fileName() {
            return fileName;
        }

        /**
         * The line of the problem.
         *
         * @return the 1-based line, or 0 for a problem with the whole file
         */
        public int line() {
            return line;
        }

        /**
         * The column of the problem, in the original text.
         *
         * @return the 1-based column, or 0 for a problem with the whole file
         */
        public int column() {
            return column;
        }
    }

    /**
     * The outcome of {@link #check}.
     *
     * @param passed whether every directive matched
     * @param report FileCheck's diagnostics for the failures; {@code ""} when passed
     */
    public record Result(boolean passed, String report) {
    }

    private FileCheck(SourceText checkFile, String prefix, List<CheckDirective> checks, int directiveCount) {
        this.checkFile = checkFile;
        this.prefix = prefix;
        this.checks = checks;
        this.directiveCount = directiveCount;
    }

    static BadCheckFile bad(SourceText src, int offset, String message) {
        return new BadCheckFile(src.diagnostic(offset, 0, "error", message), src.name, src.line(offset),
                src.column(offset));
    }

    /**
     * Parses the {@code CHECK} directives of a check file.
     *
     * @param checkFileText the check file's text
     * @param checkFileName its name, for diagnostics
     * @return the parsed directives
     * @throws BadCheckFile if a directive is malformed or there is none
     */
    public static FileCheck parse(String checkFileText, String checkFileName) {
        return parse(checkFileText, checkFileName, "CHECK");
    }

    /**
     * Parses the check directives with the given prefix ({@code --check-prefix}) out of a check file.
     *
     * @param checkFileText the check file's text
     * @param checkFileName its name, for diagnostics
     * @param prefix the directive prefix: letters, digits, {@code -} and {@code _}, not {@code COM} or
     *     {@code RUN}
     * @return the parsed directives
     * @throws BadCheckFile if a directive is malformed or there is none with this prefix
     * @throws IllegalArgumentException if the prefix is invalid
     */
    public static FileCheck parse(String checkFileText, String checkFileName, String prefix) {
        Objects.requireNonNull(checkFileText, "checkFileText");
        Objects.requireNonNull(checkFileName, "checkFileName");
        Objects.requireNonNull(prefix, "prefix");
        if (!prefix.matches("[a-zA-Z0-9_-]+")) {
            throw new IllegalArgumentException("supplied check prefix must start with a letter and contain only"
                    + " alphanumeric characters, hyphens, and underscores: '" + prefix + "'");
        }
        if (prefix.equals("COM") || prefix.equals("RUN")) {
            throw new IllegalArgumentException(
                    "supplied check prefix must be unique among check and comment prefixes: '" + prefix + "'");
        }
        SourceText src = SourceText.canonicalize(checkFileName, checkFileText);
        return new Reader(src, prefix).read();
    }

    /**
     * Matches an input against the directives.
     *
     * @param input the text to check, for instance a tool's output
     * @param inputName its name, for diagnostics
     * @return whether it passed, and the diagnostics if not
     */
    public Result check(String input, String inputName) {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(inputName, "inputName");
        if (input.isEmpty()) {
            return new Result(false, "FileCheck error: '" + inputName + "' is empty.\n");
        }
        Checker checker = new Checker(checkFile, SourceText.canonicalize(inputName, input), prefix);
        return checker.run(checks) ? new Result(true, "") : new Result(false, checker.report());
    }

    /**
     * The number of directives in the check file, not counting comments.
     *
     * @return how many directives were parsed
     */
    public int directiveCount() {
        return directiveCount;
    }

    /** {@code FileCheck::readCheckFile}. */
    private static final class Reader {
        private final SourceText src;
        private final String buf;
        private final String prefix;
        /** Check and comment prefixes, longest first, with their next occurrence. */
        private final String[] prefixes;
        private final int[] next;

        Reader(SourceText src, String prefix) {
            this.src = src;
            this.buf = src.text;
            this.prefix = prefix;
            List<String> all = new ArrayList<>(List.of(prefix));
            all.addAll(List.of(COMMENT_PREFIXES));
            all.sort((a, b) -> Integer.compare(b.length(), a.length()));
            prefixes = all.toArray(String[]::new);
            next = new int[prefixes.length];
            for (int k = 0; k < prefixes.length; k++) {
                next[k] = buf.indexOf(prefixes[k]);
            }
        }

        private record Found(String prefix, int loc, Type type, int after) {
        }

        FileCheck read() {
            List<CheckDirective> checks = new ArrayList<>();
            List<CheckPattern> dagNots = new ArrayList<>();
            int directives = 0;
            int pos = 0;
            while (true) {
                Found f = findFirstMatchingPrefix(pos);
                if (f == null) {
                    break;
                }
                Kind kind = f.type().kind();
                pos = f.after() == buf.length() ? f.loc() + f.prefix().length() : f.after();
                switch (kind) {
                    case MISSPELLED -> throw bad(src, f.loc(),
                            "misspelled directive '" + buf.substring(f.loc(), f.after()) + "'");
                    case BAD_NOT -> throw bad(src, pos, "unsupported -NOT combo on prefix '" + f.prefix() + "'");
                    case BAD_COUNT -> throw bad(src, pos,
                            "invalid count in -COUNT specification on prefix '" + f.prefix() + "'");
                    default -> {
                    }
                }
                while (pos < buf.length() && (buf.charAt(pos) == ' ' || buf.charAt(pos) == '\t')) {
                    pos++;
                }
                int patternLoc = pos;
                while (pos < buf.length() && buf.charAt(pos) != '\n' && buf.charAt(pos) != '\r') {
                    pos++;
                }
                if (kind == Kind.COMMENT) {
                    continue;
                }
                directives++;
                CheckPattern pattern = CheckPattern.parse(src, patternLoc, pos, f.type(), prefix);
                if (kind == Kind.LABEL && pattern.hasVariable()) {
                    throw bad(src, f.loc(), "found '" + prefix + "-LABEL:' with variable definition or use");
                }
                if ((kind == Kind.NEXT || kind == Kind.SAME || kind == Kind.EMPTY) && checks.isEmpty()) {
                    String type = kind == Kind.NEXT ? "NEXT" : kind == Kind.EMPTY ? "EMPTY" : "SAME";
                    throw bad(src, f.loc(),
                            "found '" + prefix + "-" + type + "' without previous '" + prefix + ": line");
                }
                if (kind == Kind.DAG || kind == Kind.NOT) {
                    dagNots.add(pattern);
                    continue;
                }
                checks.add(new CheckDirective(pattern, dagNots));
                dagNots = new ArrayList<>();
            }
            if (directives == 0) {
                throw new BadCheckFile(src.name + ": error: no check strings found with prefix '" + prefix + ":'\n",
                        src.name, 0, 0);
            }
            if (!dagNots.isEmpty()) {
                checks.add(new CheckDirective(CheckPattern.eof(buf.length()), dagNots));
            }
            return new FileCheck(src, prefix, List.copyOf(checks), directives);
        }

        /** {@code FindFirstMatchingPrefix}: the next prefix that starts a word and has a valid suffix. */
        private Found findFirstMatchingPrefix(int pos) {
            while (pos < buf.length()) {
                int loc = -1;
                String used = null;
                for (int k = 0; k < prefixes.length; k++) {
                    if (next[k] >= 0 && next[k] < pos) {
                        next[k] = buf.indexOf(prefixes[k], pos);
                    }
                    if (next[k] >= 0 && (loc < 0 || next[k] < loc)) {
                        loc = next[k];
                        used = prefixes[k];
                    }
                }
                if (used == null) {
                    return null;
                }
                if (loc == pos || !isPartOfWord(buf.charAt(loc - 1))) {
                    Found f = findCheckType(used, loc);
                    if (f.type().kind() != Kind.NONE) {
                        return f;
                    }
                }
                pos = loc + used.length();
                while (pos < buf.length() && isPartOfWord(buf.charAt(pos))) {
                    pos++;
                }
            }
            return null;
        }

        private static boolean isPartOfWord(char c) {
            return c < 0x80 && Character.isLetterOrDigit(c) || c == '-' || c == '_';
        }

        /** {@code FindCheckType}: the directive kind after the prefix at {@code loc}. */
        private Found findCheckType(String used, int loc) {
            Found none = new Found(used, loc, Type.NONE, -1);
            if (buf.length() - loc <= used.length()) {
                return none;
            }
            int r = loc + used.length();
            if (!used.equals(prefix)) {
                return buf.charAt(r) == ':' ? new Found(used, loc, new Type(Kind.COMMENT), r + 1) : none;
            }
            if (buf.charAt(r) == ':') {
                return new Found(used, loc, new Type(Kind.PLAIN), r + 1);
            }
            if (buf.charAt(r) == '{') {
                return modifiers(used, loc, new Type(Kind.PLAIN), r);
            }
            boolean misspelled = buf.charAt(r) == '_';
            if (!misspelled && buf.charAt(r) != '-') {
                return none;
            }
            Found f = suffix(used, loc, r + 1);
            return misspelled && f.type().kind() != Kind.NONE
                    ? new Found(used, loc, new Type(Kind.MISSPELLED), f.after()) : f;
        }

        private Found suffix(String used, int loc, int r) {
            if (buf.startsWith("COUNT-", r)) {
                r += 6;
                int digitsStart = r + (buf.startsWith("-", r) ? 1 : 0);
                int end = digitsStart;
                while (end < buf.length() && Character.isDigit(buf.charAt(end)) && buf.charAt(end) < 0x80) {
                    end++;
                }
                if (end == digitsStart || end - digitsStart > 18) {
                    return new Found(used, loc, new Type(Kind.BAD_COUNT), r);
                }
                long count = Long.parseLong(buf.substring(r, end));
                if (count <= 0 || count > Integer.MAX_VALUE || end == buf.length()
                        || buf.charAt(end) != ':' && buf.charAt(end) != '{') {
                    return new Found(used, loc, new Type(Kind.BAD_COUNT), end);
                }
                return modifiers(used, loc, new Type(Kind.PLAIN, (int) count, false), end);
            }
            for (String bad : new String[] {"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:",
                "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"}) {
                if (buf.startsWith(bad, r)) {
                    return new Found(used, loc, new Type(Kind.BAD_NOT), r);
                }
            }
            String[] names = {"NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY"};
            Kind[] kinds = {Kind.NEXT, Kind.SAME, Kind.NOT, Kind.DAG, Kind.LABEL, Kind.EMPTY};
            for (int k = 0; k < names.length; k++) {
                if (buf.startsWith(names[k], r)) {
                    return modifiers(used, loc, new Type(kinds[k]), r + names[k].length());
                }
            }
            return new Found(used, loc, Type.NONE, r);
        }

        /** {@code ConsumeModifiers}: {@code :} or {@code {LITERAL}:} after the directive name. */
        private Found modifiers(String used, int loc, Type type, int r) {
            Found none = new Found(used, loc, Type.NONE, r);
            if (buf.startsWith(":", r)) {
                return new Found(used, loc, type, r + 1);
            }
            if (!buf.startsWith("{", r)) {
                return none;
            }
            r++;
            do {
                r = skipSpace(r);
                if (!buf.startsWith("LITERAL", r)) {
                    return none;
                }
                type = type.withLiteral();
                r = skipSpace(r + 7);
            } while (buf.startsWith(",", r++));
            r--;
            return buf.startsWith("}:", r) ? new Found(used, loc, type, r + 2) : none;
        }

        private int skipSpace(int r) {
            while (r < buf.length() && " \t\n\u000b\f\r".indexOf(buf.charAt(r)) >= 0) {
                r++;
            }
            return r;
        }
    }
}

package dev.mlirj.testing;

import java.util.BitSet;
import java.util.Map;

/**
 * Translates the regular expressions FileCheck accepts in {@code {{...}}} and {@code [[VAR:...]]} into
 * {@link java.util.regex.Pattern} syntax. The dialect is that of LLVM's {@code Regex} (its copy of
 * Henry Spencer's {@code regcomp.c}): POSIX extended regular expressions, compiled with
 * {@code REG_NEWLINE}, plus back-references {@code \1}..{@code \9}. The same inputs are rejected, with
 * LLVM's messages. The translation is meant for {@code Pattern.MULTILINE | Pattern.UNIX_LINES}, under
 * which {@code .}, {@code ^} and {@code $} behave as with {@code REG_NEWLINE}; negated bracket expressions
 * get an explicit {@code \n} exclusion for the same reason.
 *
 * <p>Points worth knowing, all inherited from LLVM: a backslash before any other character than a digit
 * 1-9 just makes that character literal ({@code \d} is the letter {@code d}, {@code \n} the letter
 * {@code n}); inside brackets a backslash is an ordinary character; character classes are the ASCII ones
 * of the C locale ({@code [[:space:]]}, {@code [[:alpha:]]}, ...); {@code [[:<:]]} and {@code [[:>:]]}
 * match at the start and end of a word.
 */
final class PosixRegex {
    /** A regular expression LLVM's {@code regcomp} would reject; the message is {@code regerror}'s. */
    static final class SyntaxError extends Exception {
        SyntaxError(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The translated regex, its number of capturing groups, and whether it has alternation or a
     * quantified group, where Java's leftmost-first match may be shorter than POSIX's leftmost-longest.
     */
    record Translation(String java, int groups, boolean ambiguous) {
    }

    private static final int DUPMAX = 255;
    private static final int INFINITY = DUPMAX + 1;
    private static final int NPAREN = 10;

    private static final String EPAREN = "parentheses not balanced";
    private static final String EBRACE = "braces not balanced";
    private static final String BADBR = "invalid repetition count(s)";
    private static final String ERANGE = "invalid character range";
    private static final String ECTYPE = "invalid character class";
    private static final String ECOLLATE = "invalid collating element";
    private static final String EESCAPE = "trailing backslash (\\)";
    private static final String ESUBREG = "invalid backreference number";
    private static final String EBRACK = "brackets ([ ]) not balanced";
    private static final String BADRPT = "repetition-operator operand invalid";
    private static final String EMPTY = "empty (sub)expression";

    /** A few of regcomp's collating-element names, for {@code [[.name.]]}; one character names itself. */
    private static final Map<String, Character> COLLATING_NAMES = Map.ofEntries(
            Map.entry("NUL", '\0'), Map.entry("tab", '\t'), Map.entry("newline", '\n'),
            Map.entry("carriage-return", '\r'), Map.entry("space", ' '), Map.entry("hyphen", '-'),
            Map.entry("hyphen-minus", '-'), Map.entry("period", '.'), Map.entry("full-stop", '.'),
            Map.entry("slash", '/'), Map.entry("backslash", '\\'), Map.entry("reverse-solidus", '\\'),
            Map.entry("left-square-bracket", '['), Map.entry("right-square-bracket", ']'),
            Map.entry("left-brace", '{'), Map.entry("right-brace", '}'), Map.entry("circumflex", '^'),
            Map.entry("underscore", '_'), Map.entry("vertical-line", '|'), Map.entry("tilde", '~'),
            Map.entry("colon", ':'), Map.entry("comma", ','), Map.entry("equals-sign", '='),
            Map.entry("dollar-sign", '$'), Map.entry("asterisk", '*'), Map.entry("plus-sign", '+'));

    private final String re;
    private int pos;
    private final StringBuilder out = new StringBuilder();
    private int groups;
    private final boolean[] closed = new boolean[NPAREN];
    private boolean ambiguous;

    private PosixRegex(String re) {
        this.re = re;
    }

    /** Translates one regex, validated on its own as {@code Regex::isValid} does. */
    static Translation translate(String re) throws SyntaxError {
        PosixRegex p = new PosixRegex(re);
        p.ere(-1);
        return new Translation(p.out.toString(), p.groups, p.ambiguous);
    }

    /** Java regex text matching exactly {@code s}. */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            sb.append(literal(s.charAt(i)));
        }
        return sb.toString();
    }

    private static String literal(char c) {
        if (c < 0x80 && Character.isLetterOrDigit(c) || c == ' ') {
            return String.valueOf(c);
        }
        if (c > 0x20 && c < 0x7f) {
            return "\\" + c;
        }
        return hex(c);
    }

    private static String hex(int c) {
        return "\\x{" + Integer.toHexString(c) + "}";
    }

    private boolean more() {
        return pos < re.length();
    }

    private boolean more2() {
        return pos + 1 < re.length();
    }

    private char peek() {
        return re.charAt(pos);
    }

    private char peek2() {
        return re.charAt(pos + 1);
    }

    private boolean see(char c) {
        return more() && peek() == c;
    }

    private boolean seeTwo(char a, char b) {
        return more2() && peek() == a && peek2() == b;
    }

    private boolean eat(char c) {
        if (see(c)) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean eatTwo(char a, char b) {
        if (seeTwo(a, b)) {
            pos += 2;
            return true;
        }
        return false;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private boolean seeRepetition() {
        if (!more()) {
            return false;
        }
        char c = peek();
        return c == '*' || c == '+' || c == '?' || c == '{' && more2() && isDigit(peek2());
    }

    /** {@code p_ere}: alternatives of concatenations, up to {@code stop} (-1: the end). */
    private void ere(int stop) throws SyntaxError {
        while (true) {
            int atoms = 0;
            while (more() && peek() != '|' && peek() != stop) {
                expression();
                atoms++;
            }
            if (atoms == 0) {
                throw new SyntaxError(EMPTY);
            }
            if (!eat('|')) {
                return;
            }
            out.append('|');
            ambiguous = true;
        }
    }

    /** {@code p_ere_exp}: one atom and an optional repetition. */
    private void expression() throws SyntaxError {
        char c = re.charAt(pos++);
        int atomStart = out.length();
        boolean caret = false;
        boolean group = false;
        switch (c) {
            case '(' -> {
                if (!more()) {
                    throw new SyntaxError(EPAREN);
                }
                int subno = ++groups;
                out.append('(');
                if (!see(')')) {
                    ere(')');
                }
                if (subno < NPAREN) {
                    closed[subno] = true;
                }
                if (!eat(')')) {
                    throw new SyntaxError(EPAREN);
                }
                out.append(')');
                group = true;
            }
            case ')' -> throw new SyntaxError(EPAREN);
            case '^' -> {
                out.append('^');
                caret = true;
            }
            case '$' -> out.append('$');
            case '|' -> throw new SyntaxError(EMPTY);
            case '*', '+', '?' -> throw new SyntaxError(BADRPT);
            case '.' -> out.append('.');
            case '[' -> bracket();
            case '\\' -> {
                if (!more()) {
                    throw new SyntaxError(EESCAPE);
                }
                c = re.charAt(pos++);
                if (c >= '1' && c <= '9') {
                    if (!closed[c - '0']) {
                        throw new SyntaxError(ESUBREG);
                    }
                    out.append("(?:\\").append(c).append(')');
                    group = true;
                } else {
                    out.append(literal(c));
                }
            }
            case '{' -> {
                if (more() && isDigit(peek())) {
                    throw new SyntaxError(BADRPT);
                }
                out.append(literal(c));
            }
            default -> out.append(literal(c));
        }
        if (!seeRepetition()) {
            return;
        }
        c = re.charAt(pos++);
        if (caret) {
            throw new SyntaxError(BADRPT);
        }
        ambiguous |= group;
        out.insert(atomStart, "(?:").append(')');
        if (c == '{') {
            bound();
        } else {
            out.append(c);
        }
        if (seeRepetition()) {
            throw new SyntaxError(BADRPT);
        }
    }

    private void bound() throws SyntaxError {
        int count = count();
        int count2 = count;
        if (eat(',')) {
            if (more() && isDigit(peek())) {
                count2 = count();
                if (count > count2) {
                    throw new SyntaxError(BADBR);
                }
            } else {
                count2 = INFINITY;
            }
        }
        if (!eat('}')) {
            while (more() && peek() != '}') {
                pos++;
            }
            throw new SyntaxError(more() ? BADBR : EBRACE);
        }
        out.append('{').append(count);
        if (count2 == INFINITY) {
            out.append(',');
        } else if (count2 != count) {
            out.append(',').append(count2);
        }
        out.append('}');
    }

    private int count() throws SyntaxError {
        int count = 0;
        int digits = 0;
        while (more() && isDigit(peek()) && count <= DUPMAX) {
            count = count * 10 + (re.charAt(pos++) - '0');
            digits++;
        }
        if (digits == 0 || count > DUPMAX) {
            throw new SyntaxError(BADBR);
        }
        return count;
    }

    /** {@code p_bracket}, after the {@code [}. */
    private void bracket() throws SyntaxError {
        if (re.startsWith("[:<:]]", pos)) {
            pos += 6;
            out.append("\\b(?=\\w)");
            return;
        }
        if (re.startsWith("[:>:]]", pos)) {
            pos += 6;
            out.append("\\b(?<=\\w)");
            return;
        }
        BitSet set = new BitSet();
        boolean invert = eat('^');
        if (eat(']')) {
            set.set(']');
        } else if (eat('-')) {
            set.set('-');
        }
        while (more() && peek() != ']' && !seeTwo('-', ']')) {
            term(set);
        }
        if (eat('-')) {
            set.set('-');
        }
        if (!eat(']')) {
            throw new SyntaxError(EBRACK);
        }
        out.append(invert ? "[^" : "[");
        for (int a = set.nextSetBit(0); a >= 0; a = set.nextSetBit(set.nextClearBit(a))) {
            int b = set.nextClearBit(a) - 1;
            out.append(hex(a));
            if (b > a) {
                out.append('-').append(hex(b));
            }
        }
        out.append(invert ? "\\x{a}]" : "]");
    }

    /** {@code p_b_term}: a class, an equivalence class, a character or a range. */
    private void term(BitSet set) throws SyntaxError {
        char kind = 0;
        if (peek() == '[') {
            kind = more2() ? peek2() : 0;
        } else if (peek() == '-') {
            throw new SyntaxError(ERANGE);
        }
        switch (kind) {
            case ':' -> {
                pos += 2;
                if (!more()) {
                    throw new SyntaxError(EBRACK);
                }
                if (peek() == '-' || peek() == ']') {
                    throw new SyntaxError(ECTYPE);
                }
                int start = pos;
                while (more() && Character.isLetter(peek()) && peek() < 0x80) {
                    pos++;
                }
                addClass(set, re.substring(start, pos));
                if (!more()) {
                    throw new SyntaxError(EBRACK);
                }
                if (!eatTwo(':', ']')) {
                    throw new SyntaxError(ECTYPE);
                }
            }
            case '=' -> {
                pos += 2;
                if (!more()) {
                    throw new SyntaxError(EBRACK);
                }
                if (peek() == '-' || peek() == ']') {
                    throw new SyntaxError(ECOLLATE);
                }
                set.set(collatingElement('='));
                if (!more()) {
                    throw new SyntaxError(EBRACK);
                }
                if (!eatTwo('=', ']')) {
                    throw new SyntaxError(ECOLLATE);
                }
            }
            default -> {
                char start = symbol();
                char finish = start;
                if (see('-') && more2() && peek2() != ']') {
                    pos++;
                    finish = eat('-') ? '-' : symbol();
                }
                if (start > finish) {
                    throw new SyntaxError(ERANGE);
                }
                set.set(start, finish + 1);
            }
        }
    }

    private char symbol() throws SyntaxError {
        if (!more()) {
            throw new SyntaxError(EBRACK);
        }
        if (!eatTwo('[', '.')) {
            return re.charAt(pos++);
        }
        char value = collatingElement('.');
        if (!eatTwo('.', ']')) {
            throw new SyntaxError(ECOLLATE);
        }
        return value;
    }

    private char collatingElement(char end) throws SyntaxError {
        int start = pos;
        while (more() && !seeTwo(end, ']')) {
            pos++;
        }
        if (!more()) {
            throw new SyntaxError(EBRACK);
        }
        String name = re.substring(start, pos);
        Character named = COLLATING_NAMES.get(name);
        if (named != null) {
            return named;
        }
        if (name.length() == 1) {
            return name.charAt(0);
        }
        throw new SyntaxError(ECOLLATE);
    }

    private static void addClass(BitSet set, String name) throws SyntaxError {
        for (int c = 0; c < 0x80; c++) {
            boolean alpha = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
            boolean digit = c >= '0' && c <= '9';
            boolean graph = c > 0x20 && c < 0x7f;
            boolean in = switch (name) {
                case "alnum" -> alpha || digit;
                case "alpha" -> alpha;
                case "blank" -> c == ' ' || c == '\t';
                case "cntrl" -> c < 0x20 || c == 0x7f;
                case "digit" -> digit;
                case "graph" -> graph;
                case "lower" -> c >= 'a' && c <= 'z';
                case "print" -> graph || c == ' ';
                case "punct" -> graph && !alpha && !digit;
                case "space" -> c == ' ' || c >= '\t' && c <= '\r';
                case "upper" -> c >= 'A' && c <= 'Z';
                case "xdigit" -> digit || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
                default -> throw new SyntaxError(ECTYPE);
            };
            if (in) {
                set.set(c);
            }
        }
    }
}

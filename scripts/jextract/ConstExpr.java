import java.util.List;
import java.util.function.Function;

/**
 * Evaluates C integer constant expressions (for {@code #if}, enumerator values and array sizes) with C's typing
 * rules reduced to what matters here: 32-bit vs 64-bit and signed vs unsigned, so {@code ~0U} is 0xFFFFFFFF.
 */
final class ConstExpr {
    /** A typed integer value; {@code bits} is the two's complement pattern, sign- or zero-extended to 64 bits. */
    record Value(long bits, boolean unsigned, boolean wide) {
        static Value of(long v, boolean unsigned, boolean wide) {
            if (!wide) {
                v = unsigned ? v & 0xFFFFFFFFL : (int) v;
            }
            return new Value(v, unsigned, wide);
        }

        static Value ofInt(long v) {
            return of(v, false, false);
        }

        boolean isTrue() {
            return bits != 0;
        }
    }

    private final List<Token> toks;
    private final Function<String, Value> idents;
    private final boolean preprocessor;
    private int pos;

    private ConstExpr(List<Token> toks, Function<String, Value> idents, boolean preprocessor) {
        this.toks = toks;
        this.idents = idents;
        this.preprocessor = preprocessor;
    }

    /**
     * Evaluates the tokens. {@code idents} resolves identifiers (null → error); in preprocessor mode all arithmetic
     * is done in 64 bits, as C requires for {@code #if}.
     */
    static Value eval(List<Token> toks, Function<String, Value> idents, boolean preprocessor) {
        if (toks.isEmpty()) {
            throw new JextractException("empty constant expression");
        }
        ConstExpr e = new ConstExpr(toks, idents, preprocessor);
        Value v = e.conditional();
        if (e.pos != toks.size()) {
            throw e.error("unexpected '" + toks.get(e.pos).text() + "'");
        }
        return v;
    }

    private JextractException error(String msg) {
        Token at = toks.get(Math.min(pos, toks.size() - 1));
        return new JextractException(at.where() + ": constant expression: " + msg);
    }

    private boolean accept(String p) {
        if (pos < toks.size() && toks.get(pos).kind() == Token.Kind.PUNCT && toks.get(pos).text().equals(p)) {
            pos++;
            return true;
        }
        return false;
    }

    private Value conditional() {
        Value c = binary(0);
        if (accept("?")) {
            Value a = conditional();
            if (!accept(":")) {
                throw error("expected ':'");
            }
            Value b = conditional();
            return c.isTrue() ? a : b;
        }
        return c;
    }

    private static final List<List<String>> LEVELS = List.of(
        List.of("||"), List.of("&&"), List.of("|"), List.of("^"), List.of("&"), List.of("==", "!="),
        List.of("<", ">", "<=", ">="), List.of("<<", ">>"), List.of("+", "-"), List.of("*", "/", "%"));

    private Value binary(int level) {
        if (level == LEVELS.size()) {
            return unary();
        }
        Value left = binary(level + 1);
        while (true) {
            String op = null;
            for (String o : LEVELS.get(level)) {
                if (accept(o)) {
                    op = o;
                    break;
                }
            }
            if (op == null) {
                return left;
            }
            Value right = binary(level + 1);
            left = apply(op, left, right);
        }
    }

    private Value apply(String op, Value a, Value b) {
        if (op.equals("||")) {
            return Value.ofInt(a.isTrue() || b.isTrue() ? 1 : 0);
        }
        if (op.equals("&&")) {
            return Value.ofInt(a.isTrue() && b.isTrue() ? 1 : 0);
        }
        if (op.equals("<<") || op.equals(">>")) {
            int n = (int) b.bits();
            long r = op.equals("<<") ? a.bits() << n : a.unsigned() ? a.bits() >>> n : a.bits() >> n;
            return Value.of(r, a.unsigned(), a.wide());
        }
        boolean wide = a.wide() || b.wide();
        boolean unsigned = a.wide() == b.wide() ? a.unsigned() || b.unsigned() : a.wide() ? a.unsigned() : b.unsigned();
        long x = a.bits();
        long y = b.bits();
        int cmp = unsigned ? Long.compareUnsigned(x, y) : Long.compare(x, y);
        return switch (op) {
            case "|" -> Value.of(x | y, unsigned, wide);
            case "^" -> Value.of(x ^ y, unsigned, wide);
            case "&" -> Value.of(x & y, unsigned, wide);
            case "==" -> Value.ofInt(cmp == 0 ? 1 : 0);
            case "!=" -> Value.ofInt(cmp != 0 ? 1 : 0);
            case "<" -> Value.ofInt(cmp < 0 ? 1 : 0);
            case ">" -> Value.ofInt(cmp > 0 ? 1 : 0);
            case "<=" -> Value.ofInt(cmp <= 0 ? 1 : 0);
            case ">=" -> Value.ofInt(cmp >= 0 ? 1 : 0);
            case "+" -> Value.of(x + y, unsigned, wide);
            case "-" -> Value.of(x - y, unsigned, wide);
            case "*" -> Value.of(x * y, unsigned, wide);
            default -> {
                if (y == 0) {
                    throw error("division by zero");
                }
                long r = op.equals("/")
                    ? (unsigned ? Long.divideUnsigned(x, y) : x / y)
                    : (unsigned ? Long.remainderUnsigned(x, y) : x % y);
                yield Value.of(r, unsigned, wide);
            }
        };
    }

    private Value unary() {
        if (accept("-")) {
            Value v = unary();
            return Value.of(-v.bits(), v.unsigned(), v.wide());
        }
        if (accept("+")) {
            return unary();
        }
        if (accept("~")) {
            Value v = unary();
            return Value.of(~v.bits(), v.unsigned(), v.wide());
        }
        if (accept("!")) {
            return Value.ofInt(unary().isTrue() ? 0 : 1);
        }
        return primary();
    }

    private Value primary() {
        if (pos >= toks.size()) {
            throw error("unexpected end");
        }
        if (accept("(")) {
            Value v = conditional();
            if (!accept(")")) {
                throw error("expected ')'");
            }
            return v;
        }
        Token t = toks.get(pos++);
        Value v = switch (t.kind()) {
            case NUMBER -> number(t.text());
            case CHAR -> character(t.text());
            case IDENT -> {
                Value r = idents.apply(t.text());
                if (r == null) {
                    pos--;
                    throw error("unknown identifier '" + t.text() + "'");
                }
                yield r;
            }
            default -> {
                pos--;
                throw error("unexpected '" + t.text() + "'");
            }
        };
        return preprocessor ? Value.of(v.bits(), v.unsigned(), true) : v;
    }

    private Value number(String text) {
        String s = text.toLowerCase(java.util.Locale.ROOT);
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == 'u' || s.charAt(end - 1) == 'l')) {
            end--;
        }
        String suffix = s.substring(end);
        String digits = s.substring(0, end);
        boolean unsigned = suffix.contains("u");
        boolean wide = suffix.contains("l");
        int radix = 10;
        if (digits.startsWith("0x")) {
            radix = 16;
            digits = digits.substring(2);
        } else if (digits.startsWith("0b")) {
            radix = 2;
            digits = digits.substring(2);
        } else if (digits.length() > 1 && digits.startsWith("0")) {
            radix = 8;
            digits = digits.substring(1);
        }
        long v;
        try {
            v = Long.parseUnsignedLong(digits, radix);
        } catch (NumberFormatException e) {
            throw error("bad integer literal '" + text + "'");
        }
        if (!wide) {
            boolean fitsInt = unsigned ? (v & ~0xFFFFFFFFL) == 0 : v >= 0 && v <= Integer.MAX_VALUE;
            if (!fitsInt && radix != 10 && !unsigned && (v & ~0xFFFFFFFFL) == 0) {
                unsigned = true;
            } else if (!fitsInt) {
                wide = true;
            }
        }
        if (wide && !unsigned && v < 0) {
            unsigned = true;
        }
        return Value.of(v, unsigned, wide);
    }

    private Value character(String text) {
        if (!text.startsWith("'")) {
            throw error("unsupported character literal " + text);
        }
        String body = text.substring(1, text.length() - 1);
        if (body.length() == 1) {
            return Value.ofInt(body.charAt(0));
        }
        if (body.length() == 2 && body.charAt(0) == '\\') {
            int i = "ntr0\\'\"".indexOf(body.charAt(1));
            if (i >= 0) {
                return Value.ofInt("\n\t\r\0\\'\"".charAt(i));
            }
        }
        throw error("unsupported character literal " + text);
    }
}

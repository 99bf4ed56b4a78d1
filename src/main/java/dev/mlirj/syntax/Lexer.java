package dev.mlirj.syntax;

/**
 * Splits MLIR source text into {@link Token}s, skipping white space and {@code //} comments. The position can be
 * reset ({@link #resetTo}), which the parser uses to split {@code 4x8xf32} after an {@code x}.
 */
public final class Lexer {
    private final String text;
    private int pos;

    /** A lexer over {@code text}, at its start. */
    public Lexer(String text) {
        this.text = text;
    }

    /** The source text. */
    public String text() {
        return text;
    }

    /** Moves to offset {@code offset}. */
    public void resetTo(int offset) {
        pos = offset;
    }

    /** Lexes and returns the next token. */
    public Token next() {
        skipSpaceAndComments();
        int start = pos;
        if (pos >= text.length()) {
            return token(TokenKind.EOF, start);
        }
        char c = text.charAt(pos++);
        switch (c) {
            case ':':
                if (peek() == ':') {
                    pos++;
                    return token(TokenKind.COLON_COLON, start);
                }
                return token(TokenKind.COLON, start);
            case ',':
                return token(TokenKind.COMMA, start);
            case '.':
                if (text.startsWith("..", pos)) {
                    pos += 2;
                    return token(TokenKind.ELLIPSIS, start);
                }
                return errorAt(start, pos, "expected three consecutive dots for an ellipsis");
            case '(':
                return token(TokenKind.L_PAREN, start);
            case ')':
                return token(TokenKind.R_PAREN, start);
            case '{':
                if (text.startsWith("-#", pos)) {
                    pos += 2;
                    return token(TokenKind.FILE_METADATA_BEGIN, start);
                }
                return token(TokenKind.L_BRACE, start);
            case '}':
                return token(TokenKind.R_BRACE, start);
            case '[':
                return token(TokenKind.L_SQUARE, start);
            case ']':
                return token(TokenKind.R_SQUARE, start);
            case '<':
                return token(TokenKind.LESS, start);
            case '>':
                return token(TokenKind.GREATER, start);
            case '=':
                return token(TokenKind.EQUAL, start);
            case '+':
                return token(TokenKind.PLUS, start);
            case '*':
                return token(TokenKind.STAR, start);
            case '?':
                return token(TokenKind.QUESTION, start);
            case '|':
                return token(TokenKind.VERTICAL_BAR, start);
            case '-':
                if (peek() == '>') {
                    pos++;
                    return token(TokenKind.ARROW, start);
                }
                return token(TokenKind.MINUS, start);
            case '"':
                return lexString(start);
            case '@':
                return lexAt(start);
            case '%':
                return lexPrefixed(start, TokenKind.PERCENT_IDENTIFIER);
            case '^':
                return lexPrefixed(start, TokenKind.CARET_IDENTIFIER);
            case '#':
                if (peek() == '-' && text.startsWith("-}", pos)) {
                    pos += 2;
                    return token(TokenKind.FILE_METADATA_END, start);
                }
                return lexPrefixed(start, TokenKind.HASH_IDENTIFIER);
            case '!':
                return lexPrefixed(start, TokenKind.EXCLAMATION_IDENTIFIER);
            default:
                if (isLetter(c) || c == '_') {
                    while (pos < text.length() && isIdChar(text.charAt(pos))) {
                        pos++;
                    }
                    return token(TokenKind.BARE_IDENTIFIER, start);
                }
                if (isDigit(c)) {
                    return lexNumber(start);
                }
                return error(start, "unexpected character");
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpaceAndComments() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            // MLIR's lexer skips a NUL byte in the source like white space (it stops only at the NUL that
            // LLVM's MemoryBuffer puts after the end).
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\0') {
                pos++;
            } else if (c == '/' && pos + 1 < text.length() && text.charAt(pos + 1) == '/') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else {
                return;
            }
        }
    }

    private Token token(TokenKind kind, int start) {
        String fixed = FIXED_TEXT[kind.ordinal()];
        return new Token(kind, start, pos, fixed != null ? fixed : text.substring(start, pos), null);
    }

    /**
     * The text of each kind of token that is always spelled the same (punctuation, the end of file), shared
     * rather than cut out of the source for every token; null for the kinds whose text varies.
     */
    private static final String[] FIXED_TEXT = new String[TokenKind.values().length];

    static {
        String[][] spellings = {{"EOF", ""}, {"ARROW", "->"}, {"COLON", ":"}, {"COLON_COLON", "::"}, {"COMMA", ","},
            {"ELLIPSIS", "..."}, {"EQUAL", "="}, {"GREATER", ">"}, {"LESS", "<"}, {"L_BRACE", "{"}, {"R_BRACE", "}"},
            {"L_PAREN", "("}, {"R_PAREN", ")"}, {"L_SQUARE", "["}, {"R_SQUARE", "]"}, {"MINUS", "-"}, {"PLUS", "+"},
            {"QUESTION", "?"}, {"STAR", "*"}, {"VERTICAL_BAR", "|"}, {"FILE_METADATA_BEGIN", "{-#"},
            {"FILE_METADATA_END", "#-}"}};
        for (String[] s : spellings) {
            FIXED_TEXT[TokenKind.valueOf(s[0]).ordinal()] = s[1];
        }
    }

    private Token error(int start, String message) {
        return errorAt(start, start, message);
    }

    /**
     * An error token for the text from {@code start}, reported (as MLIR's lexer reports it) at offset {@code at}:
     * the token starts there, so that the parser's error points at it.
     */
    private Token errorAt(int start, int at, String message) {
        return new Token(TokenKind.ERROR, at, Math.max(at, pos), text.substring(start, pos), message);
    }

    static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isIdChar(char c) {
        return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.';
    }

    private static boolean isSuffixChar(char c) {
        return isLetter(c) || isDigit(c) || c == '$' || c == '.' || c == '_' || c == '-';
    }

    /** {@code @} then a string or a bare identifier (which, unlike other suffix ids, starts with a letter or {@code _}). */
    private Token lexAt(int start) {
        if (peek() == '"') {
            pos++;
            Token s = lexString(start);
            return s.is(TokenKind.ERROR) ? s : token(TokenKind.AT_IDENTIFIER, start);
        }
        if (!isLetter(peek()) && peek() != '_') {
            return errorAt(start, pos, "@ identifier expected to start with letter or '_'");
        }
        while (pos < text.length() && isIdChar(text.charAt(pos))) {
            pos++;
        }
        return token(TokenKind.AT_IDENTIFIER, start);
    }

    /** {@code %}, {@code ^}, {@code #}, {@code !} or {@code @} followed by a suffix id. */
    private Token lexPrefixed(int start, TokenKind kind) {
        char c = peek();
        if (isDigit(c)) {
            while (isDigit(peek())) {
                pos++;
            }
            return token(kind, start);
        }
        if (!(isLetter(c) || c == '$' || c == '.' || c == '_' || c == '-')) {
            return error(start, switch (kind) {
                case HASH_IDENTIFIER -> "invalid attribute name";
                case PERCENT_IDENTIFIER -> "invalid SSA name";
                case CARET_IDENTIFIER -> "invalid block name";
                default -> "invalid type identifier";
            });
        }
        while (pos < text.length() && isSuffixChar(text.charAt(pos))) {
            pos++;
        }
        return token(kind, start);
    }

    private Token lexNumber(int start) {
        if (text.charAt(start) == '0' && (peek() == 'x') && pos + 1 < text.length()
                && isHexDigit(text.charAt(pos + 1))) {
            pos++;
            while (isHexDigit(peek())) {
                pos++;
            }
            return token(TokenKind.INTEGER, start);
        }
        while (isDigit(peek())) {
            pos++;
        }
        if (peek() != '.') {
            return token(TokenKind.INTEGER, start);
        }
        pos++;
        while (isDigit(peek())) {
            pos++;
        }
        if (peek() == 'e' || peek() == 'E') {
            int save = pos;
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (isDigit(peek())) {
                while (isDigit(peek())) {
                    pos++;
                }
            } else {
                pos = save;
            }
        }
        return token(TokenKind.FLOAT, start);
    }

    private static boolean isHexDigit(char c) {
        return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private Token lexString(int start) {
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return token(TokenKind.STRING, start);
            }
            if (c == '\n' || c == '\u000B' || c == '\f') {
                pos--;
                return errorAt(start, pos, "expected '\"' in string literal");
            }
            if (c == '\\') {
                char e = peek();
                if (e == '"' || e == '\\' || e == 'n' || e == 't') {
                    pos++;
                } else if (pos + 1 < text.length() && isHexDigit(e) && isHexDigit(text.charAt(pos + 1))) {
                    pos += 2;
                } else {
                    return errorAt(start, pos - 1, "unknown escape in string literal");
                }
            }
        }
        return errorAt(start, pos, "expected '\"' in string literal");
    }

    /**
     * The bytes a string token denotes (quotes removed, escapes applied), one char per byte; the token text
     * may start with {@code @}.
     */
    public static String unescape(String tokenText) {
        int from = tokenText.startsWith("@") ? 2 : 1;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (int i = from; i < tokenText.length() - 1; i++) {
            char c = tokenText.charAt(i);
            if (c == '\\') {
                char e = tokenText.charAt(++i);
                switch (e) {
                    case 'n' -> bytes.write('\n');
                    case 't' -> bytes.write('\t');
                    case '"' -> bytes.write('"');
                    case '\\' -> bytes.write('\\');
                    default -> {
                        bytes.write(Integer.parseInt(tokenText.substring(i, i + 2), 16));
                        i++;
                    }
                }
            } else {
                byte[] utf8 = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                if (Character.isHighSurrogate(c) && i + 1 < tokenText.length() - 1) {
                    utf8 = tokenText.substring(i, i + 2).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    i++;
                }
                bytes.writeBytes(utf8);
            }
        }
        return new String(bytes.toByteArray(), java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits C source text into preprocessing tokens: strips comments, joins backslash-continued lines and marks the
 * first token of each line (so the preprocessor can spot directives).
 */
final class Lexer {
    private static final String[] PUNCTS = {
        "...", "<<=", ">>=", "##", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
    };

    private final String src;
    private final String file;
    private final String owner;
    private int pos;
    private int line = 1;

    private Lexer(String src, String file, String owner) {
        this.src = src;
        this.file = file;
        this.owner = owner;
    }

    /** Tokenizes a whole file. */
    static List<Token> lex(String src, String file, String owner) {
        return new Lexer(src, file, owner).run();
    }

    /** Lexes text produced by {@code ##} pasting; returns all tokens found (the caller wants exactly one). */
    static List<Token> relex(String text, Token site) {
        List<Token> out = new ArrayList<>();
        for (Token t : new Lexer(text, site.file(), site.owner()).run()) {
            out.add(new Token(t.kind(), t.text(), site.file(), site.line(), site.owner(), false, false, Set.of()));
        }
        return out;
    }

    private char at(int i) {
        return i < src.length() ? src.charAt(i) : '\0';
    }

    /** Skips backslash-newline pairs at the current position. */
    private void splice() {
        while (at(pos) == '\\') {
            int p = pos + 1;
            if (at(p) == '\r') {
                p++;
            }
            if (at(p) != '\n') {
                return;
            }
            pos = p + 1;
            line++;
        }
    }

    private char cur() {
        splice();
        return at(pos);
    }

    private char next() {
        splice();
        char c = at(pos++);
        if (c == '\n') {
            line++;
        }
        return c;
    }

    /** Peeks the character after the current one, looking through line continuations. */
    private char peek2() {
        splice();
        int save = pos;
        int saveLine = line;
        pos++;
        char c = cur();
        pos = save;
        line = saveLine;
        return c;
    }

    private List<Token> run() {
        List<Token> out = new ArrayList<>();
        boolean bol = true;
        boolean space = false;
        while (true) {
            char c = cur();
            if (pos >= src.length()) {
                break;
            }
            if (c == '\n') {
                next();
                bol = true;
                space = false;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000b') {
                next();
                space = true;
            } else if (c == '/' && peek2() == '/') {
                while (pos < src.length() && cur() != '\n') {
                    next();
                }
                space = true;
            } else if (c == '/' && peek2() == '*') {
                int startLine = line;
                next();
                next();
                while (!(cur() == '*' && peek2() == '/')) {
                    if (pos >= src.length()) {
                        throw new JextractException(file + ":" + startLine + ": unterminated comment");
                    }
                    next();
                }
                next();
                next();
                space = true;
            } else {
                int tokLine = line;
                Token.Kind kind;
                StringBuilder sb = new StringBuilder();
                if (Character.isLetter(c) || c == '_' || c == '$') {
                    kind = identOrLiteral(sb);
                } else if (Character.isDigit(c) || (c == '.' && Character.isDigit(peek2()))) {
                    kind = Token.Kind.NUMBER;
                    number(sb);
                } else if (c == '"' || c == '\'') {
                    kind = c == '"' ? Token.Kind.STRING : Token.Kind.CHAR;
                    quoted(sb, c);
                } else {
                    kind = Token.Kind.PUNCT;
                    punct(sb);
                }
                out.add(new Token(kind, sb.toString(), file, tokLine, owner, bol, space, Set.of()));
                bol = false;
                space = false;
            }
        }
        return out;
    }

    private Token.Kind identOrLiteral(StringBuilder sb) {
        while (Character.isLetterOrDigit(cur()) || cur() == '_' || cur() == '$') {
            sb.append(next());
        }
        String s = sb.toString();
        boolean prefix = s.equals("L") || s.equals("u") || s.equals("U") || s.equals("u8");
        if (prefix && (cur() == '"' || cur() == '\'')) {
            char q = cur();
            quoted(sb, q);
            return q == '"' ? Token.Kind.STRING : Token.Kind.CHAR;
        }
        return Token.Kind.IDENT;
    }

    private void number(StringBuilder sb) {
        while (true) {
            char c = cur();
            if ((c == '+' || c == '-') && sb.length() > 0 && "eEpP".indexOf(sb.charAt(sb.length() - 1)) >= 0) {
                sb.append(next());
            } else if (Character.isLetterOrDigit(c) || c == '.' || c == '_') {
                sb.append(next());
            } else {
                return;
            }
        }
    }

    private void quoted(StringBuilder sb, char quote) {
        int startLine = line;
        sb.append(next());
        while (true) {
            char c = cur();
            if (pos >= src.length() || c == '\n') {
                throw new JextractException(file + ":" + startLine + ": unterminated literal");
            }
            sb.append(next());
            if (c == '\\') {
                sb.append(next());
            } else if (c == quote) {
                return;
            }
        }
    }

    private void punct(StringBuilder sb) {
        for (String p : PUNCTS) {
            if (matches(p)) {
                for (int i = 0; i < p.length(); i++) {
                    sb.append(next());
                }
                return;
            }
        }
        sb.append(next());
    }

    private boolean matches(String p) {
        int save = pos;
        int saveLine = line;
        boolean ok = true;
        for (int i = 0; i < p.length() && ok; i++) {
            ok = cur() == p.charAt(i);
            pos++;
        }
        pos = save;
        line = saveLine;
        return ok;
    }
}

import java.util.Set;

/**
 * One C preprocessing token. {@code file}/{@code line} locate it for error messages; {@code owner} is the LLVM-C
 * header whose binding class gets any declaration made of it (the header containing the macro invocation, or the
 * llvm-c header that included a config file); {@code hideset} holds the macros that must not re-expand it.
 */
record Token(Kind kind, String text, String file, int line, String owner, boolean bol, boolean space,
             Set<String> hideset) {

    /** Lexical category of a token. */
    enum Kind { IDENT, NUMBER, STRING, CHAR, PUNCT, PASTE, PLACEMARKER }

    boolean is(String s) {
        return (kind == Kind.PUNCT || kind == Kind.IDENT) && text.equals(s);
    }

    boolean isIdent() {
        return kind == Kind.IDENT;
    }

    Token withText(Kind k, String t) {
        return new Token(k, t, file, line, owner, bol, space, hideset);
    }

    /** A copy placed at an expansion site: takes the invocation's location and owner, and extra hidden macros. */
    Token expandedAt(Token site, Set<String> hidden, boolean leadingSpace) {
        return new Token(kind, text, site.file, site.line, site.owner, false, leadingSpace, hidden);
    }

    Token withFlags(boolean newBol, boolean newSpace) {
        return new Token(kind, text, file, line, owner, newBol, newSpace, hideset);
    }

    String where() {
        return file + ":" + line;
    }

    @Override
    public String toString() {
        return text;
    }
}

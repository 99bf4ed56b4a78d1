package dev.mlirj.syntax;

/**
 * A token: its kind and where it is in the source text ({@code [start, end)} character offsets).
 *
 * @param kind  the kind
 * @param start the offset of its first character
 * @param end   the offset after its last character
 * @param text  the characters it covers
 * @param error for {@link TokenKind#ERROR}, what is wrong; else null
 */
public record Token(TokenKind kind, int start, int end, String text, String error) {

    /** Whether this token is of {@code k}. */
    public boolean is(TokenKind k) {
        return kind == k;
    }

    /** Whether this is the bare identifier {@code keyword}. */
    public boolean isKeyword(String keyword) {
        return kind == TokenKind.BARE_IDENTIFIER && text.equals(keyword);
    }

    /** A description for messages: the text, or "end of file". */
    public String describe() {
        return kind == TokenKind.EOF ? "end of file" : "'" + text + "'";
    }
}

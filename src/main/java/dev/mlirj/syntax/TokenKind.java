package dev.mlirj.syntax;

/** The kinds of token in MLIR's textual format. */
public enum TokenKind {
    /** End of input. */
    EOF,
    /** A character sequence the lexer cannot make sense of; carries an error. */
    ERROR,
    /** {@code foo}, {@code i32}, {@code func.func}: letters, digits, {@code _$.}. */
    BARE_IDENTIFIER,
    /** {@code @name} or {@code @"name"}. */
    AT_IDENTIFIER,
    /** {@code %name}. */
    PERCENT_IDENTIFIER,
    /** {@code ^bb0}. */
    CARET_IDENTIFIER,
    /** {@code #alias} or {@code #dialect.attr}. */
    HASH_IDENTIFIER,
    /** {@code !alias} or {@code !dialect.type}. */
    EXCLAMATION_IDENTIFIER,
    /** {@code 42} or {@code 0x2A}. */
    INTEGER,
    /** {@code 1.5}, {@code 2.0e-3}. */
    FLOAT,
    /** {@code "text"} with escapes. */
    STRING,
    /** {@code ->}. */
    ARROW,
    /** {@code :}. */
    COLON,
    /** {@code ::}. */
    COLON_COLON,
    /** {@code ,}. */
    COMMA,
    /** {@code ...}. */
    ELLIPSIS,
    /** {@code =}. */
    EQUAL,
    /** {@code >}. */
    GREATER,
    /** {@code <}. */
    LESS,
    /** <code>{</code>. */
    L_BRACE,
    /** {@code }}. */
    R_BRACE,
    /** {@code (}. */
    L_PAREN,
    /** {@code )}. */
    R_PAREN,
    /** {@code [}. */
    L_SQUARE,
    /** {@code ]}. */
    R_SQUARE,
    /** {@code -}. */
    MINUS,
    /** {@code +}. */
    PLUS,
    /** {@code ?}. */
    QUESTION,
    /** {@code *}. */
    STAR,
    /** {@code |}. */
    VERTICAL_BAR,
    /** <code>{-#</code>, the start of a file metadata dictionary (dialect resources). */
    FILE_METADATA_BEGIN,
    /** {@code #-}}. */
    FILE_METADATA_END
}

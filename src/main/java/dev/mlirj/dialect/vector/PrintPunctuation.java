package dev.mlirj.dialect.vector;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * MLIR 19's {@code vector::PrintPunctuation}: what {@code vector.print} prints after its value (or alone when it
 * has none), written {@code #vector.punctuation<comma>}; {@link #NEWLINE} is the default.
 */
public enum PrintPunctuation {
    /** Nothing. */
    NO_PUNCTUATION,
    /** A newline (the default). */
    NEWLINE,
    /** {@code ", "}. */
    COMMA,
    /** {@code "( "}. */
    OPEN,
    /** {@code " )"}. */
    CLOSE;

    /** The keyword, e.g. {@code no_punctuation}. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every keyword in MLIR's order. */
    static final List<String> KEYWORDS = Arrays.stream(values()).map(PrintPunctuation::keyword).toList();

    /** The case named {@code keyword}, or null. */
    public static PrintPunctuation of(String keyword) {
        int i = KEYWORDS.indexOf(keyword);
        return i < 0 ? null : values()[i];
    }
}

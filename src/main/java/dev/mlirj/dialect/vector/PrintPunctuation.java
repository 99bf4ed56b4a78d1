package dev.mlirj.dialect.vector;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * MLIR 19's {@code vector::PrintPunctuation}: what {@code vector.print} prints after its value (or alone when it
 * has none), written {@code #vector.punctuation<comma>}; {@link #NEWLINE} is the default. The cases are in the
 * order of MLIR's values, 0 to 4.
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

    /** Every keyword in MLIR's order. */
    static final List<String> KEYWORDS = Arrays.stream(values()).map(PrintPunctuation::keyword).toList();

    /** MLIR's integer value. */
    public int value() {
        return ordinal();
    }

    /** The keyword, e.g. {@code no_punctuation}. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The case named {@code keyword}, or null. */
    public static PrintPunctuation fromKeyword(String keyword) {
        int i = KEYWORDS.indexOf(keyword);
        return i < 0 ? null : values()[i];
    }
}

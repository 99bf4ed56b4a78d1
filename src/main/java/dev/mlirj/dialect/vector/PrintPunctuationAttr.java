package dev.mlirj.dialect.vector;

import dev.mlirj.ir.Attribute;
import java.util.Objects;

/**
 * {@code #vector.punctuation<newline>}: a {@link PrintPunctuation} as an attribute, the {@code punctuation}
 * property of {@code vector.print}.
 *
 * @param punctuation the punctuation (non-null)
 */
public record PrintPunctuationAttr(PrintPunctuation punctuation) implements Attribute {
    /** The mnemonic: {@code #vector.punctuation<...>}. */
    public static final String MNEMONIC = "punctuation";
    /** The default, a newline. */
    public static final PrintPunctuationAttr NEWLINE = new PrintPunctuationAttr(PrintPunctuation.NEWLINE);

    /** Checks the punctuation. */
    public PrintPunctuationAttr {
        Objects.requireNonNull(punctuation, "punctuation");
    }

    @Override
    public String dialect() {
        return VectorDialect.NAMESPACE;
    }
}

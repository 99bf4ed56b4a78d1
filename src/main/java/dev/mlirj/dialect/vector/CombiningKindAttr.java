package dev.mlirj.dialect.vector;

import dev.mlirj.ir.Attribute;
import java.util.Objects;

/**
 * {@code #vector.kind<add>}: a {@link CombiningKind} as an attribute, the {@code kind} property of
 * {@code vector.reduction}.
 *
 * @param kind the kind (non-null)
 */
public record CombiningKindAttr(CombiningKind kind) implements Attribute {
    /** The mnemonic: {@code #vector.kind<...>}. */
    public static final String MNEMONIC = "kind";

    /** Checks the kind. */
    public CombiningKindAttr {
        Objects.requireNonNull(kind, "kind");
    }

    @Override
    public String dialect() {
        return VectorDialect.NAMESPACE;
    }
}

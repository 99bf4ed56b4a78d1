package dev.mlirj.ir;

import java.util.Objects;

/**
 * What one result of an operation folded to (MLIR's {@code OpFoldResult}): an existing {@link Value} to use in its
 * place, or a constant {@link Attribute} that a dialect materializes as a constant operation
 * ({@link Dialect#materializeConstant}). Exactly one of the two is set.
 *
 * @param value     the replacement value, or null
 * @param attribute the constant, or null
 */
public record FoldResult(Value value, Attribute attribute) {
    /** Checks that exactly one side is set. */
    public FoldResult {
        if ((value == null) == (attribute == null)) {
            throw new IllegalArgumentException("a fold result is either a value or an attribute");
        }
    }

    /** A value result. */
    public static FoldResult of(Value value) {
        return new FoldResult(Objects.requireNonNull(value, "value"), null);
    }

    /** A constant result. */
    public static FoldResult of(Attribute attribute) {
        return new FoldResult(null, Objects.requireNonNull(attribute, "attribute"));
    }
}

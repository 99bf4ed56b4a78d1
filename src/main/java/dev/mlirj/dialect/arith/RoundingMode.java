package dev.mlirj.dialect.arith;

/**
 * How {@code arith.truncf} rounds a value the narrower type cannot hold: written as a keyword after the operand
 * ({@code arith.truncf %x downward : f64 to f32}), stored as the {@code i32} integer attribute {@code roundingmode}
 * whose value is the case's {@link #value()}. Absent means the default environment's, to nearest even.
 */
public enum RoundingMode {
    /** To nearest, ties to even. */
    TO_NEAREST_EVEN,
    /** Toward negative infinity. */
    DOWNWARD,
    /** Toward positive infinity. */
    UPWARD,
    /** Toward zero. */
    TOWARD_ZERO,
    /** To nearest, ties away from zero. */
    TO_NEAREST_AWAY;

    /** The custom-form keyword, e.g. {@code to_nearest_even}. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** MLIR's integer value of the case: its {@link #ordinal()}. */
    public int value() {
        return ordinal();
    }

    /** The case whose keyword is {@code keyword}, or null. */
    public static RoundingMode fromKeyword(String keyword) {
        for (RoundingMode c : values()) {
            if (c.keyword().equals(keyword)) {
                return c;
            }
        }
        return null;
    }

    /** The mode of value {@code value}, or null. */
    public static RoundingMode fromValue(long value) {
        return value >= 0 && value < values().length ? values()[(int) value] : null;
    }
}

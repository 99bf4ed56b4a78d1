package dev.mlirj.dialect.arith;

/**
 * The comparison {@code arith.cmpi} makes: written as a keyword ({@code slt}) in the custom form and stored as an
 * {@code i64} integer attribute ({@code predicate = 2 : i64}) whose value is the case's {@link #value()}.
 */
public enum CmpIPredicate {
    /** Equal. */
    EQ,
    /** Not equal. */
    NE,
    /** Signed less than. */
    SLT,
    /** Signed less than or equal. */
    SLE,
    /** Signed greater than. */
    SGT,
    /** Signed greater than or equal. */
    SGE,
    /** Unsigned less than. */
    ULT,
    /** Unsigned less than or equal. */
    ULE,
    /** Unsigned greater than. */
    UGT,
    /** Unsigned greater than or equal. */
    UGE;

    /** The custom-form keyword, e.g. {@code slt}. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** MLIR's integer value of the case: its {@link #ordinal()}. */
    public int value() {
        return ordinal();
    }

    /** The case whose keyword is {@code keyword}, or null. */
    public static CmpIPredicate fromKeyword(String keyword) {
        for (CmpIPredicate c : values()) {
            if (c.keyword().equals(keyword)) {
                return c;
            }
        }
        return null;
    }

    /** The predicate of value {@code value}, or null. */
    public static CmpIPredicate fromValue(long value) {
        return value >= 0 && value < values().length ? values()[(int) value] : null;
    }
}

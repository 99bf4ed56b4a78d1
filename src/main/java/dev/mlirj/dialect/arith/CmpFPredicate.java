package dev.mlirj.dialect.arith;

/**
 * The comparison {@code arith.cmpf} makes: ordered ({@code o..}: false when either operand is NaN), unordered
 * ({@code u..}: true when either is NaN), or constant. Written as a keyword in the custom form, stored as an
 * {@code i64} integer attribute whose value is the case's {@link #value()}.
 */
public enum CmpFPredicate {
    /** Always false. */
    FALSE("false"),
    /** Ordered and equal. */
    OEQ("oeq"),
    /** Ordered and greater than. */
    OGT("ogt"),
    /** Ordered and greater than or equal. */
    OGE("oge"),
    /** Ordered and less than. */
    OLT("olt"),
    /** Ordered and less than or equal. */
    OLE("ole"),
    /** Ordered and not equal. */
    ONE("one"),
    /** Ordered: neither operand is NaN. */
    ORD("ord"),
    /** Unordered or equal. */
    UEQ("ueq"),
    /** Unordered or greater than. */
    UGT("ugt"),
    /** Unordered or greater than or equal. */
    UGE("uge"),
    /** Unordered or less than. */
    ULT("ult"),
    /** Unordered or less than or equal. */
    ULE("ule"),
    /** Unordered or not equal. */
    UNE("une"),
    /** Unordered: either operand is NaN. */
    UNO("uno"),
    /** Always true. */
    TRUE("true");

    private final String keyword;

    CmpFPredicate(String keyword) {
        this.keyword = keyword;
    }

    /** The custom-form keyword, e.g. {@code olt}. */
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value of the case: its {@link #ordinal()}. */
    public int value() {
        return ordinal();
    }

    /** The case whose keyword is {@code keyword}, or null. */
    public static CmpFPredicate fromKeyword(String keyword) {
        for (CmpFPredicate c : values()) {
            if (c.keyword().equals(keyword)) {
                return c;
            }
        }
        return null;
    }

    /** The predicate of value {@code value}, or null. */
    public static CmpFPredicate fromValue(long value) {
        return value >= 0 && value < values().length ? values()[(int) value] : null;
    }
}

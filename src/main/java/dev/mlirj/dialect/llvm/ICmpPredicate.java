package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::ICmpPredicate}: the comparison {@code llvm.icmp} makes, written as a string
 * ({@code "slt"}) in the custom form and stored as its {@code i64} value in the {@code predicate} property.
 */
public enum ICmpPredicate implements LlvmEnum {
    /** Equal. */
    EQ("eq", 0),
    /** Not equal. */
    NE("ne", 1),
    /** Signed less than. */
    SLT("slt", 2),
    /** Signed less than or equal. */
    SLE("sle", 3),
    /** Signed greater than. */
    SGT("sgt", 4),
    /** Signed greater than or equal. */
    SGE("sge", 5),
    /** Unsigned less than. */
    ULT("ult", 6),
    /** Unsigned less than or equal. */
    ULE("ule", 7),
    /** Unsigned greater than. */
    UGT("ugt", 8),
    /** Unsigned greater than or equal. */
    UGE("uge", 9);

    private final String keyword;
    private final int value;

    ICmpPredicate(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code ne}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The predicate spelled {@code keyword}, or null. */
    public static ICmpPredicate fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The predicate of MLIR value {@code value}, or null. */
    public static ICmpPredicate fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

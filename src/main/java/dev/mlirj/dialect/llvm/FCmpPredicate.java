package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::FCmpPredicate}: the comparison {@code llvm.fcmp} makes, written as a string
 * ({@code "olt"}) in the custom form and stored as its {@code i64} value in the {@code predicate} property. The
 * constant predicates are spelled {@code _false} and {@code _true}, as MLIR's.
 */
public enum FCmpPredicate implements LlvmEnum {
    /** Always false. */
    FALSE("_false", 0),
    /** Ordered and equal. */
    OEQ("oeq", 1),
    /** Ordered and greater than. */
    OGT("ogt", 2),
    /** Ordered and greater than or equal. */
    OGE("oge", 3),
    /** Ordered and less than. */
    OLT("olt", 4),
    /** Ordered and less than or equal. */
    OLE("ole", 5),
    /** Ordered and not equal. */
    ONE("one", 6),
    /** Ordered (no NaN). */
    ORD("ord", 7),
    /** Unordered or equal. */
    UEQ("ueq", 8),
    /** Unordered or greater than. */
    UGT("ugt", 9),
    /** Unordered or greater than or equal. */
    UGE("uge", 10),
    /** Unordered or less than. */
    ULT("ult", 11),
    /** Unordered or less than or equal. */
    ULE("ule", 12),
    /** Unordered or not equal. */
    UNE("une", 13),
    /** Unordered (some NaN). */
    UNO("uno", 14),
    /** Always true. */
    TRUE("_true", 15);

    private final String keyword;
    private final int value;

    FCmpPredicate(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code oeq}. */
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
    public static FCmpPredicate fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The predicate of MLIR value {@code value}, or null. */
    public static FCmpPredicate fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

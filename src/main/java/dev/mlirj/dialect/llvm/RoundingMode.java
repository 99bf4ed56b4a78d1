package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::RoundingMode} ({@code llvm::RoundingMode}): the rounding a constrained
 * floating-point intrinsic assumes, its {@code roundingmode} property ({@code i64}). MLIR's {@code invalid} (-1) is
 * left out: no operation may carry it.
 */
public enum RoundingMode implements LlvmEnum {
    /** Toward zero. */
    TOWARD_ZERO("towardzero", 0),
    /** To nearest, ties to even. */
    NEAREST_TIES_TO_EVEN("tonearest", 1),
    /** Toward positive infinity. */
    TOWARD_POSITIVE("upward", 2),
    /** Toward negative infinity. */
    TOWARD_NEGATIVE("downward", 3),
    /** To nearest, ties away from zero. */
    NEAREST_TIES_TO_AWAY("tonearestaway", 4),
    /** The mode in effect at run time. */
    DYNAMIC("dynamic", 7);

    private final String keyword;
    private final int value;

    RoundingMode(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code tonearest}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The metadata string LLVM's constrained intrinsics take for this mode, e.g. {@code round.upward}. */
    public String metadata() {
        return "round." + keyword;
    }

    /** The rounding mode spelled {@code keyword}, or null. */
    public static RoundingMode fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The rounding mode of MLIR value {@code value}, or null. */
    public static RoundingMode fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

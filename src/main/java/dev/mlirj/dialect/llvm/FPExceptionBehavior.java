package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::FPExceptionBehavior} ({@code llvm::fp::ExceptionBehavior}): how a constrained
 * floating-point intrinsic may treat floating-point exceptions, its {@code fpExceptionBehavior} property
 * ({@code i64}).
 */
public enum FPExceptionBehavior implements LlvmEnum {
    /** Exceptions may be ignored. */
    IGNORE("ignore", 0),
    /** Exceptions may trap. */
    MAY_TRAP("maytrap", 1),
    /** Exceptions are observed strictly. */
    STRICT("strict", 2);

    private final String keyword;
    private final int value;

    FPExceptionBehavior(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code maytrap}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The metadata string LLVM's constrained intrinsics take for this behaviour, e.g. {@code fpexcept.ignore}. */
    public String metadata() {
        return "fpexcept." + keyword;
    }

    /** The behaviour spelled {@code keyword}, or null. */
    public static FPExceptionBehavior fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The behaviour of MLIR value {@code value}, or null. */
    public static FPExceptionBehavior fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

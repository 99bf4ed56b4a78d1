package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::Visibility}: a function's or global's visibility, its {@code visibility_}
 * property ({@code i64}). The default has the empty keyword: custom forms write nothing for it.
 */
public enum Visibility implements LlvmEnum {
    /** Default visibility (no keyword). */
    DEFAULT("", 0),
    /** {@code hidden}. */
    HIDDEN("hidden", 1),
    /** {@code protected}. */
    PROTECTED("protected", 2);

    private final String keyword;
    private final int value;

    Visibility(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code hidden}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The visibility spelled {@code keyword}, or null. */
    public static Visibility fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The visibility of MLIR value {@code value}, or null. */
    public static Visibility fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

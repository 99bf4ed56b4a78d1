package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::UnnamedAddr}: whether a function's or global's address is significant, its
 * {@code unnamed_addr} property ({@code i64}). The default has the empty keyword: custom forms write nothing for it.
 */
public enum UnnamedAddr implements LlvmEnum {
    /** The address is significant (no keyword). */
    NONE("", 0),
    /** {@code local_unnamed_addr}: only the module may rely on it. */
    LOCAL("local_unnamed_addr", 1),
    /** {@code unnamed_addr}: the address is not significant. */
    GLOBAL("unnamed_addr", 2);

    private final String keyword;
    private final int value;

    UnnamedAddr(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code local_unnamed_addr}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The kind spelled {@code keyword}, or null. */
    public static UnnamedAddr fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The kind of MLIR value {@code value}, or null. */
    public static UnnamedAddr fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

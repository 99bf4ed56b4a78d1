package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::tailcallkind::TailCallKind}: a call's tail-call marker, held by
 * {@link TailCallKindAttr}; {@code none} is the default, which the custom form of {@code llvm.call} omits.
 */
public enum TailCallKind implements LlvmEnum {
    /** No marker. */
    NONE("none", 0),
    /** {@code tail}. */
    TAIL("tail", 1),
    /** {@code musttail}. */
    MUST_TAIL("musttail", 2),
    /** {@code notail}. */
    NO_TAIL("notail", 3);

    private final String keyword;
    private final int value;

    TailCallKind(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code tail}. */
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
    public static TailCallKind fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The kind of MLIR value {@code value}, or null. */
    public static TailCallKind fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

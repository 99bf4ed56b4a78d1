package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::framePointerKind::FramePointerKind}: a function's frame-pointer policy, held by
 * {@link FramePointerKindAttr}; its keyword is also the value of LLVM's {@code "frame-pointer"} function
 * attribute.
 */
public enum FramePointerKind implements LlvmEnum {
    /** No frame pointer. */
    NONE("none", 0),
    /** A frame pointer in non-leaf functions. */
    NON_LEAF("non-leaf", 1),
    /** A frame pointer in every function. */
    ALL("all", 2),
    /** The register reserved, not set. */
    RESERVED("reserved", 3);

    private final String keyword;
    private final int value;

    FramePointerKind(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code non-leaf}. */
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
    public static FramePointerKind fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The kind of MLIR value {@code value}, or null. */
    public static FramePointerKind fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

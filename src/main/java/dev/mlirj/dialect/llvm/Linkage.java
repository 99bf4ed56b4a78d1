package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::linkage::Linkage}: LLVM's linkage kinds, in MLIR's enum order (which is also the order the
 * custom syntax tries them in); a case's value is its position.
 */
public enum Linkage implements LlvmEnum {
    /** {@code private}. */
    PRIVATE("private"),
    /** {@code internal}. */
    INTERNAL("internal"),
    /** {@code available_externally}. */
    AVAILABLE_EXTERNALLY("available_externally"),
    /** {@code linkonce}. */
    LINKONCE("linkonce"),
    /** {@code weak}. */
    WEAK("weak"),
    /** {@code common}. */
    COMMON("common"),
    /** {@code appending}. */
    APPENDING("appending"),
    /** {@code extern_weak}. */
    EXTERN_WEAK("extern_weak"),
    /** {@code linkonce_odr}. */
    LINKONCE_ODR("linkonce_odr"),
    /** {@code weak_odr}. */
    WEAK_ODR("weak_odr"),
    /** {@code external}: the default. */
    EXTERNAL("external");

    private final String keyword;

    Linkage(String keyword) {
        this.keyword = keyword;
    }

    /** The keyword, e.g. {@code linkonce_odr}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return ordinal();
    }

    /** The linkage spelled {@code keyword}, or null. */
    public static Linkage fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The linkage of MLIR value {@code value}, or null. */
    public static Linkage fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

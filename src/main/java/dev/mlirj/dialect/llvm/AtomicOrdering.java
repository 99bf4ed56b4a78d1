package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::AtomicOrdering}: the memory ordering of an atomic access ({@code llvm.load} and
 * {@code llvm.store} with {@code atomic}, {@code llvm.atomicrmw}, {@code llvm.cmpxchg}), stored as an {@code i64}
 * property. The values are LLVM's: there is no case 3 (LLVM's retired {@code consume}).
 */
public enum AtomicOrdering implements LlvmEnum {
    /** Not atomic. */
    NOT_ATOMIC("not_atomic", 0),
    /** Atomic, with no ordering. */
    UNORDERED("unordered", 1),
    /** A total order per address. */
    MONOTONIC("monotonic", 2),
    /** Acquire. */
    ACQUIRE("acquire", 4),
    /** Release. */
    RELEASE("release", 5),
    /** Acquire and release. */
    ACQ_REL("acq_rel", 6),
    /** Sequentially consistent. */
    SEQ_CST("seq_cst", 7);

    private final String keyword;
    private final int value;

    AtomicOrdering(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code unordered}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The ordering spelled {@code keyword}, or null. */
    public static AtomicOrdering fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The ordering of MLIR value {@code value}, or null. */
    public static AtomicOrdering fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

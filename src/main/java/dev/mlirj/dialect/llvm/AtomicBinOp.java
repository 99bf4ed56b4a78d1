package dev.mlirj.dialect.llvm;

/**
 * MLIR's {@code LLVM::AtomicBinOp}: what {@code llvm.atomicrmw} does to memory, its {@code bin_op}
 * property ({@code i64}). The keywords of the bitwise operations start with an underscore ({@code _and}), as
 * MLIR's.
 */
public enum AtomicBinOp implements LlvmEnum {
    /** Exchange. */
    XCHG("xchg", 0),
    /** Integer addition. */
    ADD("add", 1),
    /** Integer subtraction. */
    SUB("sub", 2),
    /** Bitwise and. */
    AND("_and", 3),
    /** Bitwise not-and. */
    NAND("nand", 4),
    /** Bitwise or. */
    OR("_or", 5),
    /** Bitwise exclusive or. */
    XOR("_xor", 6),
    /** Signed maximum. */
    MAX("max", 7),
    /** Signed minimum. */
    MIN("min", 8),
    /** Unsigned maximum. */
    UMAX("umax", 9),
    /** Unsigned minimum. */
    UMIN("umin", 10),
    /** Float addition. */
    FADD("fadd", 11),
    /** Float subtraction. */
    FSUB("fsub", 12),
    /** Float maximum. */
    FMAX("fmax", 13),
    /** Float minimum. */
    FMIN("fmin", 14),
    /** Unsigned increment, wrapping to 0 past the operand. */
    UINC_WRAP("uinc_wrap", 15),
    /** Unsigned decrement, wrapping to the operand below 0 or past it. */
    UDEC_WRAP("udec_wrap", 16);

    private final String keyword;
    private final int value;

    AtomicBinOp(String keyword, int value) {
        this.keyword = keyword;
        this.value = value;
    }

    /** The keyword, e.g. {@code add}. */
    @Override
    public String keyword() {
        return keyword;
    }

    /** MLIR's integer value. */
    @Override
    public int value() {
        return value;
    }

    /** The operation spelled {@code keyword}, or null. */
    public static AtomicBinOp fromKeyword(String keyword) {
        return LlvmEnum.byKeyword(values(), keyword);
    }

    /** The operation of MLIR value {@code value}, or null. */
    public static AtomicBinOp fromValue(long value) {
        return LlvmEnum.byValue(values(), value);
    }
}

package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import java.util.List;

/**
 * {@code #arith.fastmath<nnan,ninf>}: the fast-math flags of a floating-point operation, as LLVM's. A bit set;
 * {@code none} is empty and {@code fast} is every flag. Printed with MLIR's bit-enum rule: {@code none} when
 * empty, {@code fast} when every flag is set, else the set flags in declaration order joined by {@code ","}.
 *
 * @param bits the set flags, a subset of {@link #FAST}
 */
public record FastMathFlagsAttr(int bits) implements Attribute {
    /** The attribute's mnemonic: {@code #arith.fastmath<...>}, and the keyword before it in custom forms. */
    public static final String MNEMONIC = "fastmath";
    /** Reassociation is allowed. */
    public static final int REASSOC = 1;
    /** No NaNs. */
    public static final int NNAN = 2;
    /** No infinities. */
    public static final int NINF = 4;
    /** No signed zeros. */
    public static final int NSZ = 8;
    /** Reciprocals may replace divisions. */
    public static final int ARCP = 16;
    /** Contraction (e.g. into fused multiply-add) is allowed. */
    public static final int CONTRACT = 32;
    /** Approximate functions are allowed. */
    public static final int AFN = 64;
    /** Every flag. */
    public static final int FAST = 127;

    /** No flags: the default of every operation that has fast-math flags. */
    public static final FastMathFlagsAttr NONE = new FastMathFlagsAttr(0);

    /** The keywords of the enum's cases, with {@link #VALUES}: MLIR's {@code symbolizeFastMathFlags}. */
    static final List<String> KEYWORDS = List.of("none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn",
            "fast");
    /** The bits of each of {@link #KEYWORDS}. */
    static final int[] VALUES = {0, REASSOC, NNAN, NINF, NSZ, ARCP, CONTRACT, AFN, FAST};

    /** Checks the bits. */
    public FastMathFlagsAttr {
        if ((bits & ~FAST) != 0) {
            throw new IllegalArgumentException("not a fast-math flag set: " + bits);
        }
    }

    /** Whether every flag of {@code flags} is set. */
    public boolean has(int flags) {
        return (bits & flags) == flags;
    }

    /** The body inside {@code <...>}, e.g. {@code nnan,ninf}. */
    public String keywords() {
        return BitEnums.stringify(bits, KEYWORDS, VALUES, FAST, ",");
    }

    @Override
    public String dialect() {
        return ArithDialect.NAMESPACE;
    }
}

package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import java.util.List;

/**
 * {@code #arith.overflow<nsw, nuw>}: the no-signed-wrap and no-unsigned-wrap flags of an integer operation; when a
 * set flag's kind of overflow happens the result is poison. Printed {@code none}, or the set flags joined by
 * {@code ", "}.
 *
 * @param bits a subset of {@code NSW | NUW}
 */
public record IntegerOverflowFlagsAttr(int bits) implements Attribute {
    /** The attribute's mnemonic: {@code #arith.overflow<...>}, and the keyword before it in custom forms. */
    public static final String MNEMONIC = "overflow";
    /** No signed wrap. */
    public static final int NSW = 1;
    /** No unsigned wrap. */
    public static final int NUW = 2;

    /** No flags: the default. */
    public static final IntegerOverflowFlagsAttr NONE = new IntegerOverflowFlagsAttr(0);

    /** The keywords of the enum's cases, with {@link #VALUES}. */
    static final List<String> KEYWORDS = List.of("none", "nsw", "nuw");
    /** The bits of each of {@link #KEYWORDS}. */
    static final int[] VALUES = {0, NSW, NUW};

    /** Checks the bits. */
    public IntegerOverflowFlagsAttr {
        if ((bits & ~(NSW | NUW)) != 0) {
            throw new IllegalArgumentException("not an overflow flag set: " + bits);
        }
    }

    /** Whether every flag of {@code flags} is set. */
    public boolean has(int flags) {
        return (bits & flags) == flags;
    }

    /** The body inside {@code <...>}, e.g. {@code nsw, nuw}. */
    public String keywords() {
        return BitEnums.stringify(bits, KEYWORDS, VALUES, 0, ", ");
    }

    @Override
    public String dialect() {
        return ArithDialect.NAMESPACE;
    }
}

package dev.mlirj.dialect.vector;

import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * MLIR 19's {@code vector::CombiningKind}: how {@code vector.reduction} (and the other combining operations) fold
 * elements, written {@code #vector.kind<add>} as an attribute and {@code <add>} in custom forms. The cases are in
 * MLIR's order, which is the order of its error message; each has MLIR's case number (MLIR 19 stores the kind as
 * the bit of that number).
 */
public enum CombiningKind {
    /** Integer or float addition. */
    ADD(0),
    /** Integer or float multiplication. */
    MUL(1),
    /** Unsigned integer minimum. */
    MINUI(2),
    /** Signed integer minimum. */
    MINSI(3),
    /** Float minimum ignoring NaN (llvm.minnum). */
    MINNUMF(4),
    /** Unsigned integer maximum. */
    MAXUI(5),
    /** Signed integer maximum. */
    MAXSI(6),
    /** Float maximum ignoring NaN (llvm.maxnum). */
    MAXNUMF(7),
    /** Bitwise and. */
    AND(8),
    /** Bitwise or. */
    OR(9),
    /** Bitwise exclusive or. */
    XOR(10),
    /** Float maximum propagating NaN (llvm.maximum). */
    MAXIMUMF(12),
    /** Float minimum propagating NaN (llvm.minimum). */
    MINIMUMF(11);

    /** Every keyword in MLIR's order. */
    static final List<String> KEYWORDS = Arrays.stream(values()).map(CombiningKind::keyword).toList();

    private final int value;

    CombiningKind(int value) {
        this.value = value;
    }

    /** MLIR's case number. */
    public int value() {
        return value;
    }

    /** The keyword, e.g. {@code maxnumf}. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The case named {@code keyword}, or null. */
    public static CombiningKind fromKeyword(String keyword) {
        int i = KEYWORDS.indexOf(keyword);
        return i < 0 ? null : values()[i];
    }

    /** MLIR's {@code isSupportedCombiningKind}: whether this kind can combine elements of type {@code element}. */
    public boolean supports(Type element) {
        boolean integer = element instanceof IntegerType || element instanceof IndexType;
        boolean floating = element instanceof FloatType;
        return switch (this) {
            case ADD, MUL -> integer || floating;
            case MINUI, MINSI, MAXUI, MAXSI, AND, OR, XOR -> integer;
            case MINNUMF, MAXNUMF, MAXIMUMF, MINIMUMF -> floating;
        };
    }
}

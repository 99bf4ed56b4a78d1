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
 * MLIR's order, which is the order of its error message.
 */
public enum CombiningKind {
    /** Integer or float addition. */
    ADD,
    /** Integer or float multiplication. */
    MUL,
    /** Unsigned integer minimum. */
    MINUI,
    /** Signed integer minimum. */
    MINSI,
    /** Float minimum ignoring NaN (llvm.minnum). */
    MINNUMF,
    /** Unsigned integer maximum. */
    MAXUI,
    /** Signed integer maximum. */
    MAXSI,
    /** Float maximum ignoring NaN (llvm.maxnum). */
    MAXNUMF,
    /** Bitwise and. */
    AND,
    /** Bitwise or. */
    OR,
    /** Bitwise exclusive or. */
    XOR,
    /** Float maximum propagating NaN (llvm.maximum). */
    MAXIMUMF,
    /** Float minimum propagating NaN (llvm.minimum). */
    MINIMUMF;

    /** The keyword, e.g. {@code maxnumf}. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every keyword in MLIR's order. */
    static final List<String> KEYWORDS = Arrays.stream(values()).map(CombiningKind::keyword).toList();

    /** The case named {@code keyword}, or null. */
    public static CombiningKind of(String keyword) {
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

package dev.mlirj.dialect.memref;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The read-modify-write operations of {@code memref.atomic_rmw} and the reductions of {@code affine.parallel}
 * (MLIR's {@code arith::AtomicRMWKind}), with their stored i64 values. Each kind constrains the value type:
 * floating-point, integer, or any.
 */
public enum AtomicRmwKind {
    /** {@code addf}. */
    ADDF(0, Operand.FLOAT),
    /** {@code addi}. */
    ADDI(1, Operand.INTEGER),
    /** {@code assign}. */
    ASSIGN(2, Operand.ANY),
    /** {@code maximumf}. */
    MAXIMUMF(3, Operand.FLOAT),
    /** {@code maxs}. */
    MAXS(4, Operand.INTEGER),
    /** {@code maxu}. */
    MAXU(5, Operand.INTEGER),
    /** {@code minimumf}. */
    MINIMUMF(6, Operand.FLOAT),
    /** {@code mins}. */
    MINS(7, Operand.INTEGER),
    /** {@code minu}. */
    MINU(8, Operand.INTEGER),
    /** {@code mulf}. */
    MULF(9, Operand.FLOAT),
    /** {@code muli}. */
    MULI(10, Operand.INTEGER),
    /** {@code ori}. */
    ORI(11, Operand.INTEGER),
    /** {@code andi}. */
    ANDI(12, Operand.INTEGER),
    /** {@code maxnumf}. */
    MAXNUMF(13, Operand.FLOAT),
    /** {@code minnumf}. */
    MINNUMF(14, Operand.FLOAT);

    /** What value type a kind accepts. */
    public enum Operand {
        /** A floating-point type. */
        FLOAT,
        /** An integer type. */
        INTEGER,
        /** Any type the operation allows. */
        ANY
    }

    /** Every keyword, in value order. */
    static final List<String> KEYWORDS = Arrays.stream(values()).map(AtomicRmwKind::keyword).toList();

    private final int value;
    private final Operand operand;

    AtomicRmwKind(int value, Operand operand) {
        this.value = value;
        this.operand = operand;
    }

    /** MLIR's integer value of the kind, as stored in the {@code kind} property. */
    public int value() {
        return value;
    }

    /** The value type this kind accepts. */
    public Operand operand() {
        return operand;
    }

    /** The keyword, e.g. {@code addf}. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind spelled {@code keyword}, or null. */
    public static AtomicRmwKind fromKeyword(String keyword) {
        int i = KEYWORDS.indexOf(keyword);
        return i < 0 ? null : values()[i];
    }

    /**
     * Whether {@code a} is a kind as MLIR stores it, a signless {@code i64} integer attribute whose value is a kind
     * (MLIR's {@code AtomicRMWKindAttr}).
     */
    public static boolean isAttribute(Attribute a) {
        return a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless(64)
                && i.value().bitLength() < 64 && fromValue(i.value().longValue()) != null;
    }

    /** The kind of MLIR's integer value {@code value}, or null when no kind has it. */
    public static AtomicRmwKind fromValue(long value) {
        return value >= 0 && value < values().length ? values()[(int) value] : null;
    }
}

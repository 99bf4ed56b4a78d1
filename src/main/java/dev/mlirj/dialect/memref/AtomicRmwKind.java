package dev.mlirj.dialect.memref;

import java.util.List;

/**
 * The read-modify-write operations of {@code memref.atomic_rmw} (MLIR's {@code arith::AtomicRMWKind}), in the order
 * of their stored i64 values. Each kind constrains the value type: floating-point, integer, or any.
 */
public enum AtomicRmwKind {
    ADDF(Operand.FLOAT), ADDI(Operand.INTEGER), ASSIGN(Operand.ANY), MAXIMUMF(Operand.FLOAT), MAXS(Operand.INTEGER),
    MAXU(Operand.INTEGER), MINIMUMF(Operand.FLOAT), MINS(Operand.INTEGER), MINU(Operand.INTEGER),
    MULF(Operand.FLOAT), MULI(Operand.INTEGER), ORI(Operand.INTEGER), ANDI(Operand.INTEGER),
    MAXNUMF(Operand.FLOAT), MINNUMF(Operand.FLOAT);

    /** What value type a kind accepts. */
    public enum Operand {
        /** A floating-point type. */
        FLOAT,
        /** An integer type. */
        INTEGER,
        /** Any type the operation allows. */
        ANY
    }

    private final Operand operand;

    AtomicRmwKind(Operand operand) {
        this.operand = operand;
    }

    /** The value type this kind accepts. */
    public Operand operand() {
        return operand;
    }

    /** The keyword, e.g. {@code addf}. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Every keyword, in value order. */
    static final List<String> KEYWORDS = java.util.Arrays.stream(values()).map(AtomicRmwKind::keyword).toList();
}

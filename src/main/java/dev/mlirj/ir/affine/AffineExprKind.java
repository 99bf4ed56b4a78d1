package dev.mlirj.ir.affine;

/** The kinds of {@link AffineExpr}, as MLIR's {@code AffineExprKind}. */
public enum AffineExprKind {
    /** {@code lhs + rhs}. */
    ADD(" + "),
    /** {@code lhs * rhs}; at least one side is symbolic or constant. */
    MUL(" * "),
    /** {@code lhs mod rhs}; the result is never negative for a positive {@code rhs}. */
    MOD(" mod "),
    /** {@code lhs floordiv rhs}: the quotient rounded towards negative infinity. */
    FLOOR_DIV(" floordiv "),
    /** {@code lhs ceildiv rhs}: the quotient rounded towards positive infinity. */
    CEIL_DIV(" ceildiv "),
    /** An integer constant. */
    CONSTANT(null),
    /** A dimension identifier {@code dN}. */
    DIM_ID(null),
    /** A symbol identifier {@code sN}. */
    SYMBOL_ID(null);

    private final String spelling;

    AffineExprKind(String spelling) {
        this.spelling = spelling;
    }

    /** Whether this is one of the binary operations. */
    public boolean isBinary() {
        return spelling != null;
    }

    /** How a binary operator is written between its operands, spaces included; null for leaves. */
    public String spelling() {
        return spelling;
    }
}

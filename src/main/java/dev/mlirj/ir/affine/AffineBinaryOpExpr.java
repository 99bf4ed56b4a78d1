package dev.mlirj.ir.affine;

import java.util.Objects;

/**
 * A binary operation node: {@code lhs + rhs}, {@code lhs * rhs}, {@code lhs mod rhs}, {@code lhs floordiv rhs} or
 * {@code lhs ceildiv rhs}. Nodes are only made by {@link AffineExpr}'s operations, after MLIR's simplifications
 * on construction found nothing to fold, so a node is always in the canonical form MLIR would unique (for
 * example, a constant operand of {@code +} or {@code *} is always on the right). Compared structurally.
 */
public final class AffineBinaryOpExpr implements AffineExpr {
    private final AffineExprKind kind;
    private final AffineExpr lhs;
    private final AffineExpr rhs;
    private final int hash;

    AffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
        if (!kind.isBinary()) {
            throw new IllegalArgumentException(kind + " is not a binary operation");
        }
        this.kind = kind;
        this.lhs = Objects.requireNonNull(lhs);
        this.rhs = Objects.requireNonNull(rhs);
        this.hash = Objects.hash(kind, lhs, rhs);
    }

    @Override
    public AffineExprKind kind() {
        return kind;
    }

    /** The left operand. */
    public AffineExpr lhs() {
        return lhs;
    }

    /** The right operand. */
    public AffineExpr rhs() {
        return rhs;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AffineBinaryOpExpr b && b.hash == hash && b.kind == kind && b.lhs.equals(lhs)
                && b.rhs.equals(rhs);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return dev.mlirj.ir.affine.AffinePrinter.toString(this);
    }
}

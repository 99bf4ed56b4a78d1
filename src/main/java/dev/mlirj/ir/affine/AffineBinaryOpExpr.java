package dev.mlirj.ir.affine;

import java.util.Objects;

/**
 * A binary operation node: {@code lhs + rhs}, {@code lhs * rhs}, {@code lhs mod rhs}, {@code lhs floordiv rhs} or
 * {@code lhs ceildiv rhs}. Nodes are only made by {@link AffineExpr}'s operations, after MLIR's simplifications
 * on construction found nothing to fold, so a node is always in the canonical form MLIR would unique (for
 * example, a constant operand of {@code +} or {@code *} is always on the right). Compared structurally. The
 * queries {@link #isSymbolicOrConstant}, {@link #isPureAffine}, {@link #largestKnownDivisor} and {@link #depth}
 * are computed once, from the operands' answers, when the node is made.
 */
public final class AffineBinaryOpExpr implements AffineExpr {
    private final AffineExprKind kind;
    private final AffineExpr lhs;
    private final AffineExpr rhs;
    private final int hash;
    private final boolean symbolicOrConstant;
    private final boolean pureAffine;
    private final long largestKnownDivisor;
    private final int depth;

    AffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
        if (!kind.isBinary()) {
            throw new IllegalArgumentException(kind + " is not a binary operation");
        }
        this.kind = kind;
        this.lhs = Objects.requireNonNull(lhs);
        this.rhs = Objects.requireNonNull(rhs);
        this.hash = Objects.hash(kind, lhs, rhs);
        this.symbolicOrConstant = lhs.isSymbolicOrConstant() && rhs.isSymbolicOrConstant();
        this.pureAffine = lhs.isPureAffine() && rhs.isPureAffine() && switch (kind) {
            case ADD -> true;
            case MUL -> lhs instanceof AffineConstantExpr || rhs instanceof AffineConstantExpr;
            default -> rhs instanceof AffineConstantExpr;
        };
        this.largestKnownDivisor = switch (kind) {
            case MUL -> lhs.largestKnownDivisor() * rhs.largestKnownDivisor();
            case ADD, MOD -> AffineExprSimplifier.gcd(lhs.largestKnownDivisor(), rhs.largestKnownDivisor());
            // A constant divisor that divides the left side's divisor leaves their quotient.
            default -> rhs instanceof AffineConstantExpr c && c.value() != 0
                    && lhs.largestKnownDivisor() % c.value() == 0 ? lhs.largestKnownDivisor() / c.value() : 1;
        };
        this.depth = Math.addExact(Math.max(lhs.depth(), rhs.depth()), 1);
    }

    @Override
    public boolean isSymbolicOrConstant() {
        return symbolicOrConstant;
    }

    @Override
    public boolean isPureAffine() {
        return pureAffine;
    }

    @Override
    public long largestKnownDivisor() {
        return largestKnownDivisor;
    }

    @Override
    public int depth() {
        return depth;
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

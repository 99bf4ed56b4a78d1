package dev.mlirj.ir.affine;

/**
 * {@code dN}: the dimension identifier at {@code position} of the map or set the expression belongs to.
 *
 * @param position the dimension's position, from 0
 */
public record AffineDimExpr(int position) implements AffineExpr {
    /** Checks the position. */
    public AffineDimExpr {
        if (position < 0) {
            throw new IllegalArgumentException("negative dimension position " + position);
        }
    }

    @Override
    public AffineExprKind kind() {
        return AffineExprKind.DIM_ID;
    }

    @Override
    public String toString() {
        return "d" + position;
    }
}

package dev.mlirj.ir.affine;

/**
 * {@code sN}: the symbol identifier at {@code position} of the map or set the expression belongs to.
 *
 * @param position the symbol's position, from 0
 */
public record AffineSymbolExpr(int position) implements AffineExpr {
    /** Checks the position. */
    public AffineSymbolExpr {
        if (position < 0) {
            throw new IllegalArgumentException("negative symbol position " + position);
        }
    }

    @Override
    public AffineExprKind kind() {
        return AffineExprKind.SYMBOL_ID;
    }

    @Override
    public String toString() {
        return "s" + position;
    }
}

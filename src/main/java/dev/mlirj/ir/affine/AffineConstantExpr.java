package dev.mlirj.ir.affine;

/**
 * An integer constant of an affine expression, a signed 64-bit value as in MLIR.
 *
 * @param value the constant
 */
public record AffineConstantExpr(long value) implements AffineExpr {
    @Override
    public AffineExprKind kind() {
        return AffineExprKind.CONSTANT;
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }
}

package dev.mlirj.dialect.affine;

import dev.mlirj.ir.Dialect;

/**
 * The affine dialect of MLIR 19: index arithmetic by affine maps ({@link AffineApplyOp}, {@link AffineMinMaxOp}).
 * Build them with {@link Affine}; {@code lower-affine} turns them into arith operations.
 */
public final class AffineDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "affine";

    /** The dialect with its operations registered. */
    public AffineDialect() {
        super(NAMESPACE);
        register(AffineApplyOp.DEFINITION);
        register(AffineMinMaxOp.MIN_DEFINITION);
        register(AffineMinMaxOp.MAX_DEFINITION);
    }
}

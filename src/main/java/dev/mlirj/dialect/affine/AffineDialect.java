package dev.mlirj.dialect.affine;

import dev.mlirj.ir.Dialect;

/**
 * The affine dialect of MLIR 19: index arithmetic by affine maps ({@link AffineApplyOp}, {@link AffineMinMaxOp}),
 * loops with affine bounds ({@link AffineForOp}, {@link AffineParallelOp}), conditions on integer sets
 * ({@link AffineIfOp}), their terminator {@link AffineYieldOp}, and memory accesses with affine subscripts
 * ({@link AffineLoadOp}, {@link AffineStoreOp}, {@link AffineMemoryAccess}). Which values may be dimensions and
 * symbols is {@link AffineScope}'s. Build them with {@link Affine}; {@code lower-affine} lowers them.
 */
public final class AffineDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "affine";

    /** The dialect with its operations registered. */
    public AffineDialect() {
        super(NAMESPACE);
        materializeConstantsThrough("arith");
        register(AffineApplyOp.DEFINITION);
        register(AffineMinMaxOp.MIN_DEFINITION);
        register(AffineMinMaxOp.MAX_DEFINITION);
        register(AffineForOp.DEFINITION);
        register(AffineIfOp.DEFINITION);
        register(AffineLoadOp.DEFINITION);
        register(AffineLoadOp.VECTOR_DEFINITION);
        register(AffineStoreOp.DEFINITION);
        register(AffineStoreOp.VECTOR_DEFINITION);
        register(AffineParallelOp.DEFINITION);
        register(AffineYieldOp.DEFINITION);
    }
}

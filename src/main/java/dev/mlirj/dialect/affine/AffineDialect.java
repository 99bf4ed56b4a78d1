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

    /** An {@code arith.constant} (MLIR's {@code arith::ConstantOp::materialize}), as MLIR's affine dialect does. */
    @Override
    public dev.mlirj.ir.Operation materializeConstant(dev.mlirj.ir.Builder b, dev.mlirj.ir.MlirContext context,
                                                      dev.mlirj.ir.Attribute value, dev.mlirj.ir.Type type,
                                                      dev.mlirj.ir.Location location) {
        dev.mlirj.ir.Dialect arith = context.dialect("arith");
        return arith == null ? null : arith.materializeConstant(b, context, value, type, location);
    }
}

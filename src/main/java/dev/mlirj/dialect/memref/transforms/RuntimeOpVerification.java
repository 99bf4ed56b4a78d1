package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.memref.AccessOps;
import dev.mlirj.dialect.memref.CastOps;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.MemRefDialect;
import dev.mlirj.dialect.memref.ReassociativeReshapeOp;
import dev.mlirj.dialect.memref.ReinterpretCastOp;
import dev.mlirj.dialect.memref.SubViewOp;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;

/**
 * MLIR 19's {@code memref::registerRuntimeVerifiableOpInterfaceExternalModels}
 * ({@code Dialect/MemRef/Transforms/RuntimeOpVerification.cpp}): the {@link RuntimeVerifiableOpInterface} models of
 * {@code memref.cast} ({@link CastOpVerification}), {@code expand_shape} ({@link ExpandShapeOpVerification}),
 * {@code load} and {@code store} ({@link LoadStoreOpVerification}), {@code reinterpret_cast} and {@code subview}
 * ({@link ViewBoundsVerification}), which build the same IR and messages as MLIR 19. Registered by
 * {@code InitAllExtensions}.
 */
public final class RuntimeOpVerification {
    private RuntimeOpVerification() {
    }

    /** Attaches the models to the memref operations of {@code context}; nothing when memref is not loaded. */
    public static void registerRuntimeVerifiableOpInterfaceExternalModels(MlirContext context) {
        if (context.dialect(MemRefDialect.NAMESPACE) == null) {
            return;
        }
        RuntimeVerifiableOpInterface.attach(context, CastOps.CAST, new CastOpVerification());
        RuntimeVerifiableOpInterface.attach(context, ReassociativeReshapeOp.EXPAND_SHAPE,
                new ExpandShapeOpVerification());
        RuntimeVerifiableOpInterface.attach(context, AccessOps.LOAD, new LoadStoreOpVerification());
        RuntimeVerifiableOpInterface.attach(context, ReinterpretCastOp.NAME,
                new ViewBoundsVerification(ReinterpretCastOp::source,
                        "result of reinterpret_cast is out-of-bounds of the base memref"));
        RuntimeVerifiableOpInterface.attach(context, AccessOps.STORE, new LoadStoreOpVerification());
        RuntimeVerifiableOpInterface.attach(context, SubViewOp.NAME,
                new ViewBoundsVerification(SubViewOp::source, "subview is out-of-bounds of the base memref"));
    }

    /** {@code arith.constant value : index}. */
    static Value index(Builder b, Location loc, long value) {
        return Arith.constant(b, loc, IndexType.INSTANCE, value);
    }

    /** MLIR's {@code builder.create<DimOp>(loc, source, int64_t)}: the index constant, then the {@code memref.dim}. */
    static Value dim(Builder b, Location loc, Value source, long dimension) {
        return MemRef.dim(b, loc, source, index(b, loc, dimension));
    }

    /** {@code cf.assert condition} with {@code op}'s error message for {@code msg}, made now. */
    static void check(Builder b, Location loc, Operation op, Value condition, String msg) {
        Cf.assert_(b, loc, condition, RuntimeVerifiableOpInterface.generateErrorMessage(op, b.context(), msg));
    }
}

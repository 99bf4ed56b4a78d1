package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.memref.AccessOps;
import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.dialect.memref.AssumeAlignmentOp;
import dev.mlirj.dialect.memref.AtomicRmwOp;
import dev.mlirj.dialect.memref.CopyOp;
import dev.mlirj.dialect.memref.DimOp;
import dev.mlirj.dialect.memref.GenericAtomicRmwOp;
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
import java.util.List;

/**
 * MLIR 19's {@code memref::registerRuntimeVerifiableOpInterfaceExternalModels}
 * ({@code Dialect/MemRef/Transforms/RuntimeOpVerification.cpp}): the {@link RuntimeVerifiableOpInterface} models of
 * {@code memref.cast} ({@link CastOpVerification}), {@code expand_shape} ({@link ExpandShapeOpVerification}),
 * {@code load} and {@code store} ({@link LoadStoreOpVerification}), {@code reinterpret_cast} and {@code subview}
 * ({@link ViewBoundsVerification}), which build the same IR and messages as MLIR 19; and, beyond MLIR 19, those of
 * {@code dim} ({@link DimOpVerification}), {@code copy} ({@link CopyOpVerification}), {@code assume_alignment}
 * ({@link AssumeAlignmentOpVerification}), {@code atomic_rmw} and {@code generic_atomic_rmw}
 * ({@link AccessVerification}) with later MLIR's messages, and {@code alloc}/{@code alloca}
 * ({@link AllocOpVerification}). Registered by {@code InitAllExtensions}.
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
        // Beyond MLIR 19: what later MLIR verifies, and allocations.
        RuntimeVerifiableOpInterface.attach(context, DimOp.NAME, new DimOpVerification());
        RuntimeVerifiableOpInterface.attach(context, CopyOp.NAME, new CopyOpVerification());
        RuntimeVerifiableOpInterface.attach(context, AssumeAlignmentOp.NAME, new AssumeAlignmentOpVerification());
        RuntimeVerifiableOpInterface.attach(context, AtomicRmwOp.NAME,
                new AccessVerification(AtomicRmwOp::memref, AtomicRmwOp::indices));
        RuntimeVerifiableOpInterface.attach(context, GenericAtomicRmwOp.NAME,
                new AccessVerification(GenericAtomicRmwOp::memref, GenericAtomicRmwOp::indices));
        RuntimeVerifiableOpInterface.attach(context, AllocLikeOp.ALLOC, new AllocOpVerification());
        RuntimeVerifiableOpInterface.attach(context, AllocLikeOp.ALLOCA, new AllocOpVerification());
    }

    /**
     * One {@code i1} condition that the access of {@code extents.get(i)} consecutive elements from {@code indices.get(i)}
     * in each dimension {@code i} stays within {@code memref}'s sizes, built with {@code createOrFold} in a form LLVM
     * can hoist and vectorise: {@code index ult dim} (which is {@code 0 <= index < dim}, as sizes are never negative)
     * and, for an extent {@code e > 1}, also {@code index + e ule dim}; the dimensions' conditions combined with
     * {@code arith.andi}. Null for a rank-0 memref (nothing to check).
     */
    public static Value indicesInBounds(Builder b, Location loc, Value memref, List<Value> indices,
                                        List<Long> extents) {
        Value condition = null;
        for (int i = 0; i < indices.size(); i++) {
            Value index = indices.get(i);
            Value dim = b.createOrFold(MemRef.dim(b, loc, memref, index(b, loc, i)));
            Value inBounds = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.ULT, index, dim));
            long extent = extents.get(i);
            if (extent > 1) {
                Value end = b.createOrFold(Arith.addi(b, loc, index, index(b, loc, extent)));
                Value endInBounds = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.ULE, end, dim));
                inBounds = b.createOrFold(Arith.andi(b, loc, inBounds, endInBounds));
            }
            condition = condition == null ? inBounds : b.createOrFold(Arith.andi(b, loc, condition, inBounds));
        }
        return condition;
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
    public static void check(Builder b, Location loc, Operation op, Value condition, String msg) {
        Cf.assert_(b, loc, condition, RuntimeVerifiableOpInterface.generateErrorMessage(op, b.context(), msg));
    }
}

package dev.mlirj.dialect.affine.transforms;

import dev.mlirj.dialect.affine.AffineApplyFolding;
import dev.mlirj.dialect.affine.AffineDialect;
import dev.mlirj.dialect.affine.AffineLoadOp;
import dev.mlirj.dialect.affine.AffineMemoryAccess;
import dev.mlirj.dialect.affine.AffineStoreOp;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.memref.transforms.RuntimeOpVerification;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineMap;
import java.util.ArrayList;
import java.util.List;

/**
 * Beyond MLIR (no version checks affine accesses): the element (or vector) an {@code affine.load},
 * {@code affine.store}, {@code affine.vector_load} or {@code affine.vector_store} accesses lies within its memref.
 * Checked directly, not through the lowered {@code memref.load}: each subscript is its map's result applied to the
 * map operands ({@code makeComposedFoldedAffineApply}, so a constant or plain-operand subscript builds no
 * {@code affine.apply}), then bounded as {@link RuntimeOpVerification#indicesInBounds} bounds it; one condition, else
 * {@code out-of-bounds access}.
 */
public final class AccessVerification implements RuntimeVerifiableOpInterface {
    /** Attaches the model to the affine memory accesses; nothing when affine is not loaded. */
    public static void registerRuntimeVerifiableOpInterfaceExternalModels(MlirContext context) {
        if (context.dialect(AffineDialect.NAMESPACE) == null) {
            return;
        }
        for (String name : new String[] {AffineLoadOp.NAME, AffineStoreOp.NAME, AffineLoadOp.VECTOR_NAME,
                AffineStoreOp.VECTOR_NAME}) {
            RuntimeVerifiableOpInterface.attach(context, name, new AccessVerification());
        }
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value memref = AffineMemoryAccess.memref(op);
        if (!(memref.type() instanceof MemRefType memrefType)) {
            return;
        }
        VectorType vectorType = switch (op.name().fullName()) {
            case AffineLoadOp.VECTOR_NAME -> (VectorType) op.result(0).type();
            case AffineStoreOp.VECTOR_NAME -> (VectorType) AffineStoreOp.value(op).type();
            default -> null;
        };
        if (vectorType != null && vectorType.scalable().contains(true)) {
            return;
        }
        AffineMap map = AffineMemoryAccess.map(op);
        List<FoldResult> operands = AffineMemoryAccess.mapOperands(op).stream().map(FoldResult::of).toList();
        List<Value> indices = new ArrayList<>();
        List<Long> extents = new ArrayList<>();
        int leading = memrefType.rank() - (vectorType == null ? 0 : vectorType.rank());
        for (int i = 0; i < map.numResults(); i++) {
            AffineMap subscript = new AffineMap(map.numDims(), map.numSymbols(), List.of(map.result(i)));
            FoldResult index = AffineApplyFolding.makeComposedFoldedAffineApply(b, loc, subscript, operands);
            indices.add(index.value() != null ? index.value() : Arith.constant(b, loc, IndexType.INSTANCE,
                    ((IntegerAttr) index.attribute()).value().longValue()));
            extents.add(i < leading ? 1L : vectorType.shape().get(i - leading));
        }
        Value inBounds = RuntimeOpVerification.indicesInBounds(b, loc, memref, indices, extents);
        if (inBounds != null) {
            RuntimeOpVerification.check(b, loc, op, inBounds, "out-of-bounds access");
        }
    }
}

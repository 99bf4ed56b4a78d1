package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.dialect.memref.transforms.RuntimeOpVerification;
import dev.mlirj.dialect.vector.LoadStoreOps;
import dev.mlirj.dialect.vector.VectorDialect;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * Beyond MLIR (no version checks vector accesses): the elements a {@code vector.load} or {@code vector.store} reads or
 * writes lie within its memref. The vector covers the memref's trailing dimensions from the indices, so each index is
 * {@code ult} its dimension and, where the vector has {@code n > 1} elements, {@code index + n ule dim}
 * ({@link RuntimeOpVerification#indicesInBounds}); one condition, else {@code out-of-bounds access}. Scalable vectors
 * and the masked forms (whose disabled lanes may lie out of bounds) are not checked.
 */
public final class LoadStoreVerification implements RuntimeVerifiableOpInterface {
    /** Attaches the model to {@code vector.load} and {@code vector.store}; nothing when vector is not loaded. */
    public static void registerRuntimeVerifiableOpInterfaceExternalModels(MlirContext context) {
        if (context.dialect(VectorDialect.NAMESPACE) == null) {
            return;
        }
        RuntimeVerifiableOpInterface.attach(context, LoadStoreOps.LOAD, new LoadStoreVerification());
        RuntimeVerifiableOpInterface.attach(context, LoadStoreOps.STORE, new LoadStoreVerification());
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value memref = LoadStoreOps.base(op);
        Value vector = op.name().fullName().equals(LoadStoreOps.LOAD) ? op.result(0) : LoadStoreOps.valueToStore(op);
        if (!(memref.type() instanceof MemRefType memrefType) || !(vector.type() instanceof VectorType vectorType)
                || vectorType.scalable().contains(true)) {
            return;
        }
        List<Long> extents = new ArrayList<>();
        int leading = memrefType.rank() - vectorType.rank();
        for (int i = 0; i < memrefType.rank(); i++) {
            extents.add(i < leading ? 1L : vectorType.shape().get(i - leading));
        }
        Value inBounds = RuntimeOpVerification.indicesInBounds(b, loc, memref, LoadStoreOps.indices(op), extents);
        if (inBounds != null) {
            RuntimeOpVerification.check(b, loc, op, inBounds, "out-of-bounds access");
        }
    }
}

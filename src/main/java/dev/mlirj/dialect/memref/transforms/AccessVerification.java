package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * The element an operation accesses lies within its memref ({@code memref.atomic_rmw},
 * {@code memref.generic_atomic_rmw}): one condition, each index {@code ult} its dimension
 * ({@link RuntimeOpVerification#indicesInBounds}), asserted with later MLIR's message {@code out-of-bounds access}.
 * (Later MLIR checks these operations with the comparisons of its {@code load}/{@code store} model.)
 *
 * @param memref  the operation's memref operand
 * @param indices its indices
 */
record AccessVerification(Function<Operation, Value> memref, Function<Operation, List<Value>> indices)
        implements RuntimeVerifiableOpInterface {

    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        List<Value> at = indices.apply(op);
        Value inBounds = RuntimeOpVerification.indicesInBounds(b, loc, memref.apply(op), at,
                Collections.nCopies(at.size(), 1L));
        if (inBounds != null) {
            RuntimeOpVerification.check(b, loc, op, inBounds, "out-of-bounds access");
        }
    }
}

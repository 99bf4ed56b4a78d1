package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.AccessOps;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * MLIR 19's {@code LoadStoreOpInterface}: the indices of a {@code memref.load} or {@code memref.store} are in the
 * memref's index space, {@code 0 <= index_i < dim_i} for every dimension, folded as they are built
 * ({@code createOrFold}: static sizes become constants, constant comparisons fold) and asserted as one condition,
 * {@code out-of-bounds access}. A rank-0 access checks nothing.
 */
final class LoadStoreOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value memref = AccessOps.memref(op);
        int rank = ((MemRefType) memref.type()).rank();
        if (rank == 0) {
            return;
        }
        List<Value> indices = AccessOps.indices(op);
        Value zero = RuntimeOpVerification.index(b, loc, 0);
        Value condition = null;
        for (int i = 0; i < rank; i++) {
            Value index = indices.get(i);
            Value dim = b.createOrFold(MemRef.dim(b, loc, memref, RuntimeOpVerification.index(b, loc, i)));
            Value geLow = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.SGE, index, zero));
            Value ltHigh = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.SLT, index, dim));
            Value inBounds = b.createOrFold(Arith.andi(b, loc, geLow, ltHigh));
            condition = i > 0 ? b.createOrFold(Arith.andi(b, loc, condition, inBounds)) : inBounds;
        }
        RuntimeOpVerification.check(b, loc, op, condition, "out-of-bounds access");
    }
}

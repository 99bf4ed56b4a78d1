package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.DimOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;

/**
 * Beyond MLIR 19 (later MLIR's {@code DimOpInterface}): the index of a {@code memref.dim} is a dimension of its
 * memref, {@code index ult rank} (the rank a constant for a ranked memref), else {@code index is out of bounds}.
 */
final class DimOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value rank = b.createOrFold(MemRef.rank(b, loc, DimOp.source(op)));
        Value inBounds = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.ULT, DimOp.index(op), rank));
        RuntimeOpVerification.check(b, loc, op, inBounds, "index is out of bounds");
    }
}

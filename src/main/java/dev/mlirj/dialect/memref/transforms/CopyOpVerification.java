package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.CopyOp;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;

/**
 * Beyond MLIR 19 (later MLIR's {@code CopyOpInterface}): the source and target of a {@code memref.copy} have the same
 * size in every dimension one of them has dynamic (the verifier checks the static ones), each asserted on its own
 * with later MLIR's message {@code size of N-th source/target dim does not match}. Unranked operands are not checked.
 */
final class CopyOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value source = CopyOp.source(op);
        Value target = CopyOp.target(op);
        if (!(source.type() instanceof MemRefType sourceType) || !(target.type() instanceof MemRefType targetType)) {
            return;
        }
        for (int i = 0; i < sourceType.rank(); i++) {
            if (sourceType.shape().get(i) != ShapedType.DYNAMIC && targetType.shape().get(i) != ShapedType.DYNAMIC) {
                continue;
            }
            Value sourceSize = size(b, loc, source, sourceType, i);
            Value targetSize = size(b, loc, target, targetType, i);
            Value same = Arith.cmpi(b, loc, CmpIPredicate.EQ, sourceSize, targetSize);
            RuntimeOpVerification.check(b, loc, op, same, "size of " + i + "-th source/target dim does not match");
        }
    }

    private static Value size(Builder b, Location loc, Value memref, MemRefType type, int dim) {
        long size = type.shape().get(dim);
        return size == ShapedType.DYNAMIC ? RuntimeOpVerification.dim(b, loc, memref, dim)
                : RuntimeOpVerification.index(b, loc, size);
    }
}

package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;

/**
 * Beyond MLIR (no version checks it): the dynamic sizes of a {@code memref.alloc} or {@code memref.alloca} are not
 * negative (a negative size makes the lowering compute a huge or negative byte count), one condition for all of them,
 * {@code size sge 0} each, else {@code negative dynamic size}. An allocation with static sizes checks nothing.
 */
final class AllocOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value condition = null;
        Value zero = null;
        for (Value size : AllocLikeOp.dynamicSizes(op)) {
            zero = zero == null ? RuntimeOpVerification.index(b, loc, 0) : zero;
            Value nonNegative = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.SGE, size, zero));
            condition = condition == null ? nonNegative : b.createOrFold(Arith.andi(b, loc, condition, nonNegative));
        }
        if (condition != null) {
            RuntimeOpVerification.check(b, loc, op, condition, "negative dynamic size");
        }
    }
}

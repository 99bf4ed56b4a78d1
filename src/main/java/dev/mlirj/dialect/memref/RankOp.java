package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.Set;

/**
 * {@code memref.rank %m attr-dict : type}: the rank of a ranked or unranked memref, an {@code index}. The accessors
 * expect a {@code memref.rank}.
 */
public final class RankOp {
    /** The operation name. */
    public static final String NAME = "memref.rank";

    private RankOp() {
    }

    /** The memref whose rank is taken. */
    public static Value memref(Operation op) {
        return op.operand(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new DeallocOp.Syntax(true), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            return c.counts(1, true, 1, 0) && c.operand(0, MemRefChecks.RANKED_OR_UNRANKED)
                    && c.result(0, TypeConstraint.INDEX);
        }, "");
    }
}

package dev.mlirj.dialect.vector;

import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.List;

/**
 * The vector fold hooks mlirj has, a part of MLIR 19's {@code ExtractOp::fold}: a {@code vector.extract} at an
 * empty position is its source (when of the result's type, not for a 0-D source), and one of a {@code vector.splat}
 * or {@code vector.broadcast} is the broadcast value when that value has the extracted type (a scalar, or a vector
 * the broadcast only prefixed with leading dimensions); a {@code vector.broadcast} to its own source type is its
 * source. MLIR's other extract folds (through insert chains, shape casts, transposes, constants) and the other
 * operations' folds are not reproduced.
 */
final class VectorFolders {
    private VectorFolders() {
    }

    /** {@code definition} with its fold hook, when mlirj has one for it. */
    static OpDefinition withFolder(OpDefinition definition) {
        return switch (definition.name()) {
            case ExtractInsertOps.EXTRACT -> definition.withFolder((op, context, constants, results) -> {
                Value folded = foldExtract(op);
                return folded != null && results.add(FoldResult.of(folded));
            });
            case BroadcastOp.NAME -> definition.withFolder((op, context, constants, results) ->
                    BroadcastOp.source(op).type().equals(BroadcastOp.vector(op).type())
                            && results.add(FoldResult.of(BroadcastOp.source(op))));
            default -> definition;
        };
    }

    private static Value foldExtract(Operation op) {
        Value source = ExtractInsertOps.vector(op);
        if (ExtractInsertOps.staticPosition(op).length == 0 && source.type().equals(op.result(0).type())) {
            return source;
        }
        if (!(source instanceof OpResult r)) {
            return null;
        }
        Operation producer = r.owner();
        String name = producer.name().fullName();
        if (!name.equals(SplatOp.NAME) && !name.equals(BroadcastOp.NAME)) {
            return null;
        }
        Value broadcast = producer.operand(0);
        if (!broadcast.type().equals(op.result(0).type())) {
            return null;
        }
        if (broadcast.type() instanceof VectorType inner) {
            List<Long> shape = ((VectorType) source.type()).shape();
            if (!shape.subList(shape.size() - inner.rank(), shape.size()).equals(inner.shape())) {
                return null;
            }
        }
        return broadcast;
    }
}

package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.ReassociativeReshapeOp;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * MLIR 19's {@code ExpandShapeOpInterface}: for each reassociation group of a {@code memref.expand_shape}, the
 * product of the group's static result sizes divides the source size of the group
 * ({@code arith.remsi} is 0), else {@code static result dims in reassoc group do not divide src dim evenly}.
 */
final class ExpandShapeOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        MemRefType resultType = (MemRefType) op.result(0).type();
        List<List<Integer>> groups = ReassociativeReshapeOp.reassociation(op);
        for (int g = 0; g < groups.size(); g++) {
            Value sourceSize = RuntimeOpVerification.dim(b, loc, ReassociativeReshapeOp.src(op), g);
            long groupSize = 1;
            for (int resultDim : groups.get(g)) {
                long size = resultType.shape().get(resultDim);
                if (size != ShapedType.DYNAMIC) {
                    groupSize *= size;
                }
            }
            Value staticResultSize = RuntimeOpVerification.index(b, loc, groupSize);
            Value mod = Arith.remsi(b, loc, sourceSize, staticResultSize);
            Value isModZero = Arith.cmpi(b, loc, CmpIPredicate.EQ, mod, RuntimeOpVerification.index(b, loc, 0));
            RuntimeOpVerification.check(b, loc, op, isModZero,
                    "static result dims in reassoc group do not divide src dim evenly");
        }
    }
}

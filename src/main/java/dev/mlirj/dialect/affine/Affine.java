package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.builtin.AffineMapAttr;
import dev.mlirj.dialect.builtin.IndexType;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineMap;
import java.util.List;

/**
 * Builds affine operations at a builder's insertion point, with the properties the parser would give them, so built
 * IR prints and verifies like parsed IR: {@code Affine.apply(b, ctx, loc, map, List.of(i, n))}. Operands are the
 * map's dimensions, then its symbols. The context must have the affine dialect loaded. A map whose input count
 * differs from the operand count, or an {@code affine.apply} map without exactly one result, throws
 * {@link IllegalArgumentException}.
 */
public final class Affine {
    private Affine() {
    }

    private static OperationState state(MlirContext context, String name, Location location) {
        OperationState state = new OperationState(context.operationName(name), location);
        if (!state.name.isRegistered()) {
            throw new IllegalArgumentException(name + " is not registered in this context");
        }
        return state;
    }

    private static Value mapOp(Builder b, MlirContext context, Location location, String name, AffineMap map,
                               List<Value> operands) {
        if (map.numInputs() != operands.size()) {
            throw new IllegalArgumentException(name + ": the map " + map + " takes " + map.numInputs()
                    + " operands, not " + operands.size());
        }
        OperationState state = state(context, name, location);
        state.properties.put(AffineApplyOp.MAP, new AffineMapAttr(map));
        state.operands.addAll(operands);
        state.resultTypes.add(IndexType.INSTANCE);
        return b.create(state).result(0);
    }

    /** {@code affine.apply map(operands)}; the map must have exactly one result. */
    public static Value apply(Builder b, MlirContext context, Location location, AffineMap map,
                              List<Value> operands) {
        if (map.numResults() != 1) {
            throw new IllegalArgumentException("affine.apply needs a map with one result, not " + map);
        }
        return mapOp(b, context, location, AffineApplyOp.NAME, map, operands);
    }

    /** {@code affine.min map(operands)}. */
    public static Value min(Builder b, MlirContext context, Location location, AffineMap map, List<Value> operands) {
        return mapOp(b, context, location, AffineMinMaxOp.MIN, map, operands);
    }

    /** {@code affine.max map(operands)}. */
    public static Value max(Builder b, MlirContext context, Location location, AffineMap map, List<Value> operands) {
        return mapOp(b, context, location, AffineMinMaxOp.MAX, map, operands);
    }
}

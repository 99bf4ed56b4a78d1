package dev.mlirj.dialect.affine;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineMap;
import java.util.List;

/**
 * Builds affine operations at a builder's insertion point, with the properties the parser would give them, so built
 * IR prints and verifies like parsed IR: {@code Affine.apply(b, ctx, loc, map, List.of(i, n))}. Operands are the
 * map's dimensions, then its symbols. Bodies of {@code affine.for} and {@code affine.if} are written by an
 * {@link dev.mlirj.dialect.scf.Scf.BodyBuilder}, which returns the values to yield; the facade adds the
 * {@code affine.yield}. The context must have the affine dialect loaded. A map whose input count
 * differs from the operand count, an {@code affine.apply} map without exactly one result, a non-positive step or a
 * body yielding the wrong number of values throws {@link IllegalArgumentException}; type mismatches are left to
 * the verifier.
 */
public final class Affine {
    private Affine() {
    }

    private static OperationState state(MlirContext context, String name, Location location) {
        return OperationState.forRegistered(context, name, location);
    }

    private static Value mapOp(Builder b, Location location, String name, AffineMap map,
                               List<Value> operands) {
        MlirContext context = b.context();
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
    public static Value apply(Builder b, Location location, AffineMap map,
                              List<Value> operands) {
        if (map.numResults() != 1) {
            throw new IllegalArgumentException(AffineApplyOp.NAME + " needs a map with one result, not " + map);
        }
        return mapOp(b, location, AffineApplyOp.NAME, map, operands);
    }

    /** {@code affine.min map(operands)}. */
    public static Value min(Builder b, Location location, AffineMap map, List<Value> operands) {
        return mapOp(b, location, AffineMinMaxOp.MIN, map, operands);
    }

    /** {@code affine.max map(operands)}. */
    public static Value max(Builder b, Location location, AffineMap map, List<Value> operands) {
        return mapOp(b, location, AffineMinMaxOp.MAX, map, operands);
    }

    /** The values an {@code affine.for} or {@code affine.if} body yields, built by {@code body}. */
    private static void body(MlirContext context, Location location, dev.mlirj.ir.Region region,
                             List<dev.mlirj.ir.Type> types, dev.mlirj.dialect.scf.Scf.BodyBuilder body, int expected,
                             String what) {
        dev.mlirj.ir.Block block = region.appendBlock();
        for (dev.mlirj.ir.Type t : types) {
            block.addArgument(t, location);
        }
        Builder in = Builder.atEnd(context, block);
        List<Value> yielded = body.build(in, block.arguments());
        if (yielded.size() != expected) {
            throw new IllegalArgumentException(what + " yields " + yielded.size() + " values, but " + expected
                    + " are expected");
        }
        in.setInsertionPointToEnd(block);
        OperationState yield = state(context, AffineYieldOp.NAME, location);
        yield.operands.addAll(yielded);
        in.create(yield);
    }

    private static List<dev.mlirj.ir.Type> types(List<Value> values) {
        return values.stream().map(Value::type).toList();
    }

    /**
     * {@code affine.for} from the maximum of {@code lower}'s results over {@code lowerOperands} to the minimum of
     * {@code upper}'s over {@code upperOperands} by {@code step} (positive), carrying {@code inits}: the body gets
     * the induction variable and the carried values and returns the next ones.
     */
    public static dev.mlirj.ir.Operation for_(Builder b, Location location, AffineMap lower,
                                              List<Value> lowerOperands, AffineMap upper, List<Value> upperOperands,
                                              long step, List<Value> inits,
                                              dev.mlirj.dialect.scf.Scf.BodyBuilder body) {
        MlirContext context = b.context();
        if (lower.numInputs() != lowerOperands.size() || upper.numInputs() != upperOperands.size()) {
            throw new IllegalArgumentException(AffineForOp.NAME + ": a bound map's inputs differ from its operands");
        }
        if (step <= 0) {
            throw new IllegalArgumentException(AffineForOp.NAME + ": the step must be positive, not " + step);
        }
        OperationState state = state(context, AffineForOp.NAME, location);
        state.operands.addAll(lowerOperands);
        state.operands.addAll(upperOperands);
        state.operands.addAll(inits);
        state.properties.put(AffineForOp.LOWER_BOUND_MAP, new AffineMapAttr(lower));
        state.properties.put(AffineForOp.UPPER_BOUND_MAP, new AffineMapAttr(upper));
        state.properties.put(AffineForOp.STEP, dev.mlirj.ir.IntegerAttr.of(IndexType.INSTANCE, step));
        state.properties.put(AffineForOp.SEGMENTS, dev.mlirj.ir.DenseArrayAttr.ofI32(
                lowerOperands.size(), upperOperands.size(), inits.size()));
        state.resultTypes.addAll(types(inits));
        List<dev.mlirj.ir.Type> args = new java.util.ArrayList<>();
        args.add(IndexType.INSTANCE);
        args.addAll(types(inits));
        body(context, location, state.addRegion(), args, body, inits.size(), "the " + AffineForOp.NAME + " body");
        return b.create(state);
    }

    /**
     * {@code affine.if set(operands) -> (resultTypes)}: both regions yield values of {@code resultTypes};
     * {@code otherwise} may be null (no else region) only without results.
     */
    public static dev.mlirj.ir.Operation if_(Builder b, Location location,
                                             dev.mlirj.ir.affine.IntegerSet set, List<Value> operands,
                                             List<dev.mlirj.ir.Type> resultTypes,
                                             dev.mlirj.dialect.scf.Scf.BodyBuilder then,
                                             dev.mlirj.dialect.scf.Scf.BodyBuilder otherwise) {
        MlirContext context = b.context();
        if (set.numDims() + set.numSymbols() != operands.size()) {
            throw new IllegalArgumentException(AffineIfOp.NAME + ": the set takes " + (set.numDims() + set.numSymbols())
                    + " operands, not " + operands.size());
        }
        if (otherwise == null && !resultTypes.isEmpty()) {
            throw new IllegalArgumentException("an " + AffineIfOp.NAME + " with results needs an else region");
        }
        OperationState state = state(context, AffineIfOp.NAME, location);
        state.operands.addAll(operands);
        state.attributes.put(AffineIfOp.CONDITION, new dev.mlirj.ir.IntegerSetAttr(set));
        state.resultTypes.addAll(resultTypes);
        body(context, location, state.addRegion(), List.of(), then, resultTypes.size(),
                "the " + AffineIfOp.NAME + " then region");
        dev.mlirj.ir.Region elseRegion = state.addRegion();
        if (otherwise != null) {
            body(context, location, elseRegion, List.of(), otherwise, resultTypes.size(),
                    "the " + AffineIfOp.NAME + " else region");
        }
        return b.create(state);
    }

    /** {@code affine.load memref[map(indices)]}; the map must have one result per memref dimension. */
    public static Value load(Builder b, Location location, Value memref, AffineMap map,
                             List<Value> indices) {
        MlirContext context = b.context();
        OperationState state = access(context, location, AffineLoadOp.NAME, memref, map, indices);
        state.resultTypes.add(((dev.mlirj.ir.MemRefType) memref.type()).elementType());
        return b.create(state).result(0);
    }

    /** {@code affine.store value, memref[map(indices)]}. */
    public static dev.mlirj.ir.Operation store(Builder b, Location location, Value value,
                                               Value memref, AffineMap map, List<Value> indices) {
        MlirContext context = b.context();
        OperationState state = access(context, location, AffineStoreOp.NAME, memref, map, indices);
        state.operands.addFirst(value);
        return b.create(state);
    }

    private static OperationState access(MlirContext context, Location location, String name, Value memref,
                                         AffineMap map, List<Value> indices) {
        if (!(memref.type() instanceof dev.mlirj.ir.MemRefType type)) {
            throw new IllegalArgumentException(name + " needs a memref, not " + memref.type());
        }
        if (map.numResults() != type.rank() || map.numInputs() != indices.size()) {
            throw new IllegalArgumentException(name + ": the map " + map + " does not fit " + type + " and "
                    + indices.size() + " indices");
        }
        OperationState state = state(context, name, location);
        state.operands.add(memref);
        state.operands.addAll(indices);
        state.properties.put(AffineMemoryAccess.MAP, new AffineMapAttr(map));
        return state;
    }
}

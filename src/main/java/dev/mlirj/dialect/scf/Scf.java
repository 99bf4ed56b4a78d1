package dev.mlirj.dialect.scf;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * Builds scf operations at a builder's insertion point, bodies included, so built IR prints and verifies like parsed
 * IR. A body is written by a {@link BodyBuilder}: it gets a builder at the end of the body's block and the block's
 * arguments, and returns the values the body yields; the facade adds the terminator. The context must have the scf
 * dialect loaded. Arity misuse (a body yielding a different number of values than the operation has results, case
 * lists of different lengths) throws {@link IllegalArgumentException}; type mismatches are left to the verifier,
 * which reports them as it would for parsed input.
 */
public final class Scf {
    private Scf() {
    }

    /** Writes the operations of a body; returns the values to yield. */
    @FunctionalInterface
    public interface BodyBuilder {
        /** Builds into the body with {@code b}, whose arguments are {@code arguments}; returns what it yields. */
        List<Value> build(Builder b, List<BlockArgument> arguments);
    }

    /**
     * What the {@code before} region of {@code scf.while} ends with.
     *
     * @param condition the {@code i1} deciding whether the loop goes on
     * @param args      the values passed to the {@code after} region or the results
     */
    public record Condition(Value condition, List<Value> args) {
        /** Copies the list. */
        public Condition {
            args = List.copyOf(args);
        }
    }

    /** Writes the {@code before} region of {@code scf.while}; returns its condition. */
    @FunctionalInterface
    public interface ConditionBuilder {
        /** Builds into the region with {@code b}, whose arguments are {@code arguments}. */
        Condition build(Builder b, List<BlockArgument> arguments);
    }

    private static OperationState state(MlirContext context, String name, Location location) {
        return OperationState.forRegistered(context, name, location);
    }

    /** Appends to {@code region} a block of arguments {@code types}, fills it with {@code body} and a yield. */
    private static void body(MlirContext context, Location location, Region region, List<Type> types,
                             BodyBuilder body, int expectedYields, String what) {
        Block block = region.appendBlock();
        for (Type t : types) {
            block.addArgument(t, location);
        }
        Builder b = Builder.atEnd(context, block);
        List<Value> yielded = body.build(b, block.arguments());
        if (yielded.size() != expectedYields) {
            throw new IllegalArgumentException(what + " yields " + yielded.size() + " values, but " + expectedYields
                    + " are expected");
        }
        b.setInsertionPointToEnd(block);
        yield_(b, location, yielded);
    }

    private static List<Type> types(List<? extends Value> values) {
        List<Type> types = new ArrayList<>(values.size());
        values.forEach(v -> types.add(v.type()));
        return types;
    }

    /** {@code scf.yield values}. */
    public static Operation yield_(Builder b, Location location, List<Value> values) {
        MlirContext context = b.context();
        OperationState state = state(context, YieldOp.NAME, location);
        state.operands.addAll(values);
        return b.create(state);
    }

    /**
     * {@code scf.for} from {@code lowerBound} to {@code upperBound} by {@code step} carrying {@code inits}: the body
     * gets the induction variable and the carried values, and yields the next ones. The results are the final
     * carried values.
     */
    public static Operation for_(Builder b, Location location, Value lowerBound,
                                    Value upperBound, Value step, List<Value> inits, BodyBuilder body) {
        MlirContext context = b.context();
        OperationState state = state(context, ForOp.NAME, location);
        state.operands.addAll(List.of(lowerBound, upperBound, step));
        state.operands.addAll(inits);
        state.resultTypes.addAll(types(inits));
        List<Type> args = new ArrayList<>();
        args.add(lowerBound.type());
        args.addAll(types(inits));
        body(context, location, state.addRegion(), args, body, inits.size(), "the " + ForOp.NAME + " body");
        return b.create(state);
    }

    /**
     * {@code scf.if condition -> (resultTypes)}: both regions yield values of {@code resultTypes};
     * {@code otherwise} may be null (no else region) only without results.
     */
    public static Operation if_(Builder b, Location location, Value condition,
                                 List<Type> resultTypes, BodyBuilder then, BodyBuilder otherwise) {
        MlirContext context = b.context();
        if (otherwise == null && !resultTypes.isEmpty()) {
            throw new IllegalArgumentException("an " + IfOp.NAME + " with results needs an else region");
        }
        OperationState state = state(context, IfOp.NAME, location);
        state.operands.add(condition);
        state.resultTypes.addAll(resultTypes);
        body(context, location, state.addRegion(), List.of(), then, resultTypes.size(),
                "the " + IfOp.NAME + " then region");
        Region elseRegion = state.addRegion();
        if (otherwise != null) {
            body(context, location, elseRegion, List.of(), otherwise, resultTypes.size(),
                    "the " + IfOp.NAME + " else region");
        }
        return b.create(state);
    }

    /**
     * {@code scf.while} starting from {@code inits}: {@code before} gets the current values and ends with a
     * {@link Condition} whose args (of {@code resultTypes}) go to {@code after} or become the results; {@code after}
     * yields the next values for {@code before}.
     */
    public static Operation while_(Builder b, Location location, List<Value> inits,
                                      List<Type> resultTypes, ConditionBuilder before, BodyBuilder after) {
        MlirContext context = b.context();
        OperationState state = state(context, WhileOp.NAME, location);
        state.operands.addAll(inits);
        state.resultTypes.addAll(resultTypes);
        Block beforeBlock = state.addRegion().appendBlock();
        for (Type t : types(inits)) {
            beforeBlock.addArgument(t, location);
        }
        Builder inBefore = Builder.atEnd(context, beforeBlock);
        Condition condition = before.build(inBefore, beforeBlock.arguments());
        if (condition.args().size() != resultTypes.size()) {
            throw new IllegalArgumentException("the " + WhileOp.NAME + " condition passes " + condition.args().size()
                    + " values, but the loop has " + resultTypes.size() + " results");
        }
        inBefore.setInsertionPointToEnd(beforeBlock);
        OperationState cond = state(context, ConditionOp.NAME, location);
        cond.operands.add(condition.condition());
        cond.operands.addAll(condition.args());
        inBefore.create(cond);
        body(context, location, state.addRegion(), resultTypes, after, inits.size(),
                "the " + WhileOp.NAME + " after region");
        return b.create(state);
    }

    /** {@code scf.execute_region -> resultTypes} of one block written by {@code body}. */
    public static Operation executeRegion(Builder b, Location location, List<Type> resultTypes,
                                          BodyBuilder body) {
        MlirContext context = b.context();
        OperationState state = state(context, ExecuteRegionOp.NAME, location);
        state.resultTypes.addAll(resultTypes);
        body(context, location, state.addRegion(), List.of(), body, resultTypes.size(),
                "the " + ExecuteRegionOp.NAME + " body");
        return b.create(state);
    }

    /**
     * {@code scf.index_switch arg -> resultTypes} with case {@code cases.get(i)} written by {@code caseBodies.get(i)}
     * and the default region by {@code defaultBody}. The case values must be distinct.
     */
    public static Operation indexSwitch(Builder b, Location location, Value arg,
                                        List<Type> resultTypes, List<Long> cases, List<BodyBuilder> caseBodies,
                                        BodyBuilder defaultBody) {
        MlirContext context = b.context();
        if (cases.size() != caseBodies.size()) {
            throw new IllegalArgumentException(cases.size() + " case values but " + caseBodies.size()
                    + " case bodies");
        }
        if (new HashSet<>(cases).size() != cases.size()) {
            throw new IllegalArgumentException("duplicate case value in " + cases);
        }
        OperationState state = state(context, IndexSwitchOp.NAME, location);
        state.operands.add(arg);
        state.resultTypes.addAll(resultTypes);
        state.properties.put(IndexSwitchOp.CASES, new DenseArrayAttr(IntegerType.of(64),
                cases.stream().map(BigInteger::valueOf).toList()));
        body(context, location, state.addRegion(), List.of(), defaultBody, resultTypes.size(),
                "the " + IndexSwitchOp.NAME + " default region");
        for (int i = 0; i < cases.size(); i++) {
            body(context, location, state.addRegion(), List.of(), caseBodies.get(i), resultTypes.size(),
                    IndexSwitchOp.NAME + " case " + cases.get(i));
        }
        return b.create(state);
    }
}

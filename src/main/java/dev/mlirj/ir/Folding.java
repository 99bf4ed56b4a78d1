package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * Running fold hooks ({@link OpFolder}), as MLIR's {@code Operation::fold} and {@code matchPattern(v, m_Constant())}:
 * the one place that knows how constants are recognised, so that drivers and fold hooks agree on it.
 */
public final class Folding {
    private Folding() {
    }

    /**
     * Folds {@code op} with its registered hook, the constant operands gathered first; see {@link OpFolder} for
     * what {@code results} holds afterwards. False when the operation has no hook or did not fold.
     */
    public static boolean fold(Operation op, MlirContext context, List<FoldResult> results) {
        OpDefinition definition = op.name().definition();
        if (definition == null) {
            return false;
        }
        List<Attribute> constants = new ArrayList<>(op.operandCount());
        for (Value operand : op.operands()) {
            constants.add(constantValue(operand));
        }
        boolean folded = definition.folder() != null && definition.folder().fold(op, context, constants, results);
        if (folded && !results.isEmpty()) {
            return true;
        }
        // As MLIR's fold hooks: when the operation's own fold fails or is in place, its traits' folds are tried.
        return foldCommutative(op, constants) || folded;
    }

    /**
     * The fold of MLIR's {@code IsCommutative} trait ({@code OpTrait::impl::foldCommutative}): the constant operands
     * of a commutative operation move to the end, the others keeping their order (an in-place fold). False when
     * nothing moved.
     */
    private static boolean foldCommutative(Operation op, List<Attribute> constants) {
        if (!op.has(OpTrait.COMMUTATIVE) || op.operandCount() < 2) {
            return false;
        }
        List<Value> nonConstant = new ArrayList<>();
        List<Value> constant = new ArrayList<>();
        int firstConstant = -1;
        boolean moved = false;
        for (int i = 0; i < op.operandCount(); i++) {
            if (constants.get(i) != null) {
                constant.add(op.operand(i));
                firstConstant = firstConstant < 0 ? i : firstConstant;
            } else {
                nonConstant.add(op.operand(i));
                moved |= firstConstant >= 0;
            }
        }
        if (!moved) {
            return false;
        }
        nonConstant.addAll(constant);
        op.setOperands(nonConstant);
        return true;
    }

    /** The value of {@code op} when it is a constant-like operation whose hook folds it to an attribute, else null. */
    public static Attribute constantValue(Operation op) {
        if (!op.has(OpTrait.CONSTANT_LIKE) || op.name().definition().folder() == null) {
            return null;
        }
        List<FoldResult> results = new ArrayList<>(1);
        if (!op.name().definition().folder().fold(op, null, List.of(), results) || results.size() != 1) {
            return null;
        }
        return results.getFirst().attribute();
    }

    /** The constant {@code value} is known to be (it is the result of a constant-like operation), or null. */
    public static Attribute constantValue(Value value) {
        return value instanceof OpResult r ? constantValue(r.owner()) : null;
    }
}

package dev.mlirj.dialect.cf;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.math.BigInteger;
import java.util.List;

/**
 * Builds cf operations at a builder's insertion point, with the properties the parser would give them (operand
 * segment sizes, case values), so built IR prints and verifies like parsed IR. The context must have the cf dialect
 * loaded. Arguments that cannot make a well-formed operation (lists of different lengths, a flag that is not an
 * integer) throw {@link IllegalArgumentException}; operand and block argument mismatches are left to the verifier.
 */
public final class Cf {
    private Cf() {
    }

    private static OperationState state(Builder b, String name, Location location) {
        return new OperationState(b.context().operationName(name), location);
    }

    /** {@code cf.br ^dest(operands)}. */
    public static Operation br(Builder b, Location location, Block dest, List<? extends Value> operands) {
        OperationState state = state(b, BranchOp.NAME, location);
        state.successors.add(dest);
        state.operands.addAll(operands);
        return b.create(state);
    }

    /**
     * {@code cf.cond_br %condition, ^trueDest(trueOperands), ^falseDest(falseOperands)}; the operand segment sizes
     * are set from the lists.
     */
    public static Operation condBr(Builder b, Location location, Value condition, Block trueDest,
                                   List<? extends Value> trueOperands, Block falseDest,
                                   List<? extends Value> falseOperands) {
        OperationState state = state(b, CondBranchOp.NAME, location);
        state.operands.add(condition);
        state.operands.addAll(trueOperands);
        state.operands.addAll(falseOperands);
        state.successors.addAll(List.of(trueDest, falseDest));
        state.properties.put(CondBranchOp.SEGMENTS, DenseArrayAttr.ofI32(1, trueOperands.size(),
                falseOperands.size()));
        return b.create(state);
    }

    /**
     * {@code cf.switch %flag : iN, [default: ^defaultDest(defaultOperands), v: ^dest(...), ...]} with case value
     * {@code caseValues.get(i)} (of the flag's integer type) going to {@code caseDests.get(i)} with
     * {@code caseOperands.get(i)}. Without cases no {@code case_values} property is set, as MLIR's builder does.
     */
    public static Operation switch_(Builder b, Location location, Value flag, Block defaultDest,
                                    List<? extends Value> defaultOperands, List<BigInteger> caseValues,
                                    List<Block> caseDests, List<? extends List<? extends Value>> caseOperands) {
        if (!(flag.type() instanceof IntegerType flagType)) {
            throw new IllegalArgumentException(SwitchOp.NAME + " needs an integer flag, not " + flag.type());
        }
        if (caseValues.size() != caseDests.size() || caseDests.size() != caseOperands.size()) {
            throw new IllegalArgumentException(caseValues.size() + " case values, " + caseDests.size()
                    + " case destinations and " + caseOperands.size() + " case operand lists");
        }
        OperationState state = state(b, SwitchOp.NAME, location);
        state.operands.add(flag);
        state.operands.addAll(defaultOperands);
        state.successors.add(defaultDest);
        state.successors.addAll(caseDests);
        int[] caseSizes = new int[caseOperands.size()];
        int caseTotal = 0;
        for (int i = 0; i < caseSizes.length; i++) {
            caseSizes[i] = caseOperands.get(i).size();
            caseTotal += caseSizes[i];
            state.operands.addAll(caseOperands.get(i));
        }
        if (!caseValues.isEmpty()) {
            VectorType vectorType = VectorType.of(List.of((long) caseValues.size()), flagType);
            boolean splat = caseValues.stream().allMatch(caseValues.getFirst()::equals);
            state.properties.put(SwitchOp.CASE_VALUES, new DenseElementsAttr(vectorType,
                    splat ? List.of(caseValues.getFirst()) : List.copyOf(caseValues), splat));
        }
        state.properties.put(SwitchOp.CASE_OPERAND_SEGMENTS, DenseArrayAttr.ofI32(caseSizes));
        state.properties.put(SwitchOp.SEGMENTS, DenseArrayAttr.ofI32(1, defaultOperands.size(), caseTotal));
        return b.create(state);
    }

    /** {@code cf.assert %condition, "message"}. */
    public static Operation assert_(Builder b, Location location, Value condition, String message) {
        OperationState state = state(b, AssertOp.NAME, location);
        state.operands.add(condition);
        state.properties.put(AssertOp.MSG, new StringAttr(message, null));
        return b.create(state);
    }
}

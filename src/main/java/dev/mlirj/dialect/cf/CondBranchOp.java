package dev.mlirj.dialect.cf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BranchOpInterface;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code cf.cond_br}: branches to its first successor when the {@code i1} condition is true, else to its second.
 * Operands: the condition, the true successor's operands, the false successor's operands, delimited by the
 * {@code operandSegmentSizes} property ({@code array<i32: 1, t, f>}). Custom form:
 * {@code %cond, ^t((%a : types))?, ^f((%b : types))? attr-dict}. The accessors expect an operation of this kind;
 * build it with {@link Cf#condBr}.
 */
public final class CondBranchOp {
    /** The operation name. */
    public static final String NAME = "cf.cond_br";
    /** The property holding the operand group sizes. */
    public static final String SEGMENTS = "operandSegmentSizes";
    /** The property holding the branch weights, which mlirj passes on to {@code llvm.cond_br}. */
    public static final String BRANCH_WEIGHTS = "branch_weights";

    private CondBranchOp() {
    }

    /** The {@code i1} condition. */
    public static Value condition(Operation op) {
        return op.operand(0);
    }

    /** The successor taken when the condition holds. */
    public static Block trueDest(Operation op) {
        return op.successor(0);
    }

    /** The successor taken otherwise. */
    public static Block falseDest(Operation op) {
        return op.successor(1);
    }

    /** The operands passed to the true successor. */
    public static List<Value> trueDestOperands(Operation op) {
        return successorOperands(op, 0);
    }

    /** The operands passed to the false successor. */
    public static List<Value> falseDestOperands(Operation op) {
        return successorOperands(op, 1);
    }

    /** The weights of the true and false successors, or null when absent. */
    public static DenseArrayAttr branchWeights(Operation op) {
        return op.properties().get(BRANCH_WEIGHTS) instanceof DenseArrayAttr w ? w : null;
    }

    /** The operands passed to successor {@code index} (0: true, 1: false); assumes a verified operation. */
    public static List<Value> successorOperands(Operation op, int index) {
        int[] sizes = OpChecks.i32s(op.properties().get(SEGMENTS));
        int from = index == 0 ? sizes[0] : sizes[0] + sizes[1];
        return op.operands().subList(from, from + sizes[1 + index]);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(0) || !c.resultCount(0) || !c.successors(2) || !c.atLeastOperands(1)
                || c.operandSegmentsOrMissing(SEGMENTS, 3) == null
                || !c.operand(0, TypeConstraint.I1)) {
            return false;
        }
        return BranchOpInterface.verifySuccessorOperands(op, 0, successorOperands(op, 0), diagnostics)
                && BranchOpInterface.verifySuccessorOperands(op, 1, successorOperands(op, 1), diagnostics);
    }

    /** {@code $condition , $trueDest (...)? , $falseDest (...)? attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand condition = parser.parseOperand();
            if (condition == null || !parser.resolveOperands(List.of(condition), IntegerType.of(1), state.operands)
                    || !parser.parseComma()) {
                return false;
            }
            if (!parser.parseSuccessorAndUseList(state.successors, state.operands)) {
                return false;
            }
            int trueCount = state.operands.size() - 1;
            if (!parser.parseComma() || !parser.parseSuccessorAndUseList(state.successors, state.operands)) {
                return false;
            }
            int falseCount = state.operands.size() - 1 - trueCount;
            state.properties.put(SEGMENTS, DenseArrayAttr.ofI32(1, trueCount, falseCount));
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(condition(op)).print(", ");
            printer.printSuccessorAndUseList(trueDest(op), trueDestOperands(op)).print(", ");
            printer.printSuccessorAndUseList(falseDest(op), falseDestOperands(op));
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

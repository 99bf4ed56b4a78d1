package dev.mlirj.ir;

import java.util.List;

/**
 * Checks shared by operations that branch to successor blocks with operands, as MLIR's {@code BranchOpInterface}:
 * the operands passed to a successor must match the successor's block arguments in number and type.
 */
public final class BranchOpInterface {
    private BranchOpInterface() {
    }

    /**
     * MLIR's {@code verifyBranchSuccessorOperands}: {@code operands} are what {@code op} passes to successor
     * {@code successorIndex}. Reports the first mismatch at the operation and returns false.
     */
    public static boolean verifySuccessorOperands(Operation op, int successorIndex, List<Value> operands,
                                                  DiagnosticEngine diagnostics) {
        Block dest = op.successor(successorIndex);
        List<BlockArgument> args = dest.arguments();
        if (operands.size() != args.size()) {
            diagnostics.error(op.location(), "branch has " + operands.size() + " operands for successor #"
                    + successorIndex + ", but target block has " + args.size());
            return false;
        }
        for (int i = 0; i < operands.size(); i++) {
            if (!operands.get(i).type().equals(args.get(i).type())) {
                diagnostics.error(op.location(), "type mismatch for bb argument #" + i + " of successor #"
                        + successorIndex);
                return false;
            }
        }
        return true;
    }
}

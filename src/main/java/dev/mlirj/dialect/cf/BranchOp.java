package dev.mlirj.dialect.cf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BranchOpInterface;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code cf.br}: jumps to its one successor, passing all its operands as the successor's block arguments.
 * Custom form: {@code ^dest((%args : types))? attr-dict}.
 */
public final class BranchOp {
    /** The operation name. */
    public static final String NAME = "cf.br";

    private BranchOp() {
    }

    /** A new, detached {@code cf.br} to {@code dest} with {@code operands}. */
    public static Operation create(MlirContext context, Location location, Block dest, List<Value> operands) {
        OperationState state = new OperationState(context.operationName(NAME), location);
        state.successors.add(dest);
        state.operands.addAll(operands);
        return Operation.create(state);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        return new OpChecks(op, diagnostics).successors(1)
                && BranchOpInterface.verifySuccessorOperands(op, 0, op.operands(), diagnostics);
    }

    /** {@code $dest (( $destOperands^ : type($destOperands) ))? attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            return parser.parseSuccessorAndUseList(state.successors, state.operands)
                    && parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printSuccessorAndUseList(op.successor(0), op.operands());
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

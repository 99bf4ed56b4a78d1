package dev.mlirj.dialect.cf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BranchOpInterface;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code cf.br}: jumps to its one successor, passing all its operands as the successor's block arguments.
 * Custom form: {@code ^dest((%args : types))? attr-dict}. The accessors expect an operation of this kind; build it
 * with {@link Cf#br}.
 */
public final class BranchOp {
    /** The operation name. */
    public static final String NAME = "cf.br";

    private BranchOp() {
    }

    /** The successor. */
    public static Block dest(Operation op) {
        return op.successor(0);
    }

    /** The values passed to the successor's arguments. */
    public static List<Value> destOperands(Operation op) {
        return op.operands();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.regions(0) && c.resultCount(0) && c.successors(1)
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
            printer.print(" ").printSuccessorAndUseList(dest(op), destOperands(op));
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.yield}: ends the body of {@code scf.for}, {@code scf.if}, {@code scf.execute_region},
 * {@code scf.index_switch} and the {@code after} region of {@code scf.while}, passing its operands to the parent's
 * results or next iteration (the parent checks them). Custom form: {@code attr-dict ($results^ : types)?}. The
 * parsers of those operations add an operand-less one to a body written without a terminator, and their printers
 * leave it out when the operation has no results (or iteration values).
 */
public final class YieldOp {
    /** The operation name. */
    public static final String NAME = "scf.yield";
    /** The parents it may have. */
    static final List<String> PARENTS = List.of(ExecuteRegionOp.NAME, ForOp.NAME, IfOp.NAME, IndexSwitchOp.NAME,
            WhileOp.NAME);

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR, OpTrait.RETURN_LIKE), Set.of(), new Syntax(),
            YieldOp::verify, "");
    /** The name the parsers give implicit terminators. */
    static final OperationName OPERATION_NAME = new OperationName(NAME, DEFINITION);

    private YieldOp() {
    }

    /** The values yielded to the parent. */
    public static List<Value> results(Operation op) {
        return op.operands();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.successors(0)) {
            return false;
        }
        Operation parent = op.parentOp();
        if (parent == null || !PARENTS.contains(parent.name().fullName())) {
            return c.fail("expects parent op to be one of '" + String.join(", ", PARENTS) + "'");
        }
        return true;
    }

    /** {@code attr-dict ($results^ : type($results))?}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            return parser.parseOptionalAttrDict(state) && ScfSyntax.parseOptionalTypedOperands(parser, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(op.attributes(), List.of());
            ScfSyntax.printOptionalTypedOperands(printer, op.operands());
        }
    }
}

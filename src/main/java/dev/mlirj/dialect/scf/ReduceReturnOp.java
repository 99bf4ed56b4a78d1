package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.reduce.return}: ends a reduction region of {@code scf.reduce} with the combination of its two
 * arguments, of their type. Custom form: {@code $result attr-dict : type}.
 */
public final class ReduceReturnOp {
    /** The operation name. */
    public static final String NAME = "scf.reduce.return";

    static final OpDefinition DEFINITION = new OpDefinition(NAME, EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR),
            Set.of(), new Syntax(), ReduceReturnOp::verify, "");

    private ReduceReturnOp() {
    }

    /** The combined value. */
    public static Value result(Operation op) {
        return op.operand(0);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.successors(0)) {
            return false;
        }
        if (op.operandCount() != 1) {
            return c.fail("requires a single operand");
        }
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(ReduceOp.NAME)) {
            return c.fail("expects parent op '" + ReduceOp.NAME + "'");
        }
        Block body = op.block();
        if (body.arguments().isEmpty()) {
            return true; // scf.reduce reports its region's arguments
        }
        Type expected = body.argument(0).type();
        if (!expected.equals(op.operand(0).type())) {
            return c.fail("must have type " + OpChecks.quote(expected) + " (the type of the reduction inputs)");
        }
        return true;
    }

    /** {@code $result attr-dict : type($result)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand result = parser.parseOperand();
            if (result == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            return type != null && parser.resolveOperands(List.of(result), type, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            printer.printOptionalAttrDict(op.attributes(), List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }
}

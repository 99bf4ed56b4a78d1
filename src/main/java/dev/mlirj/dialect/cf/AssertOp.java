package dev.mlirj.dialect.cf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code cf.assert}: aborts with the {@code msg} property's message when its {@code i1} operand is false.
 * Custom form: {@code %cond, "message" attr-dict}. The accessors expect an operation of this kind; build it with
 * {@link Cf#assert_}.
 */
public final class AssertOp {
    /** The operation name. */
    public static final String NAME = "cf.assert";
    /** The property holding the message. */
    public static final String MSG = "msg";

    private AssertOp() {
    }

    /** The {@code i1} that must hold. */
    public static Value arg(Operation op) {
        return op.operand(0);
    }

    /** The message, as an attribute (its bytes need not be UTF-8). */
    public static StringAttr msgAttr(Operation op) {
        return (StringAttr) op.properties().get(MSG);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.regions(0) && c.resultCount(0) && c.successors(0) && c.operandCount(1)
                && c.attr(MSG, true, a -> a instanceof StringAttr, "string attribute")
                && c.operand(0, TypeConstraint.I1);
    }

    /** {@code $arg , $msg attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand arg = parser.parseOperand();
            if (arg == null || !parser.parseComma()) {
                return false;
            }
            String msg = parser.parseString();
            if (msg == null || !parser.resolveOperands(List.of(arg), IntegerType.of(1), state.operands)) {
                return false;
            }
            state.properties.put(MSG, new StringAttr(msg, null));
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(arg(op)).print(", ").print(msgAttr(op));
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

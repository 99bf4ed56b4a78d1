package dev.mlirj.dialect.func;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code func.call_indirect}: calls a function value, its first operand (of {@link FunctionType}), with the other
 * operands; argument and result types are the function type's. Custom form:
 * {@code %callee(%args) attr-dict : type($callee)}.
 */
public final class CallIndirectOp {
    /** The operation name. */
    public static final String NAME = "func.call_indirect";

    /** ODS's {@code FunctionType} constraint on the callee. */
    private static final TypeConstraint FUNCTION = new TypeConstraint("function type", t -> t instanceof FunctionType);

    private CallIndirectOp() {
    }

    /** The function value called. */
    public static Value callee(Operation op) {
        return op.operand(0);
    }

    /** The arguments passed. */
    public static List<Value> calleeOperands(Operation op) {
        return op.operands().subList(1, op.operandCount());
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.atLeastOperands(1) || !c.operand(0, FUNCTION)) {
            return false;
        }
        FunctionType type = (FunctionType) op.operand(0).type();
        List<Value> args = op.operands().subList(1, op.operandCount());
        if (!type.inputs().equals(CallOp.types(args))) {
            return c.predicate("callee input types match argument types");
        }
        if (!type.results().equals(op.resultTypes())) {
            return c.predicate("callee result types match result types");
        }
        return true;
    }

    /** {@code $callee ( $callee_operands ) attr-dict : type($callee)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Location calleeAt = parser.location();
            OpAsmParser.UnresolvedOperand callee = parser.parseOperand();
            if (callee == null || !parser.parseLParen()) {
                return false;
            }
            Location at = parser.location();
            List<OpAsmParser.UnresolvedOperand> args = parser.parseOperandList();
            if (args == null || !parser.parseRParen() || !parser.parseOptionalAttrDict(state)
                    || !parser.parseColon()) {
                return false;
            }
            FunctionType type = parser.parseFunctionType();
            if (type == null || !parser.resolveOperands(List.of(callee), List.of(type), calleeAt, state.operands)
                    || !parser.resolveOperands(args, type.inputs(), at, state.operands)) {
                return false;
            }
            state.resultTypes.addAll(type.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            List<Value> operands = op.operands();
            printer.print(" ").printOperand(operands.getFirst()).print("(")
                    .printOperands(operands.subList(1, operands.size())).print(")");
            printer.printOptionalAttrDict(op.attributes(), List.of());
            printer.print(" : ").print(operands.getFirst().type());
        }
    }
}

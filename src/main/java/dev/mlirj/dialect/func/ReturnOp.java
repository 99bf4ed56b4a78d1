package dev.mlirj.dialect.func;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code func.return}: ends a block of a {@code func.func}, returning its operands, which must match the function's
 * result types. Custom form: {@code attr-dict ($operands^ : types)?}.
 */
public final class ReturnOp {
    /** The operation name. */
    public static final String NAME = "func.return";

    private ReturnOp() {
    }

    /** The values returned. */
    public static List<Value> operands(Operation op) {
        return op.operands();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(0) || !c.resultCount(0) || !c.successors(0)) {
            return false;
        }
        Operation function = op.parentOp();
        if (function == null || !function.name().fullName().equals(FuncOp.NAME)) {
            diagnostics.opError(op, "expects parent op '" + FuncOp.NAME + "'");
            return false;
        }
        FunctionType type = FuncOp.functionTypeOrNull(function);
        if (type == null || !(function.properties().get(FuncOp.SYM_NAME) instanceof StringAttr)) {
            return true; // the function's own verifier reports it
        }
        List<Type> results = type.results();
        String name = FuncOp.name(function);
        if (op.operandCount() != results.size()) {
            diagnostics.opError(op, "has " + op.operandCount() + " operands, but enclosing function (@" + name
                    + ") returns " + results.size());
            return false;
        }
        for (int i = 0; i < results.size(); i++) {
            if (!op.operand(i).type().equals(results.get(i))) {
                diagnostics.error(op.location(), "type of return operand " + i + " ("
                        + OpChecks.quote(op.operand(i).type()) + ") doesn't match function result type ("
                        + OpChecks.quote(results.get(i)) + ") in function @" + name);
                return false;
            }
        }
        return true;
    }

    /** {@code attr-dict ($operands^ : type($operands))?}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            dev.mlirj.ir.Location at = parser.location();
            java.util.List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null) {
                return false;
            }
            if (operands.isEmpty()) {
                return true;
            }
            List<Type> types = parser.parseColonTypeList();
            return types != null && parser.resolveOperands(operands, types, at, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(op.attributes(), List.of());
            List<Value> operands = op.operands();
            if (!operands.isEmpty()) {
                printer.print(" ").printOperands(operands).print(" : ");
                printer.printTypes(operands.stream().map(Value::type).toList());
            }
        }
    }
}

package dev.mlirj.dialect.func;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code func.call}: calls the {@code func.func} named by the {@code callee} property (a flat symbol reference,
 * looked up in the nearest symbol table) with the operands; operand and result types must match the callee's
 * type. Custom form: {@code @callee(%args) attr-dict : (types) -> results}.
 */
public final class CallOp {
    /** The operation name. */
    public static final String NAME = "func.call";
    /** The property naming the called function. */
    public static final String CALLEE = "callee";

    private CallOp() {
    }

    /** The name of the called function. */
    public static String callee(Operation call) {
        return ((SymbolRefAttr) call.properties().get(CALLEE)).root();
    }

    /** The arguments passed. */
    public static List<Value> operands(Operation call) {
        return call.operands();
    }

    /** MLIR's {@code CallOp::verifySymbolUses}: the callee exists, is a function, and its type matches. */
    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        SymbolRefAttr ref = new OpChecks(op, diagnostics).flatSymbolRef(CALLEE);
        if (ref == null) {
            return false;
        }
        Operation fn = SymbolTable.lookup(op, ref);
        if (fn == null || !fn.name().fullName().equals(FuncOp.NAME)) {
            diagnostics.opError(op, "'" + ref.root() + "' does not reference a valid function");
            return false;
        }
        FunctionType type = FuncOp.functionTypeOrNull(fn);
        if (type == null) {
            return true; // the callee's own verifier reports it
        }
        if (type.inputs().size() != op.operandCount()) {
            diagnostics.opError(op, "incorrect number of operands for callee");
            return false;
        }
        for (int i = 0; i < type.inputs().size(); i++) {
            if (!op.operand(i).type().equals(type.inputs().get(i))) {
                diagnostics.opError(op, "operand type mismatch: expected operand type "
                        + OpChecks.quote(type.inputs().get(i)) + ", but provided "
                        + OpChecks.quote(op.operand(i).type()) + " for operand number " + i);
                return false;
            }
        }
        if (type.results().size() != op.resultCount()) {
            diagnostics.opError(op, "incorrect number of results for callee");
            return false;
        }
        for (int i = 0; i < type.results().size(); i++) {
            if (!op.result(i).type().equals(type.results().get(i))) {
                Diagnostic d = Diagnostic.opError(op, "result type mismatch at index " + i)
                        .attachNote(op.location(), "      op result types: " + OpChecks.quote(op.resultTypes()))
                        .attachNote(op.location(), "function result types: " + OpChecks.quote(type.results()));
                diagnostics.report(d);
                return false;
            }
        }
        return true;
    }

    /** {@code $callee ( $operands ) attr-dict : functional-type($operands, results)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            String callee = parser.parseSymbolName();
            if (callee == null || !parser.parseLParen()) {
                return false;
            }
            dev.mlirj.ir.Location at = parser.location();
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null || !parser.parseRParen() || !parser.parseOptionalAttrDict(state)
                    || !parser.parseColon()) {
                return false;
            }
            state.properties.put(CALLEE, SymbolRefAttr.flat(callee));
            FunctionType type = parser.parseFunctionType();
            if (type == null || !parser.resolveOperands(operands, type.inputs(), at, state.operands)) {
                return false;
            }
            state.resultTypes.addAll(type.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printSymbolName(callee(op)).print("(").printOperands(op.operands()).print(")");
            printer.printOptionalAttrDict(op.attributes(), List.of());
            printer.print(" : ").print(new FunctionType(op.operands().stream().map(Value::type).toList(),
                    op.resultTypes()));
        }
    }

    static List<Type> types(List<Value> values) {
        return values.stream().map(Value::type).toList();
    }
}

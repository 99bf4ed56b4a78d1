package dev.mlirj.dialect.builtin;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * {@code builtin.unrealized_conversion_cast}: N values of some types stand for M values of others while a
 * dialect conversion is under way; {@code reconcile-unrealized-casts} removes them. Custom form:
 * {@code (%inputs : types)? to types attr-dict}.
 */
public final class UnrealizedConversionCastOp {
    /** The operation name. */
    public static final String NAME = "builtin.unrealized_conversion_cast";

    private UnrealizedConversionCastOp() {
    }

    /** No regions or successors, any operands, and at least one result (the custom form has no way to write none). */
    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        String problem = !op.regions().isEmpty() ? "requires zero regions"
                : op.successorCount() != 0 ? "requires 0 successors but found " + op.successorCount()
                : op.resultCount() == 0 ? "expected at least one result for cast operation" : null;
        if (problem != null) {
            diagnostics.opError(op, problem);
        }
        return problem == null;
    }

    /** {@code ($inputs^ : type($inputs))? to type($outputs) attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.UnresolvedOperand> inputs = parser.parseOperandList();
            if (inputs == null) {
                return false;
            }
            if (!inputs.isEmpty()) {
                List<Type> types = parser.parseColonTypeList();
                if (types == null || !parser.resolveOperands(inputs, types, parser.nameLocation(), state.operands)) {
                    return false;
                }
            }
            if (!parser.parseKeyword("to")) {
                return false;
            }
            do {
                Type t = parser.parseType();
                if (t == null) {
                    return false;
                }
                state.resultTypes.add(t);
            } while (parser.parseOptionalComma());
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            List<Value> inputs = op.operands();
            if (!inputs.isEmpty()) {
                printer.print(" ").printOperands(inputs).print(" : ");
                printer.printTypes(inputs.stream().map(Value::type).toList());
            }
            printer.print(" to ").printTypes(op.resultTypes());
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

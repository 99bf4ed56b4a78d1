package dev.mlirj.dialect.memref;

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
import java.util.List;
import java.util.Set;

/**
 * {@code memref.alloca_scope.return (%values : types)? attr-dict}: ends the body of a {@link AllocaScopeOp}, whose
 * results its operands become. The accessors expect an operation of this kind.
 */
public final class AllocaScopeReturnOp {
    /** The operation name. */
    public static final String NAME = "memref.alloca_scope.return";

    private AllocaScopeReturnOp() {
    }

    /** The values returned to the scope's results. */
    public static List<Value> results(Operation op) {
        return op.operands();
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE, OpTrait.TERMINATOR, OpTrait.RETURN_LIKE), Set.of(),
                new Syntax(), AllocaScopeReturnOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(AllocaScopeOp.NAME)) {
            return c.fail("expects parent op '" + AllocaScopeOp.NAME + "'");
        }
        return c.counts(0, false, 0, 0);
    }

    /** {@code attr-dict ($results^ : type($results))?}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (!parser.isNextOperand()) {
                return true;
            }
            List<OpAsmParser.UnresolvedOperand> values = parser.parseOperandList();
            if (values == null) {
                return false;
            }
            List<Type> types = parser.parseColonTypeList();
            return types != null && parser.resolveOperands(values, types, parser.nameLocation(), state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printAttrDict(op, List.of());
            if (op.operandCount() > 0) {
                printer.print(" ").printOperands(op.operands()).print(" : ")
                        .printTypes(op.operands().stream().map(Value::type).toList());
            }
        }
    }
}

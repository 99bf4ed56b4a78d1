package dev.mlirj.dialect.affine;

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
 * {@code affine.yield}: ends the body of {@code affine.for}, {@code affine.if} and {@code affine.parallel}, passing
 * its operands to the parent's results (or next iteration); their types must be the parent's result types. Custom
 * form: {@code attr-dict ($operands^ : types)?}. The parents' parsers add an operand-less one to a body written
 * without a terminator, and their printers leave it out when the parent has no results.
 */
public final class AffineYieldOp {
    /** The operation name. */
    public static final String NAME = "affine.yield";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR, OpTrait.RETURN_LIKE), Set.of(), new Syntax(),
            AffineYieldOp::verify, "");
    /** The name the parsers give implicit terminators. */
    static final OperationName OPERATION_NAME = new OperationName(NAME, DEFINITION);

    private AffineYieldOp() {
    }

    /** The values yielded to the parent. */
    public static List<Value> operands(Operation op) {
        return op.operands();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        Operation parent = op.parentOp();
        if (parent == null || !List.of(AffineForOp.NAME, AffineIfOp.NAME, AffineParallelOp.NAME)
                .contains(parent.name().fullName())) {
            return c.fail("only terminates affine.if/for/parallel regions");
        }
        if (parent.resultCount() != op.operandCount()) {
            return c.fail("parent of yield must have same number of results as the yield operands");
        }
        for (int i = 0; i < op.operandCount(); i++) {
            if (!parent.result(i).type().equals(op.operand(i).type())) {
                return c.fail("types mismatch between yield op and its parent");
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
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null) {
                return false;
            }
            if (operands.isEmpty()) {
                return true;
            }
            dev.mlirj.ir.Location at = parser.location();
            List<dev.mlirj.ir.Type> types = parser.parseColonTypeList();
            return types != null && parser.resolveOperands(operands, types, at, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(op.attributes(), List.of());
            if (op.operandCount() > 0) {
                printer.print(" ").printOperands(op.operands()).print(" : ")
                        .printTypes(op.operands().stream().map(dev.mlirj.ir.Value::type).toList());
            }
        }
    }
}

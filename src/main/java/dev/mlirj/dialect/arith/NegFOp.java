package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
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
 * {@code arith.negf}: floating-point negation, the dialect's one unary arithmetic operation. Custom form:
 * {@code $operand (fastmath<..>)? attr-dict : type}. The views take an operation that must be an
 * {@code arith.negf} (unchecked, as ODS's getters).
 */
public final class NegFOp {
    /** The operation name. */
    public static final String NAME = "arith.negf";
    /** The inherent attribute holding the {@link FastMathFlagsAttr}. */
    public static final String FASTMATH = ArithSyntax.FASTMATH_ATTR;

    private NegFOp() {
    }

    /** The value negated. */
    public static Value operand(Operation op) {
        return op.operand(0);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    /** The fast-math flags; {@code none} when absent. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return FastMathSyntax.flags(op);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, EnumSet.of(OpTrait.PURE, OpTrait.SAME_OPERANDS_AND_RESULT_TYPE),
                Set.of(ArithSyntax.FASTMATH_ATTR), new Syntax(), NegFOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.counts(1, 1) && ArithSyntax.Flags.FASTMATH.verify(c) && c.operand(0, TypeConstraint.FLOAT_LIKE)
                && c.result(0, TypeConstraint.FLOAT_LIKE) && c.elementwise();
    }

    /** {@code $operand (fastmath<..>)? attr-dict : type($result)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand operand = parser.parseOperand();
            if (operand == null || !ArithSyntax.parseOptionalFlags(parser, state, ArithSyntax.Flags.FASTMATH)
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(operand), type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            ArithSyntax.addDefaultFlags(state, ArithSyntax.Flags.FASTMATH);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(operand(op));
            ArithSyntax.printFlags(op, printer, ArithSyntax.Flags.FASTMATH);
            ArithSyntax.printAttrDict(op, printer, List.of(ArithSyntax.FASTMATH_ATTR));
            printer.print(" : ").print(result(op).type());
        }
    }
}

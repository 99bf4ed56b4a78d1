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
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedTensorType;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.syntax.TypePrinter;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code arith.select}: {@code %c ? %a : %b}. The condition is an {@code i1} choosing a whole value, or, for vector
 * and tensor values, an {@code i1} vector or tensor of their shape choosing element by element. Custom form:
 * {@code %c, %a, %b attr-dict : (type($condition) ,)? type($result)}, the condition's type written only when it is
 * shaped. The views take an operation that must be an {@code arith.select} (unchecked, as ODS's getters).
 */
public final class SelectOp {
    /** The operation name. */
    public static final String NAME = "arith.select";

    private SelectOp() {
    }

    /** The {@code i1} (or {@code i1} vector or tensor) condition. */
    public static Value condition(Operation op) {
        return op.operand(0);
    }

    /** The value chosen where the condition is true. */
    public static Value trueValue(Operation op) {
        return op.operand(1);
    }

    /** The value chosen where the condition is false. */
    public static Value falseValue(Operation op) {
        return op.operand(2);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, EnumSet.of(OpTrait.PURE), Set.of(), new Syntax(), SelectOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.counts(3, 1) || !c.operand(0, TypeConstraint.BOOL_LIKE) || !c.allTypesMatch(
                List.of("true_value", "false_value", "result"),
                List.of(trueValue(op).type(), falseValue(op).type(), result(op).type()))) {
            return false;
        }
        Type condition = condition(op).type();
        Type result = result(op).type();
        if (!condition.equals(ArithTypes.I1) && !(condition instanceof ShapedType a && result instanceof ShapedType b
                && sameShape(a, b))) {
            return c.predicate("condition is signless i1 or has matching shape");
        }
        if (!c.elementwise()) {
            return false;
        }
        if (condition.equals(ArithTypes.I1)) {
            return true;
        }
        if (!(result instanceof VectorType || result instanceof RankedTensorType
                || result instanceof UnrankedTensorType)) {
            return c.fail("expected condition to be a signless i1, but got " + TypePrinter.toString(condition));
        }
        Type expected = ArithTypes.i1SameShape(result);
        if (!condition.equals(expected)) {
            return c.fail("expected condition type to have the same shape as the result type, expected "
                    + TypePrinter.toString(expected) + ", but got " + TypePrinter.toString(condition));
        }
        return true;
    }

    /** MLIR's {@code AllShapesMatch} on two shaped types: equal sizes, or both unranked. */
    private static boolean sameShape(ShapedType a, ShapedType b) {
        return a.hasRank() && b.hasRank() ? a.shape().equals(b.shape()) : a.hasRank() == b.hasRank();
    }

    /** {@code %c, %a, %b attr-dict : (type($condition) ,)? type($result)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            dev.mlirj.ir.Location at = parser.location();
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null) {
                return false;
            }
            if (operands.size() != 3) {
                return parser.emitError(at, "expected 3 operands");
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            Type condition = ArithTypes.I1;
            if (parser.parseOptionalComma()) {
                condition = type;
                if ((type = parser.parseType()) == null) {
                    return false;
                }
            }
            state.resultTypes.add(type);
            return parser.resolveOperands(operands, List.of(condition, type, type), parser.nameLocation(),
                    state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            ArithSyntax.printAttrDict(op, printer, List.of());
            printer.print(" : ");
            if (condition(op).type() instanceof ShapedType condition) {
                printer.print(condition).print(", ");
            }
            printer.print(result(op).type());
        }
    }
}

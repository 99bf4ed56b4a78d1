package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.condition}: ends the {@code before} region of {@code scf.while}. Operand 0 (an {@code i1}) decides
 * whether the loop goes on to the {@code after} region or ends; the other operands ({@code args}) go to the
 * {@code after} region's arguments or to the loop's results. Custom form:
 * {@code ($condition) attr-dict ($args^ : types)?}.
 */
public final class ConditionOp {
    /** The operation name. */
    public static final String NAME = "scf.condition";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR), Set.of(), new Syntax(), ConditionOp::verify, "");

    private ConditionOp() {
    }

    /** The {@code i1} deciding whether the loop goes on. */
    public static Value condition(Operation condition) {
        return condition.operand(0);
    }

    /** The values passed on: every operand but the condition. */
    public static List<Value> args(Operation condition) {
        return condition.operands().subList(1, condition.operandCount());
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.successors(0) || !c.atLeastOperands(1)
                || !c.operand(0, TypeConstraint.I1)) {
            return false;
        }
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(WhileOp.NAME)) {
            return c.fail("expects parent op '" + WhileOp.NAME + "'");
        }
        return true;
    }

    /** {@code ( $condition ) attr-dict ($args^ : type($args))?}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseLParen()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand condition = parser.parseOperand();
            return condition != null && parser.parseRParen() && parser.parseOptionalAttrDict(state)
                    && parser.resolveOperands(List.of(condition), IntegerType.of(1), state.operands)
                    && ScfSyntax.parseOptionalTypedOperands(parser, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print("(").printOperand(op.operand(0)).print(")");
            printer.printOptionalAttrDict(op.attributes(), List.of());
            ScfSyntax.printOptionalTypedOperands(printer, args(op));
        }
    }
}

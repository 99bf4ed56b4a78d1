package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The extended integer operations, two results each: {@code arith.addui_extended} (the sum and an {@code i1}-like
 * overflow bit; custom form {@code $lhs, $rhs attr-dict : type($sum), type($overflow)}), and
 * {@code arith.mulsi_extended} / {@code arith.mului_extended} (the low and high halves of the double-width
 * product; custom form {@code $lhs, $rhs attr-dict : type($lhs)}). Results are named {@code %sum, %overflow} and
 * {@code %low, %high}, as mlir-opt names them.
 */
final class ExtendedOps {
    /** {@code arith.addui_extended}. */
    static final String ADDUI = "arith.addui_extended";
    /** {@code arith.mulsi_extended}. */
    static final String MULSI = "arith.mulsi_extended";
    /** {@code arith.mului_extended}. */
    static final String MULUI = "arith.mului_extended";

    private ExtendedOps() {
    }

    static List<OpDefinition> definitions() {
        EnumSet<OpTrait> traits = EnumSet.of(OpTrait.PURE, OpTrait.COMMUTATIVE);
        return List.of(
                new OpDefinition(ADDUI, traits, Set.of(), new Syntax(true), ExtendedOps::verifyAdd, ""),
                new OpDefinition(MULSI, traits, Set.of(), new Syntax(false), ExtendedOps::verifyMul, ""),
                new OpDefinition(MULUI, traits, Set.of(), new Syntax(false), ExtendedOps::verifyMul, ""));
    }

    static boolean verifyAdd(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.counts(2, 2) && c.operands(TypeConstraint.SIGNLESS_INTEGER_LIKE)
                && c.result(0, TypeConstraint.SIGNLESS_INTEGER_LIKE) && c.result(1, TypeConstraint.BOOL_LIKE)
                && c.allTypesMatch(List.of("lhs", "rhs", "sum"),
                        List.of(op.operand(0).type(), op.operand(1).type(), op.result(0).type()))
                && c.elementwise();
    }

    static boolean verifyMul(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.counts(2, 2) && c.operands(TypeConstraint.SIGNLESS_INTEGER_LIKE)
                && c.results(TypeConstraint.SIGNLESS_INTEGER_LIKE)
                && c.allTypesMatch(List.of("lhs", "rhs", "low", "high"), List.of(op.operand(0).type(),
                        op.operand(1).type(), op.result(0).type(), op.result(1).type()))
                && c.elementwise();
    }

    /** The custom form; {@code add} selects addui_extended's two result types. */
    record Syntax(boolean add) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand lhs = parser.parseOperand();
            if (lhs == null || !parser.parseComma()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand rhs = parser.parseOperand();
            if (rhs == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            Type second = type;
            if (add) {
                if (!parser.parseComma() || (second = parser.parseType()) == null) {
                    return false;
                }
            }
            if (!parser.resolveOperands(List.of(lhs, rhs), type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            state.resultTypes.add(second);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            ArithSyntax.printAttrDict(op, printer, List.of());
            printer.print(" : ").print(op.result(0).type());
            if (add) {
                printer.print(", ").print(op.result(1).type());
            }
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), add ? "sum" : "low");
            setName.accept(op.result(1), add ? "overflow" : "high");
        }
    }
}

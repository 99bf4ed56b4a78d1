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
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The extended integer operations, two results each: {@code arith.addui_extended} (the sum and an {@code i1}-like
 * overflow bit; custom form {@code $lhs, $rhs attr-dict : type($sum), type($overflow)}), and
 * {@code arith.mulsi_extended} / {@code arith.mului_extended} (the low and high halves of the double-width
 * product; custom form {@code $lhs, $rhs attr-dict : type($lhs)}). Results are named {@code %sum, %overflow} and
 * {@code %low, %high}, as mlir-opt names them. The views ({@link #lhs}, {@link #sum}, {@link #low}, ...) take an
 * operation that must be one of these (unchecked, as ODS's getters).
 */
public final class ExtendedOps {
    /** {@code arith.addui_extended}. */
    public static final String ADDUI_EXTENDED = "arith.addui_extended";
    /** {@code arith.mulsi_extended}. */
    public static final String MULSI_EXTENDED = "arith.mulsi_extended";
    /** {@code arith.mului_extended}. */
    public static final String MULUI_EXTENDED = "arith.mului_extended";

    private ExtendedOps() {
    }

    /** The left operand. */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The right operand. */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The sum of {@code addui_extended}. */
    public static Value sum(Operation op) {
        return op.result(0);
    }

    /** The {@code i1}-like overflow bit of {@code addui_extended}. */
    public static Value overflow(Operation op) {
        return op.result(1);
    }

    /** The low half of the product of {@code mulsi_extended} and {@code mului_extended}. */
    public static Value low(Operation op) {
        return op.result(0);
    }

    /** The high half of the product of {@code mulsi_extended} and {@code mului_extended}. */
    public static Value high(Operation op) {
        return op.result(1);
    }

    static List<OpDefinition> definitions() {
        EnumSet<OpTrait> traits = EnumSet.of(OpTrait.PURE, OpTrait.COMMUTATIVE);
        return List.of(
                new OpDefinition(ADDUI_EXTENDED, traits, Set.of(), new Syntax(true), ExtendedOps::verifyAdd, ""),
                new OpDefinition(MULSI_EXTENDED, traits, Set.of(), new Syntax(false), ExtendedOps::verifyMul, ""),
                new OpDefinition(MULUI_EXTENDED, traits, Set.of(), new Syntax(false), ExtendedOps::verifyMul, ""));
    }

    static boolean verifyAdd(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.counts(2, 2) && c.operands(TypeConstraint.SIGNLESS_INTEGER_LIKE)
                && c.result(0, TypeConstraint.SIGNLESS_INTEGER_LIKE) && c.result(1, TypeConstraint.BOOL_LIKE)
                && c.allTypesMatch(List.of("lhs", "rhs", "sum"),
                        List.of(lhs(op).type(), rhs(op).type(), sum(op).type()))
                && c.elementwise();
    }

    static boolean verifyMul(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        return c.counts(2, 2) && c.operands(TypeConstraint.SIGNLESS_INTEGER_LIKE)
                && c.results(TypeConstraint.SIGNLESS_INTEGER_LIKE)
                && c.allTypesMatch(List.of("lhs", "rhs", "low", "high"), List.of(lhs(op).type(),
                        rhs(op).type(), low(op).type(), high(op).type()))
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

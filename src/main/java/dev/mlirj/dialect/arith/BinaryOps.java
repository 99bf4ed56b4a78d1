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
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The element-wise binary operations, one table row each: integer ones ({@code arith.addi} ... {@code arith.minui},
 * on signless integers or index) and floating-point ones ({@code arith.addf} ... {@code arith.minnumf}). All take
 * two operands of the result's type. Custom form: {@code $lhs, $rhs (overflow<..> | fastmath<..>)? attr-dict :
 * type}; the flags group is printed only when not {@code none}, but always stored ({@code none} by default), as MLIR
 * does for its default-valued attributes.
 */
final class BinaryOps {
    private BinaryOps() {
    }

    /**
     * One binary operation.
     *
     * @param mnemonic    the name after {@code arith.}
     * @param operands    the operand and result constraint
     * @param flags       its flag group
     * @param pure        whether it has no undefined behaviour (divisions by zero have)
     * @param commutative whether its operands commute
     */
    record Row(String mnemonic, TypeConstraint operands, ArithSyntax.Flags flags, boolean pure,
               boolean commutative) {
        OpDefinition definition() {
            EnumSet<OpTrait> traits = EnumSet.of(OpTrait.SAME_OPERANDS_AND_RESULT_TYPE);
            if (pure) {
                traits.add(OpTrait.PURE);
            }
            if (commutative) {
                traits.add(OpTrait.COMMUTATIVE);
            }
            return new OpDefinition(ArithDialect.NAMESPACE + "." + mnemonic, traits, Set.copyOf(flags.attributes()),
                    new Syntax(flags), this::verify, "");
        }

        boolean verify(Operation op, DiagnosticEngine diagnostics) {
            OpChecks c = new OpChecks(op, diagnostics);
            return c.counts(2, 1) && flags.verify(c) && c.operands(operands) && c.result(0, operands)
                    && c.elementwise();
        }
    }

    private static Row integer(String mnemonic, boolean overflow, boolean pure, boolean commutative) {
        return new Row(mnemonic, TypeConstraint.SIGNLESS_INTEGER_LIKE,
                overflow ? ArithSyntax.Flags.OVERFLOW : ArithSyntax.Flags.NONE, pure, commutative);
    }

    private static Row floating(String mnemonic, boolean commutative) {
        return new Row(mnemonic, TypeConstraint.FLOAT_LIKE, ArithSyntax.Flags.FASTMATH, true, commutative);
    }

    /** Every binary operation of the dialect. */
    static final List<Row> ROWS = List.of(
            integer("addi", true, true, true),
            integer("subi", true, true, false),
            integer("muli", true, true, true),
            integer("shli", true, true, false),
            integer("divui", false, false, false),
            integer("divsi", false, false, false),
            integer("ceildivui", false, false, false),
            integer("ceildivsi", false, false, false),
            integer("floordivsi", false, true, false),
            integer("remui", false, true, false),
            integer("remsi", false, true, false),
            integer("andi", false, true, true),
            integer("ori", false, true, true),
            integer("xori", false, true, true),
            integer("shrui", false, true, false),
            integer("shrsi", false, true, false),
            integer("maxsi", false, true, true),
            integer("maxui", false, true, true),
            integer("minsi", false, true, true),
            integer("minui", false, true, true),
            floating("addf", true),
            floating("subf", false),
            floating("mulf", true),
            floating("divf", false),
            floating("remf", false),
            floating("maximumf", true),
            floating("maxnumf", true),
            floating("minimumf", true),
            floating("minnumf", true));

    /** {@code $lhs, $rhs (flags)? attr-dict : type($result)}. */
    record Syntax(ArithSyntax.Flags flags) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand lhs = parser.parseOperand();
            if (lhs == null || !parser.parseComma()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand rhs = parser.parseOperand();
            if (rhs == null || !ArithSyntax.parseOptionalFlags(parser, state, flags)
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(lhs, rhs), type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            ArithSyntax.addDefaultFlags(state, flags);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            ArithSyntax.printFlags(op, printer, flags);
            ArithSyntax.printAttrDict(op, printer, flags.attributes());
            printer.print(" : ").print(op.result(0).type());
        }
    }
}

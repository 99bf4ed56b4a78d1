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
 * The element-wise binary operations, one table row each: integer ones ({@code arith.addi} ... {@code arith.minui},
 * on signless integers or index) and floating-point ones ({@code arith.addf} ... {@code arith.minnumf}). All take
 * two operands of the result's type. Custom form: {@code $lhs, $rhs (overflow<..> | fastmath<..>)? attr-dict :
 * type}; the flags group is printed only when not {@code none}, but always stored ({@code none} by default), as MLIR
 * does for its default-valued attributes. The views ({@link #lhs}, {@link #rhs}, ...) take an operation that must be
 * one of these (unchecked, as ODS's getters).
 */
public final class BinaryOps {
    /** {@code arith.addi}. */
    public static final String ADDI = "arith.addi";
    /** {@code arith.subi}. */
    public static final String SUBI = "arith.subi";
    /** {@code arith.muli}. */
    public static final String MULI = "arith.muli";
    /** {@code arith.shli}. */
    public static final String SHLI = "arith.shli";
    /** {@code arith.divui}. */
    public static final String DIVUI = "arith.divui";
    /** {@code arith.divsi}. */
    public static final String DIVSI = "arith.divsi";
    /** {@code arith.ceildivui}. */
    public static final String CEILDIVUI = "arith.ceildivui";
    /** {@code arith.ceildivsi}. */
    public static final String CEILDIVSI = "arith.ceildivsi";
    /** {@code arith.floordivsi}. */
    public static final String FLOORDIVSI = "arith.floordivsi";
    /** {@code arith.remui}. */
    public static final String REMUI = "arith.remui";
    /** {@code arith.remsi}. */
    public static final String REMSI = "arith.remsi";
    /** {@code arith.andi}. */
    public static final String ANDI = "arith.andi";
    /** {@code arith.ori}. */
    public static final String ORI = "arith.ori";
    /** {@code arith.xori}. */
    public static final String XORI = "arith.xori";
    /** {@code arith.shrui}. */
    public static final String SHRUI = "arith.shrui";
    /** {@code arith.shrsi}. */
    public static final String SHRSI = "arith.shrsi";
    /** {@code arith.maxsi}. */
    public static final String MAXSI = "arith.maxsi";
    /** {@code arith.maxui}. */
    public static final String MAXUI = "arith.maxui";
    /** {@code arith.minsi}. */
    public static final String MINSI = "arith.minsi";
    /** {@code arith.minui}. */
    public static final String MINUI = "arith.minui";
    /** {@code arith.addf}. */
    public static final String ADDF = "arith.addf";
    /** {@code arith.subf}. */
    public static final String SUBF = "arith.subf";
    /** {@code arith.mulf}. */
    public static final String MULF = "arith.mulf";
    /** {@code arith.divf}. */
    public static final String DIVF = "arith.divf";
    /** {@code arith.remf}. */
    public static final String REMF = "arith.remf";
    /** {@code arith.maximumf}. */
    public static final String MAXIMUMF = "arith.maximumf";
    /** {@code arith.maxnumf}. */
    public static final String MAXNUMF = "arith.maxnumf";
    /** {@code arith.minimumf}. */
    public static final String MINIMUMF = "arith.minimumf";
    /** {@code arith.minnumf}. */
    public static final String MINNUMF = "arith.minnumf";

    /** The property holding an integer operation's {@link IntegerOverflowFlagsAttr}. */
    public static final String OVERFLOW_FLAGS = ArithSyntax.OVERFLOW_FLAGS;
    /** The property holding a floating-point operation's {@link FastMathFlagsAttr}. */
    public static final String FASTMATH = ArithSyntax.FASTMATH_ATTR;

    private BinaryOps() {
    }

    /** The left operand. */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The right operand. */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    /** The overflow flags of {@code addi subi muli shli}; {@code none} when absent or for the others. */
    public static IntegerOverflowFlagsAttr overflowFlags(Operation op) {
        return op.properties().get(OVERFLOW_FLAGS) instanceof IntegerOverflowFlagsAttr f
                ? f : IntegerOverflowFlagsAttr.NONE;
    }

    /** The fast-math flags of a floating-point operation; {@code none} when absent or for the integer ones. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return FastMathSyntax.flags(op);
    }

    /**
     * One binary operation.
     *
     * @param name        the operation name, one of the constants above
     * @param operands    the operand and result constraint
     * @param flags       its flag group
     * @param pure        whether it has no undefined behaviour (divisions by zero have)
     * @param commutative whether its operands commute
     */
    record Row(String name, TypeConstraint operands, ArithSyntax.Flags flags, boolean pure,
               boolean commutative) {
        OpDefinition definition() {
            EnumSet<OpTrait> traits = EnumSet.of(OpTrait.SAME_OPERANDS_AND_RESULT_TYPE);
            if (pure) {
                traits.add(OpTrait.PURE);
            }
            if (commutative) {
                traits.add(OpTrait.COMMUTATIVE);
            }
            return new OpDefinition(name, traits, Set.copyOf(flags.attributes()),
                    new Syntax(flags), this::verify, "");
        }

        boolean verify(Operation op, DiagnosticEngine diagnostics) {
            OpChecks c = new OpChecks(op, diagnostics);
            return c.counts(2, 1) && flags.verify(c) && c.operands(operands) && c.result(0, operands)
                    && c.elementwise();
        }
    }

    private static Row integer(String name, boolean overflow, boolean pure, boolean commutative) {
        return new Row(name, TypeConstraint.SIGNLESS_INTEGER_LIKE,
                overflow ? ArithSyntax.Flags.OVERFLOW : ArithSyntax.Flags.NONE, pure, commutative);
    }

    private static Row floating(String name, boolean commutative) {
        return new Row(name, TypeConstraint.FLOAT_LIKE, ArithSyntax.Flags.FASTMATH, true, commutative);
    }

    /** Every binary operation of the dialect. */
    static final List<Row> ROWS = List.of(
            integer(ADDI, true, true, true),
            integer(SUBI, true, true, false),
            integer(MULI, true, true, true),
            integer(SHLI, true, true, false),
            integer(DIVUI, false, false, false),
            integer(DIVSI, false, false, false),
            integer(CEILDIVUI, false, false, false),
            integer(CEILDIVSI, false, false, false),
            integer(FLOORDIVSI, false, true, false),
            integer(REMUI, false, true, false),
            integer(REMSI, false, true, false),
            integer(ANDI, false, true, true),
            integer(ORI, false, true, true),
            integer(XORI, false, true, true),
            integer(SHRUI, false, true, false),
            integer(SHRSI, false, true, false),
            integer(MAXSI, false, true, true),
            integer(MAXUI, false, true, true),
            integer(MINSI, false, true, true),
            integer(MINUI, false, true, true),
            floating(ADDF, true),
            floating(SUBF, false),
            floating(MULF, true),
            floating(DIVF, false),
            floating(REMF, false),
            floating(MAXIMUMF, true),
            floating(MAXNUMF, true),
            floating(MINIMUMF, true),
            floating(MINNUMF, true));

    /** The row of the operation {@code name}, or null. */
    static Row row(String name) {
        for (Row r : ROWS) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        return null;
    }

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

package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code arith.cmpi} and {@code arith.cmpf}: compare two values of one type element-wise, yielding {@code i1} of the
 * same shape. The predicate is stored as an {@code i64} integer attribute ({@link CmpIPredicate},
 * {@link CmpFPredicate}) and written as a keyword (or a string) in the custom form:
 * {@code $predicate, $lhs, $rhs (fastmath<..>)? attr-dict : type($lhs)}; only {@code cmpf} has fast-math flags.
 * The views ({@link #lhs}, {@link #rhs}, ...) take an operation that must be one of the two (unchecked, as ODS's
 * getters).
 */
public final class CmpOps {
    /** {@code arith.cmpi}. */
    public static final String CMPI = "arith.cmpi";
    /** {@code arith.cmpf}. */
    public static final String CMPF = "arith.cmpf";

    /** The inherent attribute holding the predicate. */
    public static final String PREDICATE = "predicate";
    /** The inherent attribute holding the {@link FastMathFlagsAttr} of {@code cmpf}. */
    public static final String FASTMATH = ArithSyntax.FASTMATH_ATTR;

    private CmpOps() {
    }

    /** The left operand. */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The right operand. */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The {@code i1}-like result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    /** The predicate of {@code cmpi}; null when the attribute is missing or out of range. */
    public static CmpIPredicate cmpiPredicate(Operation op) {
        return CmpIPredicate.fromValue(ArithSyntax.enumValue(op.properties().get(PREDICATE)));
    }

    /** The predicate of {@code cmpf}; null when the attribute is missing or out of range. */
    public static CmpFPredicate cmpfPredicate(Operation op) {
        return CmpFPredicate.fromValue(ArithSyntax.enumValue(op.properties().get(PREDICATE)));
    }

    /** The fast-math flags of {@code cmpf}; {@code none} when absent or for {@code cmpi}. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return FastMathSyntax.flags(op);
    }

    /**
     * One comparison.
     *
     * @param name     the operation name
     * @param operands the operand constraint
     * @param keywords the predicates' keywords, by value
     * @param flags    the fast-math group of {@code cmpf}
     */
    record Row(String name, TypeConstraint operands, List<String> keywords, ArithSyntax.Flags flags) {
        OpDefinition definition() {
            List<String> inherent = new ArrayList<>(flags.attributes());
            inherent.add(PREDICATE);
            return new OpDefinition(name, EnumSet.of(OpTrait.PURE),
                    Set.copyOf(inherent), new Syntax(this), this::verify, "");
        }

        boolean verify(Operation op, DiagnosticEngine diagnostics) {
            OpChecks c = new OpChecks(op, diagnostics);
            if (!c.counts(2, 1) || !c.enumAttr(PREDICATE, true, 64, keywords.size(), null) || !flags.verify(c)
                    || !c.operands(operands) || !c.result(0, TypeConstraint.BOOL_LIKE) || !c.sameTypeOperands()) {
                return false;
            }
            if (!result(op).type().equals(ArithTypes.i1SameShape(lhs(op).type()))) {
                return c.predicate("result type has i1 element type and same shape as operands");
            }
            return c.elementwise();
        }
    }

    /** The table row of {@code arith.cmpi}. */
    static final Row CMPI_ROW = new Row(CMPI, TypeConstraint.SIGNLESS_INTEGER_LIKE,
            Arrays.stream(CmpIPredicate.values()).map(CmpIPredicate::keyword).toList(), ArithSyntax.Flags.NONE);
    /** The table row of {@code arith.cmpf}. */
    static final Row CMPF_ROW = new Row(CMPF, TypeConstraint.FLOAT_LIKE,
            Arrays.stream(CmpFPredicate.values()).map(CmpFPredicate::keyword).toList(), ArithSyntax.Flags.FASTMATH);

    /** {@code $predicate, $lhs, $rhs (fastmath<..>)? attr-dict : type($lhs)}. */
    record Syntax(Row row) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Integer predicate = ArithSyntax.parseOptionalEnumCase(parser, row.keywords(), PREDICATE);
            if (predicate == null) {
                return false;
            }
            if (predicate == -1) {
                return parser.emitError("expected string or keyword containing one of the following "
                        + "enum values for attribute 'predicate' [" + String.join(", ", row.keywords()) + "]");
            }
            if (predicate >= 0) {
                state.properties.put(PREDICATE, IntegerAttr.of(IntegerType.of(64), predicate));
            }
            if (!parser.parseComma()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand lhs = parser.parseOperand();
            if (lhs == null || !parser.parseComma()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand rhs = parser.parseOperand();
            if (rhs == null || !ArithSyntax.parseOptionalFlags(parser, state, row.flags())
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(lhs, rhs), type, state.operands)) {
                return false;
            }
            state.resultTypes.add(ArithTypes.i1SameShape(type));
            ArithSyntax.addDefaultFlags(state, row.flags());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            List<String> shown = new ArrayList<>(row.flags().attributes());
            printer.print(" ");
            Attribute p = op.properties().get(PREDICATE);
            if (p instanceof IntegerAttr a && a.value().signum() >= 0 && a.value().compareTo(
                    java.math.BigInteger.valueOf(row.keywords().size())) < 0) {
                printer.print(row.keywords().get(a.value().intValue()) + ", ");
                shown.add(PREDICATE);
            }
            printer.printOperands(op.operands());
            ArithSyntax.printFlags(op, printer, row.flags());
            ArithSyntax.printAttrDict(op, printer, shown);
            printer.print(" : ").print(lhs(op).type());
        }
    }
}

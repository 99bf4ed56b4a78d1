package dev.mlirj.dialect.math;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.FastMathSyntax;
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
 * Every operation of MLIR 19's math dialect, one table row each. All are pure and element-wise on scalars, vectors
 * and tensors. The floating-point ones carry a {@code fastmath} property ({@code #arith.fastmath<...>}, stored
 * always, {@code none} by default) and print it as {@code fastmath<...>} when set; the integer ones have none.
 * Custom forms: {@code $a (, $b (, $c)?)? (fastmath<..>)? attr-dict : type}, and for {@code fpowi}
 * {@code $lhs, $rhs (fastmath<..>)? attr-dict : type($lhs), type($rhs)}.
 */
final class MathOps {
    private MathOps() {
    }

    /** The operand pattern of an operation. */
    enum Kind {
        /** One float-like operand, same-typed result, fast-math flags. */
        FLOAT_UNARY(1, TypeConstraint.FLOAT_LIKE, true),
        /** Two float-like operands, same-typed result, fast-math flags. */
        FLOAT_BINARY(2, TypeConstraint.FLOAT_LIKE, true),
        /** Three float-like operands, same-typed result, fast-math flags ({@code fma}). */
        FLOAT_TERNARY(3, TypeConstraint.FLOAT_LIKE, true),
        /** One signless-integer-like operand, same-typed result. */
        INTEGER_UNARY(1, TypeConstraint.SIGNLESS_INTEGER_LIKE, false),
        /** Two signless-integer-like operands, same-typed result. */
        INTEGER_BINARY(2, TypeConstraint.SIGNLESS_INTEGER_LIKE, false),
        /** A float-like base and a signless-integer-like exponent of its shape ({@code fpowi}). */
        FLOAT_INTEGER_POWER(2, TypeConstraint.FLOAT_LIKE, true);

        final int operands;
        final TypeConstraint type;
        final boolean fastmath;

        Kind(int operands, TypeConstraint type, boolean fastmath) {
            this.operands = operands;
            this.type = type;
            this.fastmath = fastmath;
        }
    }

    /**
     * One operation.
     *
     * @param mnemonic the name after {@code math.}
     * @param kind     its operands, result and flags
     */
    record Row(String mnemonic, Kind kind) {
        String name() {
            return MathDialect.NAMESPACE + "." + mnemonic;
        }

        OpDefinition definition() {
            EnumSet<OpTrait> traits = EnumSet.of(OpTrait.PURE);
            if (kind != Kind.FLOAT_INTEGER_POWER) {
                traits.add(OpTrait.SAME_OPERANDS_AND_RESULT_TYPE);
            }
            return new OpDefinition(name(), traits, kind.fastmath ? Set.of(FastMathSyntax.ATTR) : Set.of(),
                    new Syntax(kind), this::verify, "");
        }

        boolean verify(Operation op, DiagnosticEngine diagnostics) {
            OpChecks c = new OpChecks(op, diagnostics);
            if (!c.counts(kind.operands, 1) || kind.fastmath && !FastMathSyntax.verify(c)) {
                return false;
            }
            if (kind == Kind.FLOAT_INTEGER_POWER) {
                return c.operand(0, TypeConstraint.FLOAT_LIKE) && c.operand(1, TypeConstraint.SIGNLESS_INTEGER_LIKE)
                        && c.result(0, TypeConstraint.FLOAT_LIKE)
                        && c.allTypesMatch(List.of("lhs", "result"), List.of(op.operand(0).type(),
                        op.result(0).type()))
                        && c.sameOperandsAndResultShape() && c.elementwise();
            }
            for (int i = 0; i < kind.operands; i++) {
                if (!c.operand(i, kind.type)) {
                    return false;
                }
            }
            // SameOperandsAndResultType comes before Elementwise among a math operation's traits.
            return c.result(0, kind.type) && sameOperandsAndResultType(op, diagnostics) && c.elementwise();
        }

        private static boolean sameOperandsAndResultType(Operation op, DiagnosticEngine diagnostics) {
            Type type = op.result(0).type();
            for (var v : op.operands()) {
                if (!v.type().equals(type)) {
                    diagnostics.opError(op, "requires the same type for all operands and results");
                    return false;
                }
            }
            return true;
        }
    }

    private static Row row(String mnemonic, Kind kind) {
        return new Row(mnemonic, kind);
    }

    /** Every operation of the dialect, in MLIR 19's MathOps.td order. */
    static final List<Row> ROWS = List.of(
            row("absf", Kind.FLOAT_UNARY),
            row("absi", Kind.INTEGER_UNARY),
            row("acos", Kind.FLOAT_UNARY),
            row("acosh", Kind.FLOAT_UNARY),
            row("asin", Kind.FLOAT_UNARY),
            row("asinh", Kind.FLOAT_UNARY),
            row("atan", Kind.FLOAT_UNARY),
            row("atan2", Kind.FLOAT_BINARY),
            row("atanh", Kind.FLOAT_UNARY),
            row("cbrt", Kind.FLOAT_UNARY),
            row("ceil", Kind.FLOAT_UNARY),
            row("copysign", Kind.FLOAT_BINARY),
            row("cos", Kind.FLOAT_UNARY),
            row("cosh", Kind.FLOAT_UNARY),
            row("sin", Kind.FLOAT_UNARY),
            row("sinh", Kind.FLOAT_UNARY),
            row("ctlz", Kind.INTEGER_UNARY),
            row("cttz", Kind.INTEGER_UNARY),
            row("ctpop", Kind.INTEGER_UNARY),
            row("erf", Kind.FLOAT_UNARY),
            row("exp", Kind.FLOAT_UNARY),
            row("exp2", Kind.FLOAT_UNARY),
            row("expm1", Kind.FLOAT_UNARY),
            row("floor", Kind.FLOAT_UNARY),
            row("fma", Kind.FLOAT_TERNARY),
            row("ipowi", Kind.INTEGER_BINARY),
            row("log", Kind.FLOAT_UNARY),
            row("log10", Kind.FLOAT_UNARY),
            row("log1p", Kind.FLOAT_UNARY),
            row("log2", Kind.FLOAT_UNARY),
            row("powf", Kind.FLOAT_BINARY),
            row("fpowi", Kind.FLOAT_INTEGER_POWER),
            row("rsqrt", Kind.FLOAT_UNARY),
            row("sqrt", Kind.FLOAT_UNARY),
            row("tan", Kind.FLOAT_UNARY),
            row("tanh", Kind.FLOAT_UNARY),
            row("round", Kind.FLOAT_UNARY),
            row("roundeven", Kind.FLOAT_UNARY),
            row("trunc", Kind.FLOAT_UNARY));

    /** The row of {@code math.<mnemonic>}, or null. */
    static Row row(String mnemonic) {
        for (Row r : ROWS) {
            if (r.mnemonic().equals(mnemonic)) {
                return r;
            }
        }
        return null;
    }

    /** The custom form of one kind; see the class comment. */
    record Syntax(Kind kind) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList(kind.operands);
            if (operands == null || kind.fastmath && !FastMathSyntax.parseOptional(parser, state)
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            if (kind == Kind.FLOAT_INTEGER_POWER) {
                if (!parser.parseComma()) {
                    return false;
                }
                Type exponent = parser.parseType();
                if (exponent == null || !parser.resolveOperands(operands.subList(0, 1), type, state.operands)
                        || !parser.resolveOperands(operands.subList(1, 2), exponent, state.operands)) {
                    return false;
                }
            } else if (!parser.resolveOperands(operands, type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            if (kind.fastmath) {
                FastMathSyntax.addDefault(state);
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            if (kind.fastmath) {
                FastMathSyntax.print(op, printer);
                FastMathSyntax.printAttrDict(op, printer);
            } else {
                FastMathSyntax.printAttrDictWithoutFlags(op, printer);
            }
            printer.print(" : ");
            if (kind == Kind.FLOAT_INTEGER_POWER) {
                printer.print(op.operand(0).type()).print(", ").print(op.operand(1).type());
            } else {
                printer.print(op.result(0).type());
            }
        }
    }
}

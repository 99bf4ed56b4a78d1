package dev.mlirj.dialect.math;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
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
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Every operation of MLIR 19's math dialect, one table row each. All are pure and element-wise on scalars, vectors
 * and tensors. The floating-point ones carry a {@code fastmath} property ({@code #arith.fastmath<...>}, stored
 * always, {@code none} by default) and print it as {@code fastmath<...>} when set; the integer ones have none.
 * Custom forms: {@code $a (, $b (, $c)?)? (fastmath<..>)? attr-dict : type}, and for {@code fpowi}
 * {@code $lhs, $rhs (fastmath<..>)? attr-dict : type($lhs), type($rhs)}. The views ({@link #operand},
 * {@link #lhs}, {@link #fastmath}, ...) take an operation that must be one of these (unchecked, as ODS's getters).
 */
public final class MathOps {
    /** {@code math.absf}. */
    public static final String ABSF = "math.absf";
    /** {@code math.absi}. */
    public static final String ABSI = "math.absi";
    /** {@code math.acos}. */
    public static final String ACOS = "math.acos";
    /** {@code math.acosh}. */
    public static final String ACOSH = "math.acosh";
    /** {@code math.asin}. */
    public static final String ASIN = "math.asin";
    /** {@code math.asinh}. */
    public static final String ASINH = "math.asinh";
    /** {@code math.atan}. */
    public static final String ATAN = "math.atan";
    /** {@code math.atan2}. */
    public static final String ATAN2 = "math.atan2";
    /** {@code math.atanh}. */
    public static final String ATANH = "math.atanh";
    /** {@code math.cbrt}. */
    public static final String CBRT = "math.cbrt";
    /** {@code math.ceil}. */
    public static final String CEIL = "math.ceil";
    /** {@code math.copysign}. */
    public static final String COPYSIGN = "math.copysign";
    /** {@code math.cos}. */
    public static final String COS = "math.cos";
    /** {@code math.cosh}. */
    public static final String COSH = "math.cosh";
    /** {@code math.sin}. */
    public static final String SIN = "math.sin";
    /** {@code math.sinh}. */
    public static final String SINH = "math.sinh";
    /** {@code math.ctlz}. */
    public static final String CTLZ = "math.ctlz";
    /** {@code math.cttz}. */
    public static final String CTTZ = "math.cttz";
    /** {@code math.ctpop}. */
    public static final String CTPOP = "math.ctpop";
    /** {@code math.erf}. */
    public static final String ERF = "math.erf";
    /** {@code math.exp}. */
    public static final String EXP = "math.exp";
    /** {@code math.exp2}. */
    public static final String EXP2 = "math.exp2";
    /** {@code math.expm1}. */
    public static final String EXPM1 = "math.expm1";
    /** {@code math.floor}. */
    public static final String FLOOR = "math.floor";
    /** {@code math.fma}. */
    public static final String FMA = "math.fma";
    /** {@code math.ipowi}. */
    public static final String IPOWI = "math.ipowi";
    /** {@code math.log}. */
    public static final String LOG = "math.log";
    /** {@code math.log10}. */
    public static final String LOG10 = "math.log10";
    /** {@code math.log1p}. */
    public static final String LOG1P = "math.log1p";
    /** {@code math.log2}. */
    public static final String LOG2 = "math.log2";
    /** {@code math.powf}. */
    public static final String POWF = "math.powf";
    /** {@code math.fpowi}. */
    public static final String FPOWI = "math.fpowi";
    /** {@code math.rsqrt}. */
    public static final String RSQRT = "math.rsqrt";
    /** {@code math.sqrt}. */
    public static final String SQRT = "math.sqrt";
    /** {@code math.tan}. */
    public static final String TAN = "math.tan";
    /** {@code math.tanh}. */
    public static final String TANH = "math.tanh";
    /** {@code math.round}. */
    public static final String ROUND = "math.round";
    /** {@code math.roundeven}. */
    public static final String ROUNDEVEN = "math.roundeven";
    /** {@code math.trunc}. */
    public static final String TRUNC = "math.trunc";

    /** The property holding a floating-point operation's {@link FastMathFlagsAttr}. */
    public static final String FASTMATH = FastMathSyntax.ATTR;

    private MathOps() {
    }

    /** The operand of a unary operation. */
    public static Value operand(Operation op) {
        return op.operand(0);
    }

    /** The first operand of a binary operation ({@code atan2 copysign powf ipowi}; the base of {@code fpowi}). */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The second operand of a binary operation (the exponent of {@code powf}, {@code ipowi} and {@code fpowi}). */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The first factor of {@code fma}. */
    public static Value a(Operation op) {
        return op.operand(0);
    }

    /** The second factor of {@code fma}. */
    public static Value b(Operation op) {
        return op.operand(1);
    }

    /** The addend of {@code fma}. */
    public static Value c(Operation op) {
        return op.operand(2);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    /** The fast-math flags of a floating-point operation; {@code none} when absent or for the integer ones. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return FastMathSyntax.flags(op);
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
     * @param name the operation name, one of the constants above
     * @param kind its operands, result and flags
     */
    record Row(String name, Kind kind) {
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
                        && c.allTypesMatch(List.of("lhs", "result"), List.of(lhs(op).type(),
                        result(op).type()))
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

    private static Row row(String name, Kind kind) {
        return new Row(name, kind);
    }

    /** Every operation of the dialect, in MLIR 19's MathOps.td order. */
    static final List<Row> ROWS = List.of(
            row(ABSF, Kind.FLOAT_UNARY),
            row(ABSI, Kind.INTEGER_UNARY),
            row(ACOS, Kind.FLOAT_UNARY),
            row(ACOSH, Kind.FLOAT_UNARY),
            row(ASIN, Kind.FLOAT_UNARY),
            row(ASINH, Kind.FLOAT_UNARY),
            row(ATAN, Kind.FLOAT_UNARY),
            row(ATAN2, Kind.FLOAT_BINARY),
            row(ATANH, Kind.FLOAT_UNARY),
            row(CBRT, Kind.FLOAT_UNARY),
            row(CEIL, Kind.FLOAT_UNARY),
            row(COPYSIGN, Kind.FLOAT_BINARY),
            row(COS, Kind.FLOAT_UNARY),
            row(COSH, Kind.FLOAT_UNARY),
            row(SIN, Kind.FLOAT_UNARY),
            row(SINH, Kind.FLOAT_UNARY),
            row(CTLZ, Kind.INTEGER_UNARY),
            row(CTTZ, Kind.INTEGER_UNARY),
            row(CTPOP, Kind.INTEGER_UNARY),
            row(ERF, Kind.FLOAT_UNARY),
            row(EXP, Kind.FLOAT_UNARY),
            row(EXP2, Kind.FLOAT_UNARY),
            row(EXPM1, Kind.FLOAT_UNARY),
            row(FLOOR, Kind.FLOAT_UNARY),
            row(FMA, Kind.FLOAT_TERNARY),
            row(IPOWI, Kind.INTEGER_BINARY),
            row(LOG, Kind.FLOAT_UNARY),
            row(LOG10, Kind.FLOAT_UNARY),
            row(LOG1P, Kind.FLOAT_UNARY),
            row(LOG2, Kind.FLOAT_UNARY),
            row(POWF, Kind.FLOAT_BINARY),
            row(FPOWI, Kind.FLOAT_INTEGER_POWER),
            row(RSQRT, Kind.FLOAT_UNARY),
            row(SQRT, Kind.FLOAT_UNARY),
            row(TAN, Kind.FLOAT_UNARY),
            row(TANH, Kind.FLOAT_UNARY),
            row(ROUND, Kind.FLOAT_UNARY),
            row(ROUNDEVEN, Kind.FLOAT_UNARY),
            row(TRUNC, Kind.FLOAT_UNARY));

    /** The row of the operation {@code name}, or null. */
    static Row row(String name) {
        for (Row r : ROWS) {
            if (r.name().equals(name)) {
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
                printer.print(lhs(op).type()).print(", ").print(rhs(op).type());
            } else {
                printer.print(result(op).type());
            }
        }
    }
}

package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.syntax.TypePrinter;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The operations of MLIR 19's complex dialect that follow one of five patterns, one table row each (the others are
 * {@link ComplexConstantOp} and {@link ComplexBitcastOp}). All are pure. Each verifier reports mlir-opt 19's
 * messages in its order: operand counts, the {@code fastmath} property, operand and result type constraints
 * ({@code Complex<AnyFloat>}, {@code AnyFloat}, {@code I1}), the predicate traits, then
 * {@code SameOperandsAndResultType}. The views ({@link #lhs}, {@link #complex}, {@link #real}, ...) take an operation
 * that must be one of these (unchecked, as ODS's getters).
 */
public final class ComplexOps {
    /** {@code complex.abs}. */
    public static final String ABS = "complex.abs";
    /** {@code complex.add}. */
    public static final String ADD = "complex.add";
    /** {@code complex.atan2}. */
    public static final String ATAN2 = "complex.atan2";
    /** {@code complex.cos}. */
    public static final String COS = "complex.cos";
    /** {@code complex.create}. */
    public static final String CREATE = "complex.create";
    /** {@code complex.div}. */
    public static final String DIV = "complex.div";
    /** {@code complex.eq}. */
    public static final String EQ = "complex.eq";
    /** {@code complex.exp}. */
    public static final String EXP = "complex.exp";
    /** {@code complex.expm1}. */
    public static final String EXPM1 = "complex.expm1";
    /** {@code complex.im}. */
    public static final String IM = "complex.im";
    /** {@code complex.log}. */
    public static final String LOG = "complex.log";
    /** {@code complex.log1p}. */
    public static final String LOG1P = "complex.log1p";
    /** {@code complex.mul}. */
    public static final String MUL = "complex.mul";
    /** {@code complex.neg}. */
    public static final String NEG = "complex.neg";
    /** {@code complex.neq}. */
    public static final String NEQ = "complex.neq";
    /** {@code complex.pow}. */
    public static final String POW = "complex.pow";
    /** {@code complex.re}. */
    public static final String RE = "complex.re";
    /** {@code complex.rsqrt}. */
    public static final String RSQRT = "complex.rsqrt";
    /** {@code complex.sign}. */
    public static final String SIGN = "complex.sign";
    /** {@code complex.sin}. */
    public static final String SIN = "complex.sin";
    /** {@code complex.sqrt}. */
    public static final String SQRT = "complex.sqrt";
    /** {@code complex.sub}. */
    public static final String SUB = "complex.sub";
    /** {@code complex.tanh}. */
    public static final String TANH = "complex.tanh";
    /** {@code complex.tan}. */
    public static final String TAN = "complex.tan";
    /** {@code complex.conj}. */
    public static final String CONJ = "complex.conj";
    /** {@code complex.angle}. */
    public static final String ANGLE = "complex.angle";

    /** The property holding the {@link FastMathFlagsAttr} of the operations that have one. */
    public static final String FASTMATH = FastMathSyntax.ATTR;

    private ComplexOps() {
    }

    /** The left operand of a binary operation or comparison. */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The right operand of a binary operation or comparison. */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The complex operand of a unary operation or of {@code abs angle re im}. */
    public static Value complex(Operation op) {
        return op.operand(0);
    }

    /** The real part {@code create} takes. */
    public static Value real(Operation op) {
        return op.operand(0);
    }

    /** The imaginary part {@code create} takes. */
    public static Value imaginary(Operation op) {
        return op.operand(1);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    /** The fast-math flags; {@code none} when absent or for {@code create eq neq}. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return FastMathSyntax.flags(op);
    }

    /** The operand pattern of an operation. */
    enum Kind {
        /** {@code $lhs, $rhs (fastmath<..>)? attr-dict : type($result)}: two complex numbers to one. */
        BINARY(2, true),
        /** {@code $complex (fastmath<..>)? attr-dict : type($complex)}: a complex number to one of its type. */
        UNARY(1, true),
        /**
         * {@code $complex (fastmath<..>)? attr-dict : type($complex)}: a complex number to a float of its element
         * type ({@code abs}, {@code angle}, {@code re}, {@code im}).
         */
        PART(1, true),
        /** {@code $lhs, $rhs attr-dict : type($lhs)}: two complex numbers of one type to an {@code i1}. */
        COMPARE(2, false),
        /** {@code $real, $imaginary attr-dict : type($complex)}: two floats to a complex number. */
        CREATE(2, false);

        final int operands;
        final boolean fastmath;

        Kind(int operands, boolean fastmath) {
            this.operands = operands;
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
            if (kind == Kind.BINARY || kind == Kind.UNARY) {
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
            for (int i = 0; i < kind.operands; i++) {
                Type t = op.operand(i).type();
                if (kind == Kind.CREATE ? !(t instanceof FloatType) : !isFloatComplex(t)) {
                    return fail(op, diagnostics, "operand #" + i + " must be " + (kind == Kind.CREATE
                            ? "floating-point" : FLOAT_COMPLEX) + ", but got '" + TypePrinter.toString(t) + "'");
                }
            }
            Type result = op.result(0).type();
            boolean resultOk = switch (kind) {
                case BINARY, UNARY, CREATE -> isFloatComplex(result);
                case PART -> result instanceof FloatType;
                case COMPARE -> result.equals(IntegerType.of(1));
            };
            if (!resultOk) {
                return fail(op, diagnostics, "result #0 must be " + switch (kind) {
                    case PART -> "floating-point";
                    case COMPARE -> "1-bit signless integer";
                    default -> FLOAT_COMPLEX;
                } + ", but got '" + TypePrinter.toString(result) + "'");
            }
            return switch (kind) {
                case PART -> ((ComplexType) complex(op).type()).elementType().equals(result)
                        || fail(op, diagnostics, "failed to verify that complex element type matches result type");
                case COMPARE -> lhs(op).type().equals(rhs(op).type())
                        || fail(op, diagnostics, "failed to verify that all of {lhs, rhs} have same type");
                case CREATE -> verifyCreate(op, diagnostics);
                case BINARY, UNARY -> op.operands().stream().allMatch(v -> v.type().equals(result))
                        || fail(op, diagnostics, "requires the same type for all operands and results");
            };
        }

        private static boolean verifyCreate(Operation op, DiagnosticEngine diagnostics) {
            Type element = ((ComplexType) result(op).type()).elementType();
            if (!real(op).type().equals(imaginary(op).type())) {
                return fail(op, diagnostics, "failed to verify that all of {real, imaginary} have same type");
            }
            if (!real(op).type().equals(element)) {
                return fail(op, diagnostics, "failed to verify that complex element type matches real operand type");
            }
            return imaginary(op).type().equals(element) || fail(op, diagnostics,
                    "failed to verify that complex element type matches imaginary operand type");
        }
    }

    /** The summary of {@code Complex<AnyFloat>} in messages. */
    static final String FLOAT_COMPLEX = "complex type with floating-point elements";

    /** Whether {@code type} is {@code complex<F>} for a float type {@code F}. */
    static boolean isFloatComplex(Type type) {
        return type instanceof ComplexType c && c.elementType() instanceof FloatType;
    }

    static boolean fail(Operation op, DiagnosticEngine diagnostics, String message) {
        diagnostics.opError(op, message);
        return false;
    }

    private static Row row(String name, Kind kind) {
        return new Row(name, kind);
    }

    /** Every operation of the table, in MLIR 19's ComplexOps.td order. */
    static final List<Row> ROWS = List.of(
            row(ABS, Kind.PART),
            row(ADD, Kind.BINARY),
            row(ATAN2, Kind.BINARY),
            row(COS, Kind.UNARY),
            row(CREATE, Kind.CREATE),
            row(DIV, Kind.BINARY),
            row(EQ, Kind.COMPARE),
            row(EXP, Kind.UNARY),
            row(EXPM1, Kind.UNARY),
            row(IM, Kind.PART),
            row(LOG, Kind.UNARY),
            row(LOG1P, Kind.UNARY),
            row(MUL, Kind.BINARY),
            row(NEG, Kind.UNARY),
            row(NEQ, Kind.COMPARE),
            row(POW, Kind.BINARY),
            row(RE, Kind.PART),
            row(RSQRT, Kind.UNARY),
            row(SIGN, Kind.UNARY),
            row(SIN, Kind.UNARY),
            row(SQRT, Kind.UNARY),
            row(SUB, Kind.BINARY),
            row(TANH, Kind.UNARY),
            row(TAN, Kind.UNARY),
            row(CONJ, Kind.UNARY),
            row(ANGLE, Kind.PART));

    /** The row of the operation {@code name}, or null. */
    static Row row(String name) {
        for (Row r : ROWS) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        return null;
    }

    /**
     * Parses {@code : type} where the type must be a {@code complex<...>} (ODS's cast of a {@code Complex}
     * constrained type), reporting MLIR's {@code invalid kind of type specified} at it; null after an error.
     */
    static ComplexType parseColonComplexType(OpAsmParser parser) {
        if (!parser.parseColon()) {
            return null;
        }
        Location at = parser.location();
        Type type = parser.parseType();
        if (type == null) {
            return null;
        }
        if (!(type instanceof ComplexType complex)) {
            parser.emitError(at, "invalid kind of type specified");
            return null;
        }
        return complex;
    }

    /** The custom form of one kind; see {@link Kind}. */
    record Syntax(Kind kind) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList(kind.operands);
            if (operands == null || kind.fastmath && !FastMathSyntax.parseOptional(parser, state)
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            ComplexType type = parseColonComplexType(parser);
            if (type == null) {
                return false;
            }
            Type operandType = kind == Kind.CREATE ? type.elementType() : type;
            if (!parser.resolveOperands(operands, operandType, state.operands)) {
                return false;
            }
            state.resultTypes.add(switch (kind) {
                case BINARY, UNARY, CREATE -> type;
                case PART -> type.elementType();
                case COMPARE -> IntegerType.of(1);
            });
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
            printer.print(" : ").print(kind == Kind.CREATE ? op.result(0).type() : op.operand(0).type());
        }
    }
}

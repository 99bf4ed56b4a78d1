package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.OpChecks;
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
import dev.mlirj.syntax.TypePrinter;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The operations of MLIR 19's complex dialect that follow one of five patterns, one table row each (the others are
 * {@link ComplexConstantOp} and {@link ComplexBitcastOp}). All are pure. Each verifier reports mlir-opt 19's
 * messages in its order: operand counts, the {@code fastmath} property, operand and result type constraints
 * ({@code Complex<AnyFloat>}, {@code AnyFloat}, {@code I1}), the predicate traits, then
 * {@code SameOperandsAndResultType}.
 */
final class ComplexOps {
    private ComplexOps() {
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
     * @param mnemonic the name after {@code complex.}
     * @param kind     its operands, result and flags
     */
    record Row(String mnemonic, Kind kind) {
        String name() {
            return ComplexDialect.NAMESPACE + "." + mnemonic;
        }

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
                case PART -> ((ComplexType) op.operand(0).type()).elementType().equals(result)
                        || fail(op, diagnostics, "failed to verify that complex element type matches result type");
                case COMPARE -> op.operand(0).type().equals(op.operand(1).type())
                        || fail(op, diagnostics, "failed to verify that all of {lhs, rhs} have same type");
                case CREATE -> verifyCreate(op, diagnostics);
                case BINARY, UNARY -> op.operands().stream().allMatch(v -> v.type().equals(result))
                        || fail(op, diagnostics, "requires the same type for all operands and results");
            };
        }

        private static boolean verifyCreate(Operation op, DiagnosticEngine diagnostics) {
            Type element = ((ComplexType) op.result(0).type()).elementType();
            if (!op.operand(0).type().equals(op.operand(1).type())) {
                return fail(op, diagnostics, "failed to verify that all of {real, imaginary} have same type");
            }
            if (!op.operand(0).type().equals(element)) {
                return fail(op, diagnostics, "failed to verify that complex element type matches real operand type");
            }
            return op.operand(1).type().equals(element) || fail(op, diagnostics,
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

    private static Row row(String mnemonic, Kind kind) {
        return new Row(mnemonic, kind);
    }

    /** Every operation of the table, in MLIR 19's ComplexOps.td order. */
    static final List<Row> ROWS = List.of(
            row("abs", Kind.PART),
            row("add", Kind.BINARY),
            row("atan2", Kind.BINARY),
            row("cos", Kind.UNARY),
            row("create", Kind.CREATE),
            row("div", Kind.BINARY),
            row("eq", Kind.COMPARE),
            row("exp", Kind.UNARY),
            row("expm1", Kind.UNARY),
            row("im", Kind.PART),
            row("log", Kind.UNARY),
            row("log1p", Kind.UNARY),
            row("mul", Kind.BINARY),
            row("neg", Kind.UNARY),
            row("neq", Kind.COMPARE),
            row("pow", Kind.BINARY),
            row("re", Kind.PART),
            row("rsqrt", Kind.UNARY),
            row("sign", Kind.UNARY),
            row("sin", Kind.UNARY),
            row("sqrt", Kind.UNARY),
            row("sub", Kind.BINARY),
            row("tanh", Kind.UNARY),
            row("tan", Kind.UNARY),
            row("conj", Kind.UNARY),
            row("angle", Kind.PART));

    /** The row of {@code complex.<mnemonic>}, or null. */
    static Row row(String mnemonic) {
        for (Row r : ROWS) {
            if (r.mnemonic().equals(mnemonic)) {
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
            if (operands == null || kind.fastmath && !FastMathSyntax.parseOptional(parser, state) || !parser.parseOptionalAttrDict(state)) {
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

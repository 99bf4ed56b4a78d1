package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
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
import dev.mlirj.syntax.TypePrinter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The conversion operations, one table row each: integer extension and truncation, float extension and
 * truncation, int-to-float and float-to-int, index casts and bitcast. Each takes one value and yields one of the
 * same shape (element-wise on vectors and tensors; index casts and bitcast also on memrefs). Custom form:
 * {@code $in (roundingmode)? (fastmath<..>)? attr-dict : type($in) to type($out)}, the rounding mode only on
 * {@code truncf}, fast-math flags on {@code extf} and {@code truncf} (stored only when written). The views
 * ({@link #in}, {@link #out}, ...) take an operation that must be one of these (unchecked, as ODS's getters).
 */
public final class CastOps {
    /** {@code arith.extui}. */
    public static final String EXTUI = "arith.extui";
    /** {@code arith.extsi}. */
    public static final String EXTSI = "arith.extsi";
    /** {@code arith.trunci}. */
    public static final String TRUNCI = "arith.trunci";
    /** {@code arith.extf}. */
    public static final String EXTF = "arith.extf";
    /** {@code arith.truncf}. */
    public static final String TRUNCF = "arith.truncf";
    /** {@code arith.uitofp}. */
    public static final String UITOFP = "arith.uitofp";
    /** {@code arith.sitofp}. */
    public static final String SITOFP = "arith.sitofp";
    /** {@code arith.fptoui}. */
    public static final String FPTOUI = "arith.fptoui";
    /** {@code arith.fptosi}. */
    public static final String FPTOSI = "arith.fptosi";
    /** {@code arith.index_cast}. */
    public static final String INDEX_CAST = "arith.index_cast";
    /** {@code arith.index_castui}. */
    public static final String INDEX_CASTUI = "arith.index_castui";
    /** {@code arith.bitcast}. */
    public static final String BITCAST = "arith.bitcast";

    /** The inherent attribute holding {@code truncf}'s {@link RoundingMode}. */
    public static final String ROUNDING_MODE = "roundingmode";
    /** The inherent attribute holding the {@link FastMathFlagsAttr} of {@code extf} and {@code truncf}. */
    public static final String FASTMATH = ArithSyntax.FASTMATH_ATTR;

    private CastOps() {
    }

    /** The value cast. */
    public static Value in(Operation op) {
        return op.operand(0);
    }

    /** The result. */
    public static Value out(Operation op) {
        return op.result(0);
    }

    /** The rounding mode of {@code truncf}; null when absent (to nearest even) or for the other casts. */
    public static RoundingMode roundingmode(Operation op) {
        return RoundingMode.fromValue(ArithSyntax.enumValue(op.properties().get(ROUNDING_MODE)));
    }

    /** The fast-math flags of {@code extf} and {@code truncf}; null when absent or for the other casts. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return op.properties().get(FASTMATH) instanceof FastMathFlagsAttr f ? f : null;
    }

    /**
     * One cast.
     *
     * @param name       the operation name, one of the constants above
     * @param from       the operand constraint
     * @param to         the result constraint
     * @param compatible MLIR's {@code areCastCompatible} on the element types (shapes are checked before)
     * @param flags      the fast-math group, if any
     * @param rounding   whether it takes a rounding mode
     */
    record Row(String name, TypeConstraint from, TypeConstraint to,
               BiPredicate<Type, Type> compatible, ArithSyntax.Flags flags, boolean rounding) {
        OpDefinition definition() {
            List<String> inherent = new ArrayList<>(flags.attributes());
            if (rounding) {
                inherent.add(ROUNDING_MODE);
            }
            return new OpDefinition(name(), EnumSet.of(OpTrait.PURE), Set.copyOf(inherent), new Syntax(this),
                    this::verify, "");
        }

        boolean verify(Operation op, DiagnosticEngine diagnostics) {
            OpChecks c = new OpChecks(op, diagnostics);
            if (!c.counts(1, 1) || rounding && !c.enumAttr(ROUNDING_MODE, false, 32, RoundingMode.values().length,
                    "Floating point rounding mode") || !flags.verify(c)
                    || !c.operand(0, from) || !c.result(0, to)) {
                return false;
            }
            Type in = in(op).type();
            Type out = out(op).type();
            if (!ArithTypes.sameTensorDims(in, out)) {
                return c.predicate("input and output have the same tensor dimensions");
            }
            if (!c.sameOperandsAndResultShape()) {
                return false;
            }
            if (!compatible.test(ArithTypes.elementTypeOrSelf(in), ArithTypes.elementTypeOrSelf(out))) {
                return c.fail("operand type '" + TypePrinter.toString(in) + "' and result type '"
                        + TypePrinter.toString(out) + "' are cast incompatible");
            }
            return c.elementwise();
        }
    }

    private static boolean widens(Type in, Type out, Class<? extends Type> kind) {
        return kind.isInstance(in) && kind.isInstance(out)
                && ArithTypes.elementWidth(out) > ArithTypes.elementWidth(in);
    }

    private static boolean isInt(Type t) {
        return t instanceof IntegerType;
    }

    private static boolean isFloat(Type t) {
        return t instanceof FloatType;
    }

    /** Index to a signless integer or back: the element types of {@code index_cast} and {@code index_castui}. */
    private static boolean indexCastable(Type in, Type out) {
        return in instanceof IndexType && TypeConstraint.isSignlessInteger(out)
                || TypeConstraint.isSignlessInteger(in) && out instanceof IndexType;
    }

    /** Same bit width, integers and floats mixed freely; index only to index. */
    private static boolean bitcastable(Type in, Type out) {
        if (in instanceof IndexType || out instanceof IndexType) {
            return in.equals(out);
        }
        return (isInt(in) || isFloat(in)) && (isInt(out) || isFloat(out))
                && ArithTypes.elementWidth(in) == ArithTypes.elementWidth(out);
    }

    private static Row row(String name, TypeConstraint from, TypeConstraint to,
                           BiPredicate<Type, Type> compatible) {
        return new Row(name, from, to, compatible, ArithSyntax.Flags.NONE, false);
    }

    private static final TypeConstraint INT = TypeConstraint.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
    private static final TypeConstraint FLOAT = TypeConstraint.FLOAT_LIKE;

    /** Every cast of the dialect. */
    static final List<Row> ROWS = List.of(
            row(EXTUI, INT, INT, (a, b) -> widens(a, b, IntegerType.class)),
            row(EXTSI, INT, INT, (a, b) -> widens(a, b, IntegerType.class)),
            row(TRUNCI, INT, INT, (a, b) -> widens(b, a, IntegerType.class)),
            new Row(EXTF, FLOAT, FLOAT, (a, b) -> widens(a, b, FloatType.class),
                    ArithSyntax.Flags.OPTIONAL_FASTMATH, false),
            new Row(TRUNCF, FLOAT, FLOAT, (a, b) -> widens(b, a, FloatType.class),
                    ArithSyntax.Flags.OPTIONAL_FASTMATH, true),
            row(UITOFP, INT, FLOAT, (a, b) -> isInt(a) && isFloat(b)),
            row(SITOFP, INT, FLOAT, (a, b) -> isInt(a) && isFloat(b)),
            row(FPTOUI, FLOAT, INT, (a, b) -> isFloat(a) && isInt(b)),
            row(FPTOSI, FLOAT, INT, (a, b) -> isFloat(a) && isInt(b)),
            row(INDEX_CAST, ArithTypes.INDEX_CASTABLE, ArithTypes.INDEX_CASTABLE, CastOps::indexCastable),
            row(INDEX_CASTUI, ArithTypes.INDEX_CASTABLE, ArithTypes.INDEX_CASTABLE, CastOps::indexCastable),
            row(BITCAST, ArithTypes.BITCASTABLE, ArithTypes.BITCASTABLE, CastOps::bitcastable));

    /** Whether {@code name} is one of the casts. */
    static boolean isCast(String name) {
        return ROWS.stream().anyMatch(r -> r.name().equals(name));
    }

    private static final List<String> ROUNDING_KEYWORDS = java.util.Arrays.stream(RoundingMode.values())
            .map(RoundingMode::keyword).toList();

    /** {@code $in (roundingmode)? (fastmath<..>)? attr-dict : type($in) to type($out)}. */
    record Syntax(Row row) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand in = parser.parseOperand();
            if (in == null) {
                return false;
            }
            if (row.rounding()) {
                Integer mode = ArithSyntax.parseOptionalEnumCase(parser, ROUNDING_KEYWORDS, ROUNDING_MODE);
                if (mode == null) {
                    return false;
                }
                if (mode >= 0) {
                    state.properties.put(ROUNDING_MODE, IntegerAttr.of(IntegerType.of(32), mode));
                }
            }
            if (!ArithSyntax.parseOptionalFlags(parser, state, row.flags()) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type from = parser.parseColonType();
            if (from == null || !ArithSyntax.keyword(parser, "to")) {
                return false;
            }
            Type to = parser.parseType();
            if (to == null || !parser.resolveOperands(List.of(in), from, state.operands)) {
                return false;
            }
            state.resultTypes.add(to);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(in(op));
            List<String> shown = new ArrayList<>(row.flags().attributes());
            if (row.rounding() && roundingmode(op) instanceof RoundingMode mode) {
                printer.print(" " + mode.keyword());
                shown.add(ROUNDING_MODE);
            }
            ArithSyntax.printFlags(op, printer, row.flags());
            ArithSyntax.printAttrDict(op, printer, shown);
            printer.print(" : ").print(in(op).type()).print(" to ").print(out(op).type());
        }
    }
}

package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DenseResourceElementsAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.NoneType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.syntax.TypePrinter;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code arith.constant}: an integer, float, or dense vector or tensor constant, held in the {@code value} attribute,
 * whose type is the result's. Custom form: {@code attr-dict $value} ({@code arith.constant 42 : i32},
 * {@code arith.constant true}). The result is named after the value, as mlir-opt names it: {@code %true} and
 * {@code %false} for {@code i1}, {@code %c42} for an index, {@code %c-1_i32} for other integers (the value read
 * as signed), {@code %cst} for everything else. The views take an operation that must be an {@code arith.constant}
 * (unchecked, as ODS's getters).
 */
public final class ConstantOp {
    /** The operation name. */
    public static final String NAME = "arith.constant";
    /** The inherent attribute holding the value. */
    public static final String VALUE = "value";

    private ConstantOp() {
    }

    /** The value: a typed attribute of the result's type. */
    public static Attribute value(Operation op) {
        return op.properties().get(VALUE);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, EnumSet.of(OpTrait.PURE, OpTrait.CONSTANT_LIKE), Set.of(VALUE), new Syntax(),
                ConstantOp::verify, "");
    }

    /**
     * The type of a typed attribute (MLIR's {@code TypedAttr}): integers, floats, dense elements and strings (typed
     * {@code none} when written without one); null for the others.
     */
    static Type typeOf(Attribute a) {
        return switch (a) {
            case IntegerAttr i -> i.type();
            case FloatAttr f -> f.type();
            case DenseElementsAttr d -> d.type();
            case DenseResourceElementsAttr d -> d.type();
            case StringAttr s -> s.type() != null ? s.type() : NoneType.INSTANCE;
            case null, default -> null;
        };
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.counts(0, 1) || !c.attr(VALUE, true, a -> typeOf(a) != null, "TypedAttr instance")) {
            return false;
        }
        Attribute value = value(op);
        Type valueType = typeOf(value);
        Type type = result(op).type();
        if (!c.allTypesMatch(List.of("value", "result"), List.of(valueType, type))) {
            return false;
        }
        if (type instanceof IntegerType i && i.signedness() != IntegerType.Signedness.SIGNLESS) {
            return c.fail("integer return type must be signless");
        }
        if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof DenseElementsAttr
                || value instanceof DenseResourceElementsAttr)) {
            return c.fail("value must be an integer, float, or elements attribute");
        }
        if (type instanceof VectorType v && v.isScalable() && !(value instanceof DenseElementsAttr d && d.splat())) {
            // mlir-opt 19's wording, typo included.
            return c.fail("intializing scalable vectors with elements attribute is not supported unless it's a "
                    + "vector splat");
        }
        return true;
    }

    /** The name mlir-opt gives a constant of {@code value}. */
    static String nameHint(Attribute value) {
        if (!(value instanceof IntegerAttr i)) {
            return "cst";
        }
        if (i.type() instanceof IntegerType t && t.width() == 1) {
            return i.value().signum() != 0 ? "true" : "false";
        }
        if (!(i.type() instanceof IntegerType t)) {
            return "c" + i.value();
        }
        BigInteger v = i.value();
        if (v.testBit(t.width() - 1) && v.signum() > 0) {
            v = v.subtract(BigInteger.ONE.shiftLeft(t.width()));
        }
        return "c" + v + "_" + TypePrinter.toString(t);
    }

    /** {@code attr-dict $value}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            dev.mlirj.ir.Location at = parser.location();
            Attribute value = parser.parseAttribute();
            if (value == null) {
                return false;
            }
            Type type = typeOf(value);
            if (type == null) {
                return parser.emitError(at, "invalid kind of attribute specified");
            }
            state.properties.putIfAbsent(VALUE, value);
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            ArithSyntax.printAttrDict(op, printer, List.of(VALUE));
            printer.print(" ").print(value(op));
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), nameHint(value(op)));
        }
    }
}

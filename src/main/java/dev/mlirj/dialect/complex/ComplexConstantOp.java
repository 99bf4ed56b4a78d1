package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
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
import dev.mlirj.syntax.TypePrinter;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code %cst = complex.constant [1.0 : f32, -2.0 : f32] : complex<f32>}: a complex constant whose {@code value}
 * property is an array of the real and imaginary parts, typed attributes of the complex type's element type.
 * Results are named {@code %cst}. The views take an operation that must be a {@code complex.constant}
 * (unchecked, as ODS's getters).
 */
public final class ComplexConstantOp {
    /** The operation name. */
    public static final String NAME = "complex.constant";
    /** The property holding the parts. */
    public static final String VALUE = "value";

    /** ODS's {@code AnyComplex}. */
    private static final TypeConstraint COMPLEX = new TypeConstraint("complex-type", t -> t instanceof ComplexType);

    private ComplexConstantOp() {
    }

    /** The parts: an array of the real and the imaginary part; null when the property is not an array. */
    public static ArrayAttr value(Operation op) {
        return op.properties().get(VALUE) instanceof ArrayAttr a ? a : null;
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, EnumSet.of(OpTrait.PURE, OpTrait.CONSTANT_LIKE), Set.of(VALUE), new Syntax(),
                ComplexConstantOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.counts(0, 1) || !c.attr(VALUE, true, a -> a instanceof ArrayAttr, "array attribute")
                || !c.result(0, COMPLEX)) {
            return false;
        }
        ArrayAttr array = value(op);
        ComplexType complex = (ComplexType) result(op).type();
        if (array.elements().size() != 2) {
            return ComplexOps.fail(op, diagnostics,
                    "requires 'value' to be a complex constant, represented as array of two values");
        }
        Type re = partType(array.elements().get(0));
        Type im = partType(array.elements().get(1));
        if (re == null || im == null) {
            return ComplexOps.fail(op, diagnostics, "requires attribute's elements to be float or integer attributes");
        }
        Type element = complex.elementType();
        if (!element.equals(re) || !element.equals(im)) {
            return ComplexOps.fail(op, diagnostics, "requires attribute's element types ('" + TypePrinter.toString(re)
                    + "', '" + TypePrinter.toString(im) + "') to match the element type of the op's return type ('"
                    + TypePrinter.toString(element) + "')");
        }
        return true;
    }

    private static Type partType(Attribute part) {
        return switch (part) {
            case FloatAttr f -> f.type();
            case IntegerAttr i -> i.type();
            default -> null;
        };
    }

    /** {@code $value attr-dict : type($complex)}. */
    private record Syntax() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Location at = parser.location();
            Attribute value = parser.parseAttribute();
            if (value == null) {
                return false;
            }
            if (!(value instanceof ArrayAttr)) {
                return parser.emitError(at, "invalid kind of attribute specified");
            }
            state.properties.put(VALUE, value);
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            ComplexType type = ComplexOps.parseColonComplexType(parser);
            if (type == null) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").print(op.properties().get(VALUE));
            java.util.Map<String, Attribute> all = new java.util.TreeMap<>(op.attributes());
            all.putAll(op.properties());
            printer.printOptionalAttrDict(all, java.util.List.of(VALUE));
            printer.print(" : ").print(op.result(0).type());
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "cst");
        }
    }
}

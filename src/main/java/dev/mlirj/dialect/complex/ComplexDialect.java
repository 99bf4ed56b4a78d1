package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.AttributePrinter;

/**
 * The complex dialect of MLIR 19: arithmetic and elementary functions on the builtin {@code complex<T>} type with
 * floating-point parts ({@code create}, {@code re}, {@code im}, {@code constant}, {@code add}, {@code div},
 * {@code abs}, {@code exp}, {@code pow}, ...). Its one attribute is {@code #complex.number<...>}
 * ({@link NumberAttr}); its fast-math flags are arith's {@code #arith.fastmath<...>}. The operations are the rows of
 * {@link ComplexOps} plus {@link ComplexConstantOp} and {@link ComplexBitcastOp}; build them with
 * {@link Complex}.
 */
public final class ComplexDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "complex";

    /** The dialect with its operations registered. */
    public ComplexDialect() {
        super(NAMESPACE);
        ComplexOps.ROWS.forEach(row -> register(FastMathSyntax.withStorage(row.definition())));
        register(ComplexConstantOp.definition());
        register(ComplexBitcastOp.definition());
    }

    /**
     * Parses {@code number<:T re, im>} and an optional trailing {@code : complex<T>} (which must be the number's
     * type).
     */
    @Override
    public Attribute parseAttribute(DialectAsmParser parser, Type type) {
        Location at = parser.location();
        String mnemonic = parser.parseOptionalKeyword();
        if (!NumberAttr.MNEMONIC.equals(mnemonic)) {
            parser.emitError(at, mnemonic == null ? "expected attribute mnemonic in dialect `complex`"
                    : "unknown attribute `" + mnemonic + "` in dialect `complex`");
            return null;
        }
        if (!parser.parseLess() || !parser.parseOptionalColon() && !parser.emitError("expected ':'")) {
            return null;
        }
        Location typeAt = parser.location();
        Type element = parser.parseType();
        if (element == null) {
            return null;
        }
        if (!(element instanceof FloatType floatType)) {
            parser.emitError(typeAt, "expected a floating-point element type");
            return null;
        }
        FloatAttr re = parsePart(parser, floatType);
        if (re == null || !parser.parseComma()) {
            return null;
        }
        FloatAttr im = parsePart(parser, floatType);
        if (im == null || !parser.parseGreater()) {
            return null;
        }
        NumberAttr number = new NumberAttr(re, im);
        Location trailingAt = parser.location();
        if (type == null && parser.parseOptionalColon()) {
            trailingAt = parser.location();
            type = parser.parseType();
            if (type == null) {
                return null;
            }
        }
        if (type != null && !type.equals(number.type())) {
            parser.emitError(trailingAt, "complex number of type " + dev.mlirj.syntax.TypePrinter.toString(
                    number.type()) + " given type " + dev.mlirj.syntax.TypePrinter.toString(type));
            return null;
        }
        return number;
    }

    private static FloatAttr parsePart(DialectAsmParser parser, FloatType type) {
        Location at = parser.location();
        Attribute literal = parser.parseAttribute();
        if (literal == null) {
            return null;
        }
        if (!(literal instanceof FloatAttr f) || !f.type().equals(FloatType.F64)) {
            parser.emitError(at, literal instanceof dev.mlirj.ir.IntegerAttr
                    ? "unexpected decimal integer literal for a floating point value" : "expected floating point literal");
            return null;
        }
        if (type.equals(FloatType.F64)) {
            return f;
        }
        double value = f.doubleValue();
        if (type.kind() != FloatType.Kind.F32 && !Double.isFinite(value)) {
            parser.emitError(at, "a non-finite part of a complex<" + type.kind().name().toLowerCase()
                    + "> number is not supported");
            return null;
        }
        return FloatAttr.of(type, value);
    }

    @Override
    public void printAttribute(Attribute attribute, DialectAsmPrinter printer) {
        if (!(attribute instanceof NumberAttr n)) {
            super.printAttribute(attribute, printer);
            return;
        }
        printer.print(NumberAttr.MNEMONIC + "<:").print(n.elementType()).print(" ")
                .print(AttributePrinter.floatText(n.elementType().semantics(), n.real().bits())).print(", ")
                .print(AttributePrinter.floatText(n.elementType().semantics(), n.imaginary().bits())).print("> : ")
                .print(new ComplexType(n.elementType()));
    }
}

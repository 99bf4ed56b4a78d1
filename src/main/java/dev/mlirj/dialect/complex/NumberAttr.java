package dev.mlirj.dialect.complex;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;

/**
 * {@code #complex.number<:f64 1.000000e+00, 0.000000e+00> : complex<f64>}: a complex constant as an attribute,
 * MLIR's {@code complex::NumberAttr}. Its parts are floats of the complex type's element type.
 *
 * @param real      the real part, a float of {@code type}'s element type
 * @param imaginary the imaginary part, of the same type
 */
public record NumberAttr(FloatAttr real, FloatAttr imaginary) implements Attribute {
    /** The attribute's mnemonic. */
    public static final String MNEMONIC = "number";

    /** Checks that both parts have one float type. */
    public NumberAttr {
        if (!real.type().equals(imaginary.type())) {
            throw new IllegalArgumentException("the parts of a complex number have different types: "
                    + real.type() + " and " + imaginary.type());
        }
    }

    /** {@code re + im i} of {@code elementType} (each part rounded to it). */
    public static NumberAttr of(FloatType elementType, double re, double im) {
        return new NumberAttr(FloatAttr.of(elementType, re), FloatAttr.of(elementType, im));
    }

    /** The element type of the parts. */
    public FloatType elementType() {
        return real.type();
    }

    /** The attribute's type: {@code complex<element type>}. */
    public ComplexType type() {
        return new ComplexType(elementType());
    }

    @Override
    public String dialect() {
        return ComplexDialect.NAMESPACE;
    }
}

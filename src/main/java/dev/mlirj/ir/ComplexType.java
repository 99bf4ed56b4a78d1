package dev.mlirj.ir;


/**
 * {@code complex<f32>}: a complex number with parts of an integer or float type.
 *
 * @param elementType the type of the real and imaginary parts
 */
public record ComplexType(Type elementType) implements BuiltinType {
}

package dev.mlirj.ir;

import java.math.BigInteger;
import java.util.List;

/**
 * {@code dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} or a splat {@code dense<1.0> : vector<4xf32>}: constant
 * elements of a statically shaped vector or tensor type. Elements are bit patterns in row-major order (IEEE bits
 * for floats, the value for integers); a complex element takes two entries, real then imaginary.
 *
 * @param type     the vector or tensor type
 * @param elements the elements' bits: one element's worth when {@code splat}
 * @param splat    whether every element is the single one given
 */
public record DenseElementsAttr(ShapedType type, List<BigInteger> elements, boolean splat)
        implements BuiltinAttribute {
    /** Checks the element count. */
    public DenseElementsAttr {
        elements = List.copyOf(elements);
        int per = type.elementType() instanceof ComplexType ? 2 : 1;
        long expected = splat ? per : type.elementCount() * per;
        if (elements.size() != expected) {
            throw new IllegalArgumentException("dense " + type + " needs " + expected + " values, not "
                    + elements.size());
        }
    }
}

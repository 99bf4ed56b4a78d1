package dev.mlirj.ir;

import java.math.BigInteger;
import java.util.List;

/**
 * {@code array<i64: 1, 2>}: a one-dimensional array of integers or floats stored by value. Elements are bit
 * patterns: two's complement within the width for integers, IEEE bits for floats.
 *
 * @param elementType an {@link IntegerType} or {@link FloatType}
 * @param elements    the elements' bits
 */
public record DenseArrayAttr(Type elementType, List<BigInteger> elements) implements BuiltinAttribute {
    /** Copies the list. */
    public DenseArrayAttr {
        if (!(elementType instanceof IntegerType) && !(elementType instanceof FloatType)) {
            throw new IllegalArgumentException("dense arrays hold integers or floats, not " + elementType);
        }
        elements = List.copyOf(elements);
    }

    /** {@code array<i32: values...>}, e.g. an {@code operandSegmentSizes}. */
    public static DenseArrayAttr ofI32(int... values) {
        List<BigInteger> bits = new java.util.ArrayList<>();
        for (int v : values) {
            bits.add(BigInteger.valueOf(v));
        }
        return new DenseArrayAttr(IntegerType.of(32), bits);
    }
}

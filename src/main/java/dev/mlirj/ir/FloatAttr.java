package dev.mlirj.ir;

import java.math.BigInteger;

/**
 * {@code 1.500000e+00 : f32}: a floating-point value of a float type, held as its exact bit pattern so every
 * format (f16 to f128, NaN payloads, signed zeros) survives printing and parsing.
 *
 * @param type the float type
 * @param bits the IEEE bit pattern, non-negative, within the type's width
 */
public record FloatAttr(FloatType type, BigInteger bits) implements BuiltinAttribute {
    /** Checks the bits fit the type. */
    public FloatAttr {
        if (bits.signum() < 0 || bits.bitLength() > type.width()) {
            throw new IllegalArgumentException("bit pattern " + bits.toString(16) + " does not fit " + type);
        }
    }

    /** The {@code f32} or {@code f64} holding {@code value} (rounded to the type). */
    public static FloatAttr of(FloatType type, double value) {
        return switch (type.kind()) {
            case F64 -> new FloatAttr(type, new BigInteger(Long.toUnsignedString(Double.doubleToRawLongBits(value))));
            case F32 -> new FloatAttr(type, BigInteger.valueOf(Float.floatToRawIntBits((float) value) & 0xFFFFFFFFL));
            default -> {
                if (Double.isNaN(value) || Double.isInfinite(value)) {
                    throw new IllegalArgumentException("use bits for non-finite " + type + " values");
                }
                yield new FloatAttr(type, type.semantics().fromExact(new java.math.BigDecimal(Math.abs(value)),
                        value < 0 || value == 0 && 1 / value < 0));
            }
        };
    }

    /** The value as a double, for {@code f32} and {@code f64}. */
    public double doubleValue() {
        return switch (type.kind()) {
            case F64 -> Double.longBitsToDouble(bits.longValue());
            case F32 -> Float.intBitsToFloat(bits.intValue());
            default -> throw new UnsupportedOperationException("doubleValue of " + type);
        };
    }
}

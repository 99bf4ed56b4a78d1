package dev.mlirj.executionengine;

/**
 * Conversions between {@code float} and the bits of a {@code bf16} (the upper 16 bits of an IEEE single), as
 * LLVM's {@code fptrunc}/{@code fpext} do: rounding to nearest, ties to even; NaN stays a (quiet) NaN.
 */
final class Bfloat16 {
    private Bfloat16() {
    }

    /** The {@code bf16} nearest to {@code value}. */
    static short fromFloat(float value) {
        int bits = Float.floatToRawIntBits(value);
        if (Float.isNaN(value)) {
            return (short) ((bits >>> 16) | 0x0040);
        }
        int roundingBias = 0x7fff + ((bits >>> 16) & 1);
        return (short) ((bits + roundingBias) >>> 16);
    }

    /** The {@code float} equal to the {@code bf16} {@code bits}. */
    static float toFloat(short bits) {
        return Float.intBitsToFloat((bits & 0xffff) << 16);
    }
}

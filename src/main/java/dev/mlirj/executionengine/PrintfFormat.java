package dev.mlirj.executionengine;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The few C conversions the runner utilities print numbers with, reproduced byte for byte as glibc's
 * {@code printf} (and libstdc++'s {@code operator<<}, which formats through it) produce them: {@code %g} (also
 * what an iostream with default flags and precision 6 prints for a {@code float} or {@code double}), {@code %f},
 * and the integer conversions. Rounding is exact on the binary value with ties to even, as glibc rounds in the
 * default rounding mode; infinities and NaNs print as {@code inf}, {@code -inf}, {@code nan}, {@code -nan}.
 */
final class PrintfFormat {
    private static final int G_PRECISION = 6;

    private PrintfFormat() {
    }

    /** {@code printf("%g", value)}. */
    static String g(double value) {
        String special = special(value);
        if (special != null) {
            return special;
        }
        String sign = signOf(value);
        if (value == 0) {
            return sign + "0";
        }
        BigDecimal rounded = new BigDecimal(Math.abs(value)).round(new MathContext(G_PRECISION, RoundingMode.HALF_EVEN));
        int exponent = rounded.precision() - rounded.scale() - 1;
        if (exponent < -4 || exponent >= G_PRECISION) {
            String digits = rounded.unscaledValue().toString();
            StringBuilder mantissa = new StringBuilder().append(digits.charAt(0));
            String fraction = stripZeros(digits.substring(1));
            if (!fraction.isEmpty()) {
                mantissa.append('.').append(fraction);
            }
            int magnitude = Math.abs(exponent);
            return sign + mantissa + "e" + (exponent < 0 ? '-' : '+') + (magnitude < 10 ? "0" : "") + magnitude;
        }
        String fixed = rounded.setScale(G_PRECISION - 1 - exponent, RoundingMode.UNNECESSARY).toPlainString();
        if (fixed.indexOf('.') >= 0) {
            fixed = stripZeros(fixed);
            if (fixed.endsWith(".")) {
                fixed = fixed.substring(0, fixed.length() - 1);
            }
        }
        return sign + fixed;
    }

    /** {@code printf("%f", value)}: six decimals. */
    static String f(double value) {
        String special = special(value);
        if (special != null) {
            return special;
        }
        return signOf(value) + new BigDecimal(Math.abs(value)).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** {@code printf("%" PRIu64, value)}: {@code value}'s bits read as unsigned. */
    static String u64(long value) {
        return Long.toUnsignedString(value);
    }

    private static String special(double value) {
        if (Double.isNaN(value)) {
            return (Double.doubleToRawLongBits(value) < 0 ? "-" : "") + "nan";
        }
        if (Double.isInfinite(value)) {
            return value < 0 ? "-inf" : "inf";
        }
        return null;
    }

    private static String signOf(double value) {
        return Double.doubleToRawLongBits(value) < 0 ? "-" : "";
    }

    private static String stripZeros(String digits) {
        int end = digits.length();
        while (end > 0 && digits.charAt(end - 1) == '0') {
            end--;
        }
        return digits.substring(0, end);
    }
}

package dev.mlirj.ir;

import java.math.BigInteger;

/**
 * The digit generation of LLVM's {@code APFloat::toString}, step for step (including its truncating first
 * precision adjustment and round-half-up second one), so mlirj prints floats exactly as MLIR does.
 */
final class ApFloatText {
    private ApFloatText() {
    }

    /** Appends the digits of significand * 2^exp (positive, finite) in APFloat's format. */
    static void append(StringBuilder out, int exp, BigInteger significand, int semanticsPrecision,
                       int formatPrecision, int formatMaxPadding, boolean truncateZero) {
        if (formatPrecision == 0) {
            formatPrecision = 2 + semanticsPrecision * 59 / 196;
        }
        int trailingZeros = significand.getLowestSetBit();
        exp += trailingZeros;
        significand = significand.shiftRight(trailingZeros);
        if (exp > 0) {
            significand = significand.shiftLeft(exp);
            exp = 0;
        } else if (exp < 0) {
            significand = significand.multiply(BigInteger.valueOf(5).pow(-exp));
        }
        // AdjustToPrecision on the integer: drop whole tens beyond what the precision needs (truncating).
        int bits = significand.bitLength();
        int bitsRequired = (formatPrecision * 196 + 58) / 59;
        if (bits > bitsRequired) {
            int tensRemovable = (bits - bitsRequired) * 59 / 196;
            if (tensRemovable > 0) {
                exp += tensRemovable;
                significand = significand.divide(BigInteger.TEN.pow(tensRemovable));
            }
        }
        // Digits, least significant first, dropping trailing zeros.
        StringBuilder buffer = new StringBuilder();
        boolean inTrail = true;
        while (significand.signum() != 0) {
            BigInteger[] qr = significand.divideAndRemainder(BigInteger.TEN);
            significand = qr[0];
            int d = qr[1].intValue();
            if (inTrail && d == 0) {
                exp++;
            } else {
                buffer.append((char) ('0' + d));
                inTrail = false;
            }
        }
        // AdjustToPrecision on the digits: round half up to formatPrecision digits.
        int n = buffer.length();
        if (n > formatPrecision) {
            int firstSignificant = n - formatPrecision;
            if (buffer.charAt(firstSignificant - 1) < '5') {
                while (firstSignificant < n && buffer.charAt(firstSignificant) == '0') {
                    firstSignificant++;
                }
                exp += firstSignificant;
                buffer.delete(0, firstSignificant);
            } else {
                boolean carried = true;
                for (int i = firstSignificant; i != n; i++) {
                    if (buffer.charAt(i) == '9') {
                        firstSignificant++;
                    } else {
                        buffer.setCharAt(i, (char) (buffer.charAt(i) + 1));
                        carried = false;
                        break;
                    }
                }
                if (carried && firstSignificant == n) {
                    exp += firstSignificant;
                    buffer.setLength(0);
                    buffer.append('1');
                } else {
                    exp += firstSignificant;
                    buffer.delete(0, firstSignificant);
                }
            }
        }
        int nDigits = buffer.length();
        boolean scientific;
        if (formatMaxPadding == 0) {
            scientific = true;
        } else if (exp >= 0) {
            scientific = exp > formatMaxPadding || nDigits + exp > formatPrecision;
        } else {
            int msd = exp + nDigits - 1;
            scientific = msd < 0 && -msd > formatMaxPadding;
        }
        if (scientific) {
            exp += nDigits - 1;
            out.append(buffer.charAt(nDigits - 1)).append('.');
            if (nDigits == 1 && truncateZero) {
                out.append('0');
            } else {
                for (int i = 1; i != nDigits; i++) {
                    out.append(buffer.charAt(nDigits - 1 - i));
                }
            }
            if (!truncateZero && formatPrecision > nDigits - 1) {
                out.append("0".repeat(formatPrecision - nDigits + 1));
            }
            out.append(truncateZero ? 'E' : 'e').append(exp >= 0 ? '+' : '-');
            String digits = Integer.toString(Math.abs(exp));
            if (!truncateZero && digits.length() < 2) {
                out.append('0');
            }
            out.append(digits);
            return;
        }
        if (exp >= 0) {
            for (int i = 0; i != nDigits; i++) {
                out.append(buffer.charAt(nDigits - 1 - i));
            }
            out.append("0".repeat(exp));
            return;
        }
        int wholeDigits = exp + nDigits;
        int i = 0;
        if (wholeDigits > 0) {
            for (; i != wholeDigits; i++) {
                out.append(buffer.charAt(nDigits - i - 1));
            }
            out.append('.');
        } else {
            out.append("0.").append("0".repeat(-wholeDigits));
        }
        for (; i != nDigits; i++) {
            out.append(buffer.charAt(nDigits - i - 1));
        }
    }
}

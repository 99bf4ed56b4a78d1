package dev.mlirj.ir;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The bit layout of a binary floating-point format, with exact conversions: decimal text to bits (round to
 * nearest, ties to even, as LLVM's APFloat parses) and bits to text exactly as APFloat's {@code toString}
 * writes them, which is what MLIR prints. Values are carried as raw bit patterns in a {@link BigInteger}.
 *
 * <p>Besides the IEEE-style formats, this covers the 8-bit formats of LLVM's APFloat whose names end in
 * {@code FN} ("finite, NaN") or {@code FNUZ} ("finite, NaN, unsigned zero"): they have no infinities, so a value
 * too large for them rounds to NaN; the FN encoding keeps one NaN per sign (all exponent and fraction bits set)
 * and uses the rest of the top exponent for normal numbers; the FNUZ encoding has a single NaN, the bit
 * pattern of negative zero, and no negative zero (a negative result that rounds to zero is +0).
 *
 * @param width            total bits
 * @param exponentBits     exponent field bits
 * @param mantissaBits     fraction bits below the leading bit (the precision is one more)
 * @param explicitInteger  whether the leading bit is stored (x87 {@code f80})
 * @param bias             the exponent bias: a normal number's value is 1.fraction * 2^(field - bias)
 * @param nonFinite        which special values the format has and how they are encoded
 */
public record FloatSemantics(int width, int exponentBits, int mantissaBits, boolean explicitInteger, int bias,
                             NonFinite nonFinite) {

    /** How a format encodes infinities and NaNs (LLVM's {@code fltNonfiniteBehavior} and {@code fltNanEncoding}). */
    public enum NonFinite {
        /** IEEE 754: the top exponent holds infinities (zero fraction) and NaNs. */
        IEEE,
        /** No infinities; only the all-ones pattern (either sign) is NaN. */
        NAN_ALL_ONES,
        /** No infinities and no negative zero; the negative-zero pattern is the only NaN. */
        NAN_NEGATIVE_ZERO
    }

    /** An IEEE-style format with the usual bias {@code 2^(exponentBits-1) - 1}. */
    public FloatSemantics(int width, int exponentBits, int mantissaBits, boolean explicitInteger) {
        this(width, exponentBits, mantissaBits, explicitInteger, (1 << (exponentBits - 1)) - 1, NonFinite.IEEE);
    }

    /** Binary digits of precision, the leading bit included. */
    public int precision() {
        return mantissaBits + 1;
    }

    /** The largest unbiased exponent of a finite number. */
    private int maxExponent() {
        int top = (1 << exponentBits) - 1;
        return (nonFinite == NonFinite.IEEE ? top - 1 : top) - bias;
    }

    private BigInteger signBit() {
        return BigInteger.ONE.shiftLeft(width - 1);
    }

    private int storedMantissaBits() {
        return mantissaBits + (explicitInteger ? 1 : 0);
    }

    private BigInteger mask(int bits) {
        return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    }

    /** What a bit pattern holds. */
    public enum Category { ZERO, FINITE, INFINITY, NAN }

    /** A bit pattern taken apart: value = (negative ? -1 : 1) * significand * 2^exponent for finite values. */
    record Parts(boolean negative, Category category, BigInteger significand, int exponent) {
    }

    Parts decompose(BigInteger bits) {
        boolean negative = bits.testBit(width - 1);
        int stored = storedMantissaBits();
        int exponentField = bits.shiftRight(stored).and(mask(exponentBits)).intValueExact();
        BigInteger mantissa = bits.and(mask(stored));
        BigInteger fraction = mantissa.and(mask(mantissaBits));
        if (nonFinite == NonFinite.NAN_NEGATIVE_ZERO && bits.equals(signBit())) {
            return new Parts(negative, Category.NAN, BigInteger.ZERO, 0);
        }
        if (nonFinite == NonFinite.NAN_ALL_ONES && bits.andNot(signBit()).equals(mask(width - 1))) {
            return new Parts(negative, Category.NAN, BigInteger.ZERO, 0);
        }
        if (exponentField == (1 << exponentBits) - 1 && nonFinite == NonFinite.IEEE) {
            return new Parts(negative, fraction.signum() == 0 ? Category.INFINITY : Category.NAN, BigInteger.ZERO, 0);
        }
        int minExponent = 1 - bias;
        if (exponentField == 0) {
            if (mantissa.signum() == 0) {
                return new Parts(negative, Category.ZERO, BigInteger.ZERO, 0);
            }
            return new Parts(negative, Category.FINITE, mantissa, minExponent - mantissaBits);
        }
        BigInteger significand = explicitInteger ? mantissa : fraction.setBit(mantissaBits);
        return new Parts(negative, Category.FINITE, significand, exponentField - bias - mantissaBits);
    }

    /** The category of {@code bits}. */
    public Category category(BigInteger bits) {
        return decompose(bits).category();
    }

    /** Whether {@code bits} is negative (sign bit set; true for -0 and negative NaNs). */
    public boolean isNegative(BigInteger bits) {
        return bits.testBit(width - 1);
    }

    /**
     * What a number too large for the format becomes when rounded to nearest: an infinity, or in formats
     * without infinities, NaN (with the sign kept in the FN encoding), as APFloat's {@code handleOverflow}.
     */
    public BigInteger overflow(boolean negative) {
        return switch (nonFinite) {
            case IEEE -> infinity(negative);
            case NAN_ALL_ONES -> negative ? mask(width) : mask(width - 1);
            case NAN_NEGATIVE_ZERO -> signBit();
        };
    }

    /** The bits of positive infinity, or with {@code negative}, negative infinity; IEEE-style formats only. */
    public BigInteger infinity(boolean negative) {
        if (nonFinite != NonFinite.IEEE) {
            throw new IllegalStateException("this format has no infinities");
        }
        BigInteger bits = mask(exponentBits).shiftLeft(storedMantissaBits());
        if (explicitInteger) {
            bits = bits.setBit(mantissaBits);
        }
        return negative ? bits.setBit(width - 1) : bits;
    }

    /**
     * The bits MLIR's parser gives a float literal: the literal is read as a C {@code double} (correctly
     * rounded), which is then rounded to this format. This is what {@code mlir-opt} does, so for {@code f80} and
     * {@code f128} a literal carries only double precision. A literal beyond a double's range is an infinity
     * (which in formats without one becomes NaN), as LLVM's {@code StringRef::getAsDouble} allows the inexact
     * result; one below it is zero.
     */
    public BigInteger fromLiteral(String text) {
        double d = Double.parseDouble(text);
        if (Double.isInfinite(d)) {
            return overflow(d < 0);
        }
        boolean negative = d < 0 || d == 0 && 1 / d < 0;
        return fromExact(new BigDecimal(Math.abs(d)), negative);
    }

    /**
     * Rounds a decimal number ({@code [-+]?digits[.digits][e[-+]?digits]}) to this format exactly, to nearest
     * with ties to even, as APFloat's string constructor does (which is how MLIR's printer checks that a short
     * form reads back); out-of-range values become infinities (or NaN, see {@link #overflow}), tiny ones
     * subnormals or zero.
     */
    public BigInteger fromDecimal(String text) {
        BigDecimal value = new BigDecimal(text);
        boolean negative = text.startsWith("-");
        return fromExact(value.abs(), negative);
    }

    /** Rounds {@code magnitude} (non-negative) to this format, with the sign given separately. */
    public BigInteger fromExact(BigDecimal magnitude, boolean negative) {
        BigInteger sign = negative ? signBit() : BigInteger.ZERO;
        BigInteger zero = nonFinite == NonFinite.NAN_NEGATIVE_ZERO ? BigInteger.ZERO : sign;
        if (magnitude.signum() == 0) {
            return zero;
        }
        BigInteger p = magnitude.unscaledValue();
        BigInteger q = BigInteger.ONE;
        if (magnitude.scale() > 0) {
            q = BigInteger.TEN.pow(magnitude.scale());
        } else {
            p = p.multiply(BigInteger.TEN.pow(-magnitude.scale()));
        }
        // e = floor(log2(p / q))
        int e = p.bitLength() - q.bitLength();
        if (compareScaled(p, q, e) < 0) {
            e--;
        }
        int minExponent = 1 - bias;
        int scaleExponent = Math.max(e, minExponent);
        int shift = mantissaBits - scaleExponent;
        BigInteger num = shift >= 0 ? p.shiftLeft(shift) : p;
        BigInteger den = shift >= 0 ? q : q.shiftLeft(-shift);
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger m = qr[0];
        int half = qr[1].shiftLeft(1).compareTo(den);
        if (half > 0 || half == 0 && m.testBit(0)) {
            m = m.add(BigInteger.ONE);
        }
        if (m.bitLength() > precision()) {
            m = m.shiftRight(1);
            scaleExponent++;
        }
        if (scaleExponent > maxExponent()) {
            return overflow(negative);
        }
        if (m.signum() == 0) {
            return zero;
        }
        boolean normal = m.bitLength() == precision();
        int exponentField = normal ? scaleExponent + bias : 0;
        BigInteger stored = explicitInteger || !normal ? m : m.clearBit(mantissaBits);
        BigInteger bits = sign.or(BigInteger.valueOf(exponentField).shiftLeft(storedMantissaBits())).or(stored);
        // In the FN encoding the all-ones pattern is NaN, so rounding onto it overflows.
        if (nonFinite == NonFinite.NAN_ALL_ONES && bits.andNot(signBit()).equals(mask(width - 1))) {
            return overflow(negative);
        }
        return bits;
    }

    private static int compareScaled(BigInteger p, BigInteger q, int e) {
        return e >= 0 ? p.compareTo(q.shiftLeft(e)) : p.shiftLeft(-e).compareTo(q);
    }

    /**
     * APFloat's {@code toString(str, formatPrecision, formatMaxPadding, truncateZero)} for {@code bits}:
     * {@code formatPrecision} 0 means the format's natural precision, {@code formatMaxPadding} 0 always uses
     * scientific notation, and {@code truncateZero} false writes printf-like {@code 1.500000e+00}.
     */
    public String toApString(BigInteger bits, int formatPrecision, int formatMaxPadding, boolean truncateZero) {
        Parts parts = decompose(bits);
        StringBuilder out = new StringBuilder();
        switch (parts.category()) {
            case INFINITY -> {
                return parts.negative() ? "-Inf" : "+Inf";
            }
            case NAN -> {
                return "NaN";
            }
            case ZERO -> {
                if (parts.negative()) {
                    out.append('-');
                }
                if (formatMaxPadding == 0) {
                    if (truncateZero) {
                        out.append("0.0E+0");
                    } else {
                        out.append("0.0");
                        if (formatPrecision > 1) {
                            out.append("0".repeat(formatPrecision - 1));
                        }
                        out.append("e+00");
                    }
                } else {
                    out.append('0');
                }
                return out.toString();
            }
            case FINITE -> {
                if (parts.negative()) {
                    out.append('-');
                }
                ApFloatText.append(out, parts.exponent(), parts.significand(), precision(), formatPrecision,
                        formatMaxPadding, truncateZero);
                return out.toString();
            }
            default -> throw new AssertionError();
        }
    }

    /** The bit pattern as MLIR writes it in hexadecimal, e.g. {@code 0x7FC00000}. */
    public String toHexLiteral(BigInteger bits) {
        return "0x" + bits.toString(16).toUpperCase(java.util.Locale.ROOT);
    }
}

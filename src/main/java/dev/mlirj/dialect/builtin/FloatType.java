package dev.mlirj.dialect.builtin;

import java.util.Locale;

/**
 * A binary floating-point type: {@code bf16}, {@code f16}, {@code tf32}, {@code f32}, {@code f64}, {@code f80}
 * or {@code f128}, with its IEEE-style {@link FloatSemantics}.
 *
 * @param kind which one
 */
public record FloatType(Kind kind) implements BuiltinType {
    /** The floating-point formats. */
    public enum Kind {
        /** bfloat16: 8 exponent bits, 7 fraction bits. */
        BF16(new FloatSemantics(16, 8, 7, false)),
        /** IEEE half. */
        F16(new FloatSemantics(16, 5, 10, false)),
        /** NVIDIA TensorFloat-32: 8 exponent bits, 10 fraction bits, stored in 19 bits. */
        TF32(new FloatSemantics(19, 8, 10, false)),
        /** IEEE single. */
        F32(new FloatSemantics(32, 8, 23, false)),
        /** IEEE double. */
        F64(new FloatSemantics(64, 11, 52, false)),
        /** x87 extended precision (explicit integer bit). */
        F80(new FloatSemantics(80, 15, 63, true)),
        /** IEEE quadruple. */
        F128(new FloatSemantics(128, 15, 112, false));

        final FloatSemantics semantics;

        Kind(FloatSemantics semantics) {
            this.semantics = semantics;
        }
    }

    /** {@code bf16}. */
    public static final FloatType BF16 = new FloatType(Kind.BF16);
    /** {@code f16}. */
    public static final FloatType F16 = new FloatType(Kind.F16);
    /** {@code tf32}. */
    public static final FloatType TF32 = new FloatType(Kind.TF32);
    /** {@code f32}. */
    public static final FloatType F32 = new FloatType(Kind.F32);
    /** {@code f64}. */
    public static final FloatType F64 = new FloatType(Kind.F64);
    /** {@code f80}. */
    public static final FloatType F80 = new FloatType(Kind.F80);
    /** {@code f128}. */
    public static final FloatType F128 = new FloatType(Kind.F128);

    /** The format's bit layout and rounding. */
    public FloatSemantics semantics() {
        return kind.semantics;
    }

    /** The storage width in bits. */
    public int width() {
        return kind.semantics.width();
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(Locale.ROOT);
    }
}

package dev.mlirj.ir;

/**
 * A binary floating-point type: {@code bf16}, {@code f16}, {@code tf32}, {@code f32}, {@code f64}, {@code f80},
 * {@code f128}, or one of the 8-bit formats {@code f8E5M2}, {@code f8E4M3}, {@code f8E4M3FN}, {@code f8E5M2FNUZ},
 * {@code f8E4M3FNUZ}, {@code f8E4M3B11FNUZ} (the set MLIR 19 knows), each with its {@link FloatSemantics}.
 *
 * @param kind which one
 */
public record FloatType(Kind kind) implements BuiltinType {
    /** The floating-point formats, each with its keyword as MLIR spells it. */
    public enum Kind {
        /** bfloat16: 8 exponent bits, 7 fraction bits. */
        BF16("bf16", new FloatSemantics(16, 8, 7, false)),
        /** IEEE half. */
        F16("f16", new FloatSemantics(16, 5, 10, false)),
        /**
         * NVIDIA TensorFloat-32: 8 exponent bits, 10 fraction bits, 19 bits of value; APFloat sizes it as 32 bits,
         * so a hexadecimal literal may have up to 32 bits, of which the low 19 are kept.
         */
        TF32("tf32", new FloatSemantics(19, 8, 10, false)),
        /** IEEE single. */
        F32("f32", new FloatSemantics(32, 8, 23, false)),
        /** IEEE double. */
        F64("f64", new FloatSemantics(64, 11, 52, false)),
        /** x87 extended precision (explicit integer bit). */
        F80("f80", new FloatSemantics(80, 15, 63, true)),
        /** IEEE quadruple. */
        F128("f128", new FloatSemantics(128, 15, 112, false)),
        /** 8-bit IEEE-style, 5 exponent bits (bias 15), 2 fraction bits, with infinities. */
        F8E5M2("f8E5M2", new FloatSemantics(8, 5, 2, false)),
        /** 8-bit IEEE-style, 4 exponent bits (bias 7), 3 fraction bits, with infinities. */
        F8E4M3("f8E4M3", new FloatSemantics(8, 4, 3, false)),
        /** 8-bit, bias 7, no infinities, NaN is {@code S.1111.111}; largest finite 448. */
        F8E4M3FN("f8E4M3FN", new FloatSemantics(8, 4, 3, false, 7, FloatSemantics.NonFinite.NAN_ALL_ONES)),
        /** 8-bit, bias 16, no infinities, no -0: {@code 0x80} is NaN; largest finite 57344. */
        F8E5M2FNUZ("f8E5M2FNUZ",
                new FloatSemantics(8, 5, 2, false, 16, FloatSemantics.NonFinite.NAN_NEGATIVE_ZERO)),
        /** 8-bit, bias 8, no infinities, no -0: {@code 0x80} is NaN; largest finite 240. */
        F8E4M3FNUZ("f8E4M3FNUZ",
                new FloatSemantics(8, 4, 3, false, 8, FloatSemantics.NonFinite.NAN_NEGATIVE_ZERO)),
        /** 8-bit, bias 11, no infinities, no -0: {@code 0x80} is NaN; largest finite 30. */
        F8E4M3B11FNUZ("f8E4M3B11FNUZ",
                new FloatSemantics(8, 4, 3, false, 11, FloatSemantics.NonFinite.NAN_NEGATIVE_ZERO));

        final String keyword;
        final FloatSemantics semantics;

        Kind(String keyword, FloatSemantics semantics) {
            this.keyword = keyword;
            this.semantics = semantics;
        }

        /** The kind spelled {@code keyword} (case-sensitive, as in MLIR), or null. */
        public static Kind fromKeyword(String keyword) {
            for (Kind k : values()) {
                if (k.keyword.equals(keyword)) {
                    return k;
                }
            }
            return null;
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

    /** One shared instance per kind. */
    private static final FloatType[] BY_KIND = new FloatType[Kind.values().length];

    static {
        for (Kind k : Kind.values()) {
            BY_KIND[k.ordinal()] = new FloatType(k);
        }
    }

    /**
     * The float type of {@code kind}: equal to {@code new FloatType(kind)}, but one shared instance, so parsing
     * does not make an object per use. Equality stays by value.
     */
    public static FloatType of(Kind kind) {
        return BY_KIND[java.util.Objects.requireNonNull(kind, "kind").ordinal()];
    }

    /** The format's bit layout and rounding. */
    public FloatSemantics semantics() {
        return kind.semantics;
    }

    /** The storage width in bits. */
    public int width() {
        return kind.semantics.width();
    }

    /**
     * How many bits a hexadecimal bit-pattern literal of this type may have: APFloat's
     * {@code semanticsSizeInBits}, which is the width except for {@code tf32} (32).
     */
    public int hexLiteralBits() {
        return kind == Kind.TF32 ? 32 : width();
    }

    @Override
    public String toString() {
        return kind.keyword;
    }
}

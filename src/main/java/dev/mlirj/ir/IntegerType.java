package dev.mlirj.ir;

/**
 * {@code iN}, {@code siN} or {@code uiN}: an integer of {@code width} bits (1 to 2^24 - 1).
 *
 * @param width      the bit width
 * @param signedness signless ({@code i}), signed ({@code si}) or unsigned ({@code ui})
 */
public record IntegerType(int width, Signedness signedness) implements BuiltinType {
    /** The largest width MLIR allows. */
    public static final int MAX_WIDTH = (1 << 24) - 1;

    /** Whether an integer type's sign is part of the type. */
    public enum Signedness {
        /** {@code iN}: operations decide how to interpret the bits. */
        SIGNLESS,
        /** {@code siN}. */
        SIGNED,
        /** {@code uiN}. */
        UNSIGNED
    }

    /** Checks the width. */
    public IntegerType {
        if (width < 1 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("integer bitwidth must be in [1, " + MAX_WIDTH + "], not " + width);
        }
    }

    /** The signless {@code iN}. */
    public static IntegerType of(int width) {
        return get(width, Signedness.SIGNLESS);
    }

    /** The widths up to which {@link #get} hands out shared instances. */
    private static final int CACHED_WIDTHS = 128;
    /** Shared instances by signedness and width, filled on first use; a race only makes an extra equal one. */
    private static final IntegerType[][] CACHE = new IntegerType[3][CACHED_WIDTHS + 1];

    /**
     * The integer type of {@code width} and {@code signedness}: equal to {@code new IntegerType(width, signedness)},
     * but a shared instance for the common widths (up to 128), so parsing {@code i32} a million times does not
     * make a million objects. Equality stays by value; never compare types with {@code ==}.
     */
    public static IntegerType get(int width, Signedness signedness) {
        if (width < 1 || width > CACHED_WIDTHS) {
            return new IntegerType(width, signedness);
        }
        IntegerType[] row = CACHE[signedness.ordinal()];
        IntegerType t = row[width];
        if (t == null) {
            t = new IntegerType(width, signedness);
            row[width] = t;
        }
        return t;
    }

    /** The {@code i}, {@code si} or {@code ui} before the width in the type's text. */
    public String prefix() {
        return switch (signedness) {
            case SIGNLESS -> "i";
            case SIGNED -> "si";
            case UNSIGNED -> "ui";
        };
    }

    /** Whether this is the signless integer of {@code bits} bits. */
    public boolean isSignless(int bits) {
        return signedness == Signedness.SIGNLESS && width == bits;
    }

    @Override
    public String toString() {
        return switch (signedness) {
            case SIGNLESS -> "i";
            case SIGNED -> "si";
            case UNSIGNED -> "ui";
        } + width;
    }
}

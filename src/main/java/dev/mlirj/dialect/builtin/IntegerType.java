package dev.mlirj.dialect.builtin;

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
        return new IntegerType(width, Signedness.SIGNLESS);
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

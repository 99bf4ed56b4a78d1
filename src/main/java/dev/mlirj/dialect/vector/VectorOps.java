package dev.mlirj.dialect.vector;

import dev.mlirj.ir.Operation;

/**
 * Read access to the properties of verified vector operations, for passes such as the LLVM lowering:
 * positions, masks, kinds and print settings, decoded from their attributes. Each method expects an operation of
 * the named kind that has passed the verifier.
 */
public final class VectorOps {
    /** {@code ShapedType::kDynamic}: the entry of a position that is an operand. */
    public static final long DYNAMIC_POSITION = VectorSyntax.DYNAMIC;

    private VectorOps() {
    }

    /** The {@code static_position} of a {@code vector.extract} or {@code vector.insert}. */
    public static long[] staticPosition(Operation op) {
        return ExtractInsertOps.position(op);
    }

    /** The {@code mask} of a {@code vector.shuffle}. */
    public static long[] shuffleMask(Operation op) {
        return ShuffleOp.mask(op);
    }

    /** The {@code kind} of a {@code vector.reduction}. */
    public static CombiningKind reductionKind(Operation op) {
        return ReductionOp.kind(op);
    }

    /** The punctuation of a {@code vector.print} (newline when unset). */
    public static PrintPunctuation printPunctuation(Operation op) {
        return PrintOp.punctuation(op);
    }

    /** The {@code stringLiteral} of a {@code vector.print}, or null. */
    public static String printString(Operation op) {
        return PrintOp.string(op);
    }

    /** The {@code mask_dim_sizes} of a {@code vector.constant_mask}. */
    public static long[] constantMaskSizes(Operation op) {
        return MaskOps.sizes(op);
    }
}

package dev.mlirj.dialect.vector;

import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineMap;
import java.util.List;

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

    /** The {@code permutation_map} of a {@code vector.transfer_read} or {@code vector.transfer_write}. */
    public static AffineMap transferPermutationMap(Operation op) {
        return TransferOps.permutationMap(op);
    }

    /** The {@code in_bounds} flags of a transfer, one per vector dimension. */
    public static boolean[] transferInBounds(Operation op) {
        return TransferOps.inBounds(op);
    }

    /**
     * MLIR's {@code hasOutOfBoundsDim}: whether some vector dimension of a transfer that is not a broadcast (its
     * map result is not the constant 0) may run out of bounds.
     */
    public static boolean transferHasOutOfBoundsDim(Operation op) {
        boolean[] inBounds = TransferOps.inBounds(op);
        AffineMap map = TransferOps.permutationMap(op);
        for (int i = 0; i < inBounds.length; i++) {
            boolean broadcast = map.results().get(i) instanceof dev.mlirj.ir.affine.AffineConstantExpr c
                    && c.value() == 0;
            if (!inBounds[i] && !broadcast) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code op} is a {@code vector.transfer_write} (else a read). */
    private static boolean isWrite(Operation op) {
        return op.name().fullName().equals("vector.transfer_write");
    }

    /** The memref or tensor a transfer reads or writes. */
    public static Value transferSource(Operation op) {
        return op.operand(isWrite(op) ? 1 : 0);
    }

    /** The indices of a transfer, one per source dimension. */
    public static List<Value> transferIndices(Operation op) {
        int[] segments = TransferOps.segments(op);
        int start = isWrite(op) ? 2 : 1;
        return op.operands().subList(start, start + segments[isWrite(op) ? 2 : 1]);
    }

    /** The padding of a {@code vector.transfer_read}. */
    public static Value transferPadding(Operation op) {
        return op.operand(1 + TransferOps.segments(op)[1]);
    }

    /** The mask of a transfer, or null. */
    public static Value transferMask(Operation op) {
        return TransferOps.segments(op)[3] == 0 ? null : op.operand(op.operandCount() - 1);
    }

    /** The vector type a transfer reads or writes. */
    public static VectorType transferVectorType(Operation op) {
        return (VectorType) (isWrite(op) ? op.operand(0) : op.result(0)).type();
    }
}

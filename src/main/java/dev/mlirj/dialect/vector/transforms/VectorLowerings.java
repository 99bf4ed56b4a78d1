package dev.mlirj.dialect.vector.transforms;

import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The vector-to-vector lowering sets, after MLIR 19's {@code populateVector*LoweringPatterns}, and the helpers
 * their patterns share.
 */
public final class VectorLowerings {
    private VectorLowerings() {
    }

    /**
     * What MLIR 19's {@code convert-vector-to-llvm} applies greedily before converting: the broadcast, bitcast
     * and mask lowerings, the shape_cast lowerings (rows between 2-D and 1-D, otherwise element by element) and the
     * transfer lowerings with {@code maxTransferRank} 1 (with the one-element load and store rewrites). MLIR also
     * applies the vector canonicalizations and the contraction, transpose and interleave lowerings there; mlirj does
     * not have them.
     */
    public static List<RewritePattern> beforeLlvmConversion() {
        List<RewritePattern> patterns = new ArrayList<>();
        patterns.add(new BitCastOpUnrolling());
        patterns.add(new BroadcastOpLowering());
        patterns.add(new CreateMaskOpLowering());
        patterns.add(new ConstantMaskOpLowering());
        patterns.add(new ShapeCastRowLowering());
        patterns.add(new ShapeCastOpLowering());
        patterns.addAll(transferLowerings(1));
        return patterns;
    }

    /**
     * MLIR's {@code populateVectorTransferLoweringPatterns}: transfers to loads and stores (rank at most
     * {@code maxTransferRank}, 0 for any), and one-element loads and stores to memref ones.
     */
    public static List<RewritePattern> transferLowerings(int maxTransferRank) {
        return List.of(new TransferReadToVectorLoadLowering(maxTransferRank),
                new TransferWriteToVectorStoreLowering(maxTransferRank), new ScalarLoadStoreLowering(false),
                new ScalarLoadStoreLowering(true));
    }

    /** {@code type} without its leading dimension. */
    static VectorType dropLeadingDim(VectorType type) {
        return new VectorType(type.shape().subList(1, type.rank()), type.scalable().subList(1, type.rank()),
                type.elementType());
    }

    /** The zero (all bits clear) splat of {@code type}: {@code dense<0>}, {@code dense<0.0>}, {@code dense<false>}. */
    static DenseElementsAttr zero(VectorType type) {
        return new DenseElementsAttr(type, List.of(BigInteger.ZERO), true);
    }

    /** MLIR's {@code isLastMemrefDimUnitStride}: a strided layout whose last stride is 1 (or a 0-D memref). */
    public static boolean lastDimUnitStride(MemRefType type) {
        StridesAndOffset layout = StridesAndOffset.of(type);
        return layout != null && (layout.strides().isEmpty() || layout.strides().getLast() == 1);
    }

    /** Advances a row-major {@code position} within {@code bounds}; false after the last. */
    static boolean next(long[] position, List<Long> bounds) {
        int d = position.length - 1;
        while (d >= 0 && ++position[d] == bounds.get(d)) {
            position[d] = 0;
            d--;
        }
        return d >= 0;
    }
}

package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * The patterns lowering core vector operations to the LLVM dialect, after MLIR 19's
 * {@code populateVectorToLLVMConversionPatterns} (and, for {@code vector.broadcast} of scalars, the vector-level
 * rewrite its pass applies first): {@link PrintOpLowering}, {@link ElementOpLowering} (extractelement,
 * insertelement), {@link ExtractOpLowering}, {@link InsertOpLowering}, {@link SplatOpLowering},
 * {@link BroadcastOpLowering}, {@link FmaOpLowering} (0-D and 1-D), {@link ReductionOpLowering},
 * {@link ShuffleOpLowering}, {@link LoadStoreOpLowering} (load, store and their masked forms, 1-D),
 * {@link ScalarLoadStoreLowering} (one-element loads and stores), {@link BitCastOpLowering} and
 * {@link TypeCastOpLowering}. n-D vectors are LLVM arrays of 1-D vectors, as
 * {@link LlvmTypeConverter} converts them. Operations without a pattern here stay unconverted.
 */
public final class VectorToLlvm {
    private VectorToLlvm() {
    }

    /** Adds the patterns, with {@code converter}, to {@code patterns}; float reductions keep their order. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        populatePatterns(converter, patterns, false);
    }

    /**
     * Adds the patterns; {@code reassociateFpReductions} lets LLVM reorder float reductions (MLIR's
     * {@code reassociate-fp-reductions}: the reassoc flag on them).
     */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns,
                                        boolean reassociateFpReductions) {
        patterns.add(new ReductionOpLowering(converter, reassociateFpReductions));
        patterns.add(new PrintOpLowering(converter), new ElementOpLowering(converter, false),
                new ElementOpLowering(converter, true), new ExtractOpLowering(converter),
                new InsertOpLowering(converter), new SplatOpLowering(converter), new BroadcastOpLowering(converter),
                new FmaOpLowering(converter),
                new ShuffleOpLowering(converter));
        for (String kind : new String[] {"load", "store", "maskedload", "maskedstore"}) {
            patterns.add(new LoadStoreOpLowering(converter, kind));
        }
        patterns.add(new ScalarLoadStoreLowering(converter, false), new ScalarLoadStoreLowering(converter, true),
                new BitCastOpLowering(converter), new TypeCastOpLowering(converter));
    }
}

package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.vector.LoadStoreOps;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.List;

/**
 * The patterns lowering core vector operations to the LLVM dialect, after MLIR 19's
 * {@code populateVectorToLLVMConversionPatterns}, with the mask materialization and the out-of-bounds transfer
 * lowering its pass adds: {@link PrintOpLowering}, {@link ElementOpLowering} (extractelement,
 * insertelement), {@link ExtractOpLowering}, {@link InsertOpLowering}, {@link SplatOpLowering},
 * {@link FmaOpLowering} (0-D and 1-D), {@link ReductionOpLowering},
 * {@link ShuffleOpLowering}, {@link LoadStoreOpLowering} (load, store and their masked forms, 1-D),
 * {@link BitCastOpLowering}, {@link TypeCastOpLowering}, {@link CreateMaskOpLowering} (0-D and 1-D) and
 * {@link TransferOpLowering} (1-D transfers that may run out of bounds). The vector-level rewrites MLIR's pass
 * applies first are {@link dev.mlirj.dialect.vector.transforms.VectorLowerings#beforeLlvmConversion()}. n-D vectors are LLVM arrays of 1-D vectors, as
 * {@link LlvmTypeConverter} converts them. Operations without a pattern here stay unconverted.
 */
public final class VectorToLlvm {
    private VectorToLlvm() {
    }

    /** Adds the patterns, with {@code converter}, to {@code patterns}; float reductions keep their order. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        populatePatterns(converter, patterns, false, true);
    }

    /**
     * Adds the patterns; {@code reassociateFpReductions} lets LLVM reorder float reductions (MLIR's
     * {@code reassociate-fp-reductions}: the reassoc flag on them); {@code force32BitIndices} makes masks compare
     * {@code i32} lane numbers (else {@code i64}), MLIR's {@code force-32bit-vector-indices}.
     */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns,
                                        boolean reassociateFpReductions, boolean force32BitIndices) {
        patterns.add(new ReductionOpLowering(converter, reassociateFpReductions));
        patterns.add(new PrintOpLowering(converter), new ElementOpLowering(converter, false),
                new ElementOpLowering(converter, true), new ExtractOpLowering(converter),
                new InsertOpLowering(converter), new SplatOpLowering(converter),
                new FmaOpLowering(converter),
                new ShuffleOpLowering(converter));
        for (String opName : List.of(LoadStoreOps.LOAD, LoadStoreOps.STORE, LoadStoreOps.MASKEDLOAD,
                LoadStoreOps.MASKEDSTORE)) {
            patterns.add(new LoadStoreOpLowering(converter, opName));
        }
        patterns.add(new BitCastOpLowering(converter), new TypeCastOpLowering(converter),
                new CreateMaskOpLowering(converter, force32BitIndices), new TransferOpLowering(converter, false),
                new TransferOpLowering(converter, true));
    }
}

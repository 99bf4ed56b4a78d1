package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code populateFinalizeMemRefToLLVMConversionPatterns} (mlir/lib/Conversion/MemRefToLLVM): one pattern
 * per memref operation that MLIR 19's {@code finalize-memref-to-llvm} lowers directly: {@code alloc} (with
 * {@code malloc} or, with {@code useAlignedAlloc}, {@code aligned_alloc}), {@code alloca}, {@code alloca_scope},
 * {@code dealloc}, {@code load}, {@code store}, {@code dim}, {@code rank}, {@code cast},
 * {@code reinterpret_cast}, {@code extract_strided_metadata}, {@code extract_aligned_pointer_as_index},
 * {@code global}, {@code get_global}, {@code copy}, {@code assume_alignment}, {@code view},
 * {@code memory_space_cast} (ranked), {@code reshape}, {@code atomic_rmw} (the kinds LLVM has),
 * {@code generic_atomic_rmw} (a compare-exchange loop) and {@code prefetch}. With {@code useGenericFunctions},
 * allocations call {@code _mlir_memref_to_llvm_alloc}, {@code _mlir_memref_to_llvm_aligned_alloc} and
 * {@code _mlir_memref_to_llvm_free} instead of the C library. {@code subview}, {@code expand_shape},
 * {@code collapse_shape} and {@code transpose} are left for {@code expand-strided-metadata} to rewrite first, as
 * in MLIR 19.
 */
public final class MemRefToLlvm {
    private MemRefToLlvm() {
    }

    /** Adds the patterns, converting types with {@code converter}. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns,
                                        boolean useAlignedAlloc, boolean useGenericFunctions) {
        AllocationFunctions functions = new AllocationFunctions(useGenericFunctions);
        patterns.add(useAlignedAlloc ? new AlignedAllocOpLowering(converter, functions)
                : new AllocOpLowering(converter, functions));
        patterns.add(new AllocaOpLowering(converter), new AllocaScopeOpLowering(converter),
                new DeallocOpLowering(converter, functions), new LoadOpLowering(converter),
                new StoreOpLowering(converter), new DimOpLowering(converter), new RankOpLowering(converter),
                new CastOpLowering(converter), new ReinterpretCastOpLowering(converter),
                new ExtractStridedMetadataOpLowering(converter), new ExtractAlignedPointerAsIndexOpLowering(converter),
                new GlobalOpLowering(converter), new GetGlobalOpLowering(converter), new CopyOpLowering(converter),
                new AssumeAlignmentOpLowering(converter), new ViewOpLowering(converter),
                new MemorySpaceCastOpLowering(converter), new ReshapeOpLowering(converter),
                new TransposeOpLowering(converter));
        patterns.add(new AtomicRmwOpLowering(converter), new GenericAtomicRmwOpLowering(converter),
                new PrefetchOpLowering(converter));
    }
}

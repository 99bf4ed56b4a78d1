package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.List;

/**
 * MLIR 19's {@code memref::populateExpandStridedMetadataPatterns}: subview, expand_shape and collapse_shape become
 * {@code reinterpret_cast}s of their source's base buffer, and {@code extract_strided_metadata} of a known producer
 * folds into values. The offset, size and stride arithmetic is built with
 * {@code makeComposedFoldedAffineApply}, so it is constant wherever the types say enough.
 */
public final class ExpandStridedMetadata {
    private ExpandStridedMetadata() {
    }

    /** The patterns, in MLIR 19's order. */
    public static List<RewritePattern> patterns() {
        return List.of(
                new SubviewFolders.SubviewFolder(),
                new ReshapeFolders.ReshapeFolder(true),
                new ReshapeFolders.ReshapeFolder(false),
                new ExtractStridedMetadataFolders.OfAlloc(AllocLikeOp.ALLOC),
                new ExtractStridedMetadataFolders.OfAlloc(AllocLikeOp.ALLOCA),
                new ExtractStridedMetadataFolders.OfGetGlobal(),
                new ExtractStridedMetadataFolders.AlignedPointerOfView(),
                new ExtractStridedMetadataFolders.OfReinterpretCast(),
                new SubviewFolders.ExtractOfSubview(),
                new ExtractStridedMetadataFolders.OfCast(),
                new ExtractStridedMetadataFolders.OfExtractStridedMetadata());
    }
}

package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.affine.AffineApplyFolding;
import dev.mlirj.dialect.memref.ExtractStridedMetadataOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.OffsetSizeAndStrideOp;
import dev.mlirj.dialect.memref.SubViewOp;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code memref.subview} in terms of its source's metadata (MLIR's {@code resolveSubviewStridedMetadata}):
 * {@code stride_i = sourceStride_i * subStride_i}, {@code offset = sourceOffset + sum(subOffset_i *
 * sourceStride_i)}, the sizes as given minus the dropped dimensions; what the source type knows statically is used
 * as a constant, the rest read from a new {@code extract_strided_metadata} of the source.
 */
final class SubviewFolders {
    private SubviewFolders() {
    }

    static StridedMetadata resolve(PatternRewriter rewriter, Operation subview) {
        Location loc = subview.location();
        Value source = SubViewOp.source(subview);
        MemRefType sourceType = (MemRefType) source.type();
        int rank = sourceType.rank();
        Operation extract = MemRef.extractStridedMetadata(rewriter, loc, source);
        StridesAndOffset layout = StridesAndOffset.of(sourceType);
        List<FoldResult> subStrides = StridedMetadata.of(OffsetSizeAndStrideOp.mixedStrides(subview));
        List<FoldResult> subOffsets = StridedMetadata.of(OffsetSizeAndStrideOp.mixedOffsets(subview));
        List<FoldResult> values = new ArrayList<>();
        values.add(layout.offset() == ShapedType.DYNAMIC ? FoldResult.of(ExtractStridedMetadataOp.offset(extract))
                : StridedMetadata.index(layout.offset()));
        AffineExpr offsetExpr = AffineExpr.symbol(0);
        List<FoldResult> strides = new ArrayList<>();
        AffineExpr product = AffineExpr.symbol(0).mul(AffineExpr.symbol(1));
        for (int i = 0; i < rank; i++) {
            long staticStride = layout.strides().get(i);
            FoldResult origStride = staticStride == ShapedType.DYNAMIC
                    ? FoldResult.of(ExtractStridedMetadataOp.strides(extract).get(i))
                    : StridedMetadata.index(staticStride);
            strides.add(AffineApplyFolding.makeComposedFoldedAffineApply(rewriter, loc, product,
                    List.of(subStrides.get(i), origStride)));
            offsetExpr = offsetExpr.add(AffineExpr.symbol(1 + 2 * i).mul(AffineExpr.symbol(2 + 2 * i)));
            values.add(subOffsets.get(i));
            values.add(origStride);
        }
        FoldResult offset = AffineApplyFolding.makeComposedFoldedAffineApply(rewriter, loc,
                offsetExpr, values);
        List<FoldResult> subSizes = StridedMetadata.of(OffsetSizeAndStrideOp.mixedSizes(subview));
        boolean[] dropped = OffsetSizeAndStrideOp.droppedDims(subview);
        List<FoldResult> finalSizes = new ArrayList<>();
        List<FoldResult> finalStrides = new ArrayList<>();
        for (int i = 0; i < rank; i++) {
            if (!dropped[i]) {
                finalSizes.add(subSizes.get(i));
                finalStrides.add(strides.get(i));
            }
        }
        return new StridedMetadata(ExtractStridedMetadataOp.baseBuffer(extract), offset, finalSizes, finalStrides);
    }

    /** MLIR's {@code SubviewFolder}: {@code subview} → {@code reinterpret_cast} of the source's base buffer. */
    static final class SubviewFolder extends RewritePattern {
        SubviewFolder() {
            super(SubViewOp.NAME);
        }

        @Override
        public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            resolve(rewriter, op).replaceWithReinterpretCast(rewriter, op, (MemRefType) op.result(0).type());
            return true;
        }
    }

    /** MLIR's {@code ExtractStridedMetadataOpSubviewFolder}: the metadata of a subview, computed. */
    static final class ExtractOfSubview extends ExtractStridedMetadataFolders.OfProducer {
        ExtractOfSubview() {
            super(SubViewOp.NAME);
        }

        @Override
        boolean rewrite(Operation op, Operation subview, PatternRewriter rewriter) {
            StridedMetadata metadata = resolve(rewriter, subview);
            rewriter.replaceOp(op, metadata.values(rewriter, subview.location()));
            return true;
        }
    }
}

package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.affine.AffineApplyFolding;
import dev.mlirj.dialect.memref.ExtractStridedMetadataOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.ReassociativeReshapeOp;
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
 * MLIR's {@code ReshapeFolder} for {@code memref.expand_shape} and {@code memref.collapse_shape}: the reshape
 * becomes a {@code reinterpret_cast} of its source's base buffer with the same offset and, group by group, the
 * sizes and strides MLIR 19 computes ({@code getExpandedSizes}/{@code getExpandedStrides},
 * {@code getCollapsedSize}/{@code getCollapsedStride}).
 */
final class ReshapeFolders {
    private ReshapeFolders() {
    }

    /** The pattern for {@code expand_shape} ({@code expand}) or {@code collapse_shape}. */
    static final class ReshapeFolder extends RewritePattern {
        private final boolean expand;

        ReshapeFolder(boolean expand) {
            super(expand ? ReassociativeReshapeOp.EXPAND_SHAPE : ReassociativeReshapeOp.COLLAPSE_SHAPE);
            this.expand = expand;
        }

        @Override
        public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            resolve(rewriter, op, expand).replaceWithReinterpretCast(rewriter, op, (MemRefType) op.result(0).type());
            return true;
        }
    }

    static StridedMetadata resolve(PatternRewriter rewriter, Operation reshape, boolean expand) {
        Location loc = reshape.location();
        MemRefType sourceType = (MemRefType) ReassociativeReshapeOp.src(reshape).type();
        MemRefType resultType = (MemRefType) reshape.result(0).type();
        int sourceRank = sourceType.rank();
        Operation extract = MemRef.extractStridedMetadata(rewriter, loc, ReassociativeReshapeOp.src(reshape));
        Value base = ExtractStridedMetadataOp.baseBuffer(extract);
        StridesAndOffset layout = StridesAndOffset.of(sourceType);
        FoldResult offset = layout.offset() == ShapedType.DYNAMIC
                ? FoldResult.of(ExtractStridedMetadataOp.offset(extract)) : StridedMetadata.index(layout.offset());
        if (sourceRank == 0) {
            List<FoldResult> ones = new ArrayList<>();
            for (int i = 0; i < resultType.rank(); i++) {
                ones.add(StridedMetadata.index(1));
            }
            return new StridedMetadata(base, offset, ones, ones);
        }
        List<FoldResult> origSizes = new ArrayList<>();
        List<FoldResult> origStrides = new ArrayList<>();
        for (int i = 0; i < sourceRank; i++) {
            origSizes.add(FoldResult.of(ExtractStridedMetadataOp.sizes(extract).get(i)));
            origStrides.add(FoldResult.of(ExtractStridedMetadataOp.strides(extract).get(i)));
        }
        List<List<Integer>> groups = ReassociativeReshapeOp.reassociation(reshape);
        List<FoldResult> sizes = new ArrayList<>();
        List<FoldResult> strides = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            if (expand) {
                sizes.addAll(expandedSizes(rewriter, loc, resultType, groups.get(g), origSizes, g));
                strides.addAll(expandedStrides(rewriter, loc, sourceType, resultType, groups.get(g), origSizes,
                        origStrides, g));
            } else {
                sizes.add(collapsedSize(rewriter, loc, sourceType, resultType, groups.get(g), origSizes, g));
                strides.add(collapsedStride(rewriter, loc, sourceType, resultType, groups.get(g), origStrides, g));
            }
        }
        return new StridedMetadata(base, offset, sizes, strides);
    }

    private static List<FoldResult> expandedSizes(PatternRewriter rewriter, Location loc, MemRefType resultType,
                                                  List<Integer> group, List<FoldResult> origSizes, int groupId) {
        List<FoldResult> sizes = new ArrayList<>();
        long product = 1;
        int dynamicIndex = -1;
        for (int i = 0; i < group.size(); i++) {
            long size = resultType.shape().get(group.get(i));
            if (size == ShapedType.DYNAMIC) {
                dynamicIndex = i;
                sizes.add(null);
                continue;
            }
            product *= size;
            sizes.add(StridedMetadata.index(size));
        }
        if (dynamicIndex >= 0) {
            sizes.set(dynamicIndex, AffineApplyFolding.makeComposedFoldedAffineApply(rewriter,
                    loc, AffineExpr.symbol(0).floorDiv(product), List.of(origSizes.get(groupId))));
        }
        return sizes;
    }

    private static List<FoldResult> expandedStrides(PatternRewriter rewriter, Location loc, MemRefType sourceType,
                                                    MemRefType resultType, List<Integer> group,
                                                    List<FoldResult> origSizes, List<FoldResult> origStrides,
                                                    int groupId) {
        int n = group.size();
        long[] base = new long[n];
        long current = 1;
        int dynamicIndex = -1;
        for (int i = n - 1; i >= 0; i--) {
            base[i] = current;
            long size = resultType.shape().get(group.get(i));
            if (size == ShapedType.DYNAMIC) {
                dynamicIndex = i;
                continue;
            }
            current *= size;
        }
        long sourceStride = StridesAndOffset.of(sourceType).strides().get(groupId);
        FoldResult origStride = sourceStride == ShapedType.DYNAMIC ? origStrides.get(groupId)
                : StridedMetadata.index(sourceStride);
        List<FoldResult> strides = new ArrayList<>();
        int done = 0;
        if (dynamicIndex >= 0) {
            AffineExpr s0 = AffineExpr.symbol(0);
            for (; done < dynamicIndex; done++) {
                strides.add(AffineApplyFolding.makeComposedFoldedAffineApply(rewriter, loc,
                        s0.mul(base[done]).floorDiv(current).mul(AffineExpr.symbol(1)),
                        List.of(origSizes.get(groupId), origStride)));
            }
        }
        for (; done < n; done++) {
            strides.add(AffineApplyFolding.makeComposedFoldedAffineApply(rewriter, loc,
                    AffineExpr.symbol(0).mul(base[done]), List.of(origStride)));
        }
        return strides;
    }

    private static FoldResult collapsedSize(PatternRewriter rewriter, Location loc, MemRefType sourceType,
                                            MemRefType resultType, List<Integer> group, List<FoldResult> origSizes,
                                            int groupId) {
        long size = resultType.shape().get(groupId);
        if (size != ShapedType.DYNAMIC) {
            return StridedMetadata.index(size);
        }
        AffineExpr product = AffineExpr.constant(1);
        List<FoldResult> inputs = new ArrayList<>();
        for (int i = 0; i < group.size(); i++) {
            product = product.mul(AffineExpr.symbol(i));
            long sourceSize = sourceType.shape().get(group.get(i));
            inputs.add(sourceSize == ShapedType.DYNAMIC ? origSizes.get(group.get(i))
                    : StridedMetadata.index(sourceSize));
        }
        return AffineApplyFolding.makeComposedFoldedAffineApply(rewriter, loc, product, inputs);
    }

    /**
     * MLIR 19's {@code getCollapsedStride}: the minimum ({@code affine.min}, folded when constant) of the group's
     * strides, unit dimensions skipped; for an all-unit group, the result type's stride or a dynamic source stride.
     */
    private static FoldResult collapsedStride(PatternRewriter rewriter, Location loc, MemRefType sourceType,
                                              MemRefType resultType, List<Integer> group,
                                              List<FoldResult> origStrides, int groupId) {
        List<Long> sourceStrides = StridesAndOffset.of(sourceType).strides();
        List<FoldResult> groupStrides = new ArrayList<>();
        for (int dim : group) {
            if (sourceType.shape().get(dim) == 1) {
                continue;
            }
            long stride = sourceStrides.get(dim);
            groupStrides.add(stride == ShapedType.DYNAMIC ? origStrides.get(dim) : StridedMetadata.index(stride));
        }
        if (!groupStrides.isEmpty()) {
            return AffineApplyFolding.makeComposedFoldedAffineMin(rewriter, loc, groupStrides);
        }
        long finalStride = StridesAndOffset.of(resultType).strides().get(groupId);
        if (finalStride != ShapedType.DYNAMIC) {
            return StridedMetadata.index(finalStride);
        }
        for (int dim : group) {
            if (sourceStrides.get(dim) == ShapedType.DYNAMIC) {
                return origStrides.get(dim);
            }
        }
        throw new IllegalStateException("a collapsed unit group with a dynamic stride has no dynamic source stride");
    }
}

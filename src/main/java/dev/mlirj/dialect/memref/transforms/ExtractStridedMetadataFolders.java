package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.affine.AffineApplyFolding;
import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.dialect.memref.CastOps;
import dev.mlirj.dialect.memref.ExtractAlignedPointerAsIndexOp;
import dev.mlirj.dialect.memref.ExtractStridedMetadataOp;
import dev.mlirj.dialect.memref.GetGlobalOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.OffsetSizeAndStrideOp;
import dev.mlirj.dialect.memref.OpFoldResult;
import dev.mlirj.dialect.memref.ReassociativeReshapeOp;
import dev.mlirj.dialect.memref.ReinterpretCastOp;
import dev.mlirj.dialect.memref.ReshapeOp;
import dev.mlirj.dialect.memref.SubViewOp;
import dev.mlirj.dialect.memref.TransposeOp;
import dev.mlirj.dialect.memref.ViewOp;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpResult;
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
 * The patterns of MLIR 19's ExpandStridedMetadata.cpp that fold {@code memref.extract_strided_metadata} of a known
 * producer ({@code alloc}/{@code alloca}, {@code get_global}, {@code reinterpret_cast}, {@code cast},
 * {@code extract_strided_metadata}) into values, and the one that reads {@code extract_aligned_pointer_as_index}
 * through a view.
 */
final class ExtractStridedMetadataFolders {
    private ExtractStridedMetadataFolders() {
    }

    /** The operation defining the extract's source when it is named {@code name}, else null. */
    private static Operation producer(Operation extract, String name) {
        return ExtractStridedMetadataOp.source(extract) instanceof OpResult r
                && r.owner().name().fullName().equals(name) ? r.owner() : null;
    }

    /**
     * A pattern on {@code extract_strided_metadata} whose source is made by an operation named {@code producer}; it
     * is offered the extract and that operation.
     */
    abstract static class OfProducer extends RewritePattern {
        private final String producerName;

        OfProducer(String producerName) {
            super(ExtractStridedMetadataOp.NAME);
            this.producerName = producerName;
        }

        @Override
        public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            Operation source = producer(op, producerName);
            return source != null && rewrite(op, source, rewriter);
        }

        /** Rewrites the extract {@code op} of {@code source}'s result, returning whether it did. */
        abstract boolean rewrite(Operation op, Operation source, PatternRewriter rewriter);
    }

    /** Replaces {@code op}'s results by base, offset, sizes and strides, constants materialized at {@code loc}. */
    private static void replace(PatternRewriter rewriter, Operation op, Location loc, Value base,
                                List<FoldResult> rest) {
        List<Value> values = new ArrayList<>();
        values.add(base);
        for (FoldResult r : rest) {
            values.add(StridedMetadata.valueOf(rewriter, loc, r));
        }
        rewriter.replaceOp(op, values);
    }

    /**
     * The base buffer result of {@code op} for a producer's {@code buffer}: the buffer itself when it already has
     * the base buffer's type (rank 0, no layout), else a {@code reinterpret_cast} of it to that type.
     */
    private static Value baseBuffer(PatternRewriter rewriter, Location loc, Operation op, Value buffer) {
        MemRefType baseType = (MemRefType) ExtractStridedMetadataOp.baseBuffer(op).type();
        return buffer.type().equals(baseType) ? buffer
                : MemRef.reinterpretCast(rewriter, loc, buffer, baseType, OpFoldResult.of(0),
                        List.of(), List.of());
    }

    /** MLIR's {@code ExtractStridedMetadataOpAllocFolder} for {@code memref.alloc} or {@code memref.alloca}. */
    static final class OfAlloc extends OfProducer {
        OfAlloc(String allocName) {
            super(allocName);
        }

        @Override
        boolean rewrite(Operation op, Operation alloc, PatternRewriter rewriter) {
            MemRefType type = (MemRefType) AllocLikeOp.memref(alloc).type();
            if (type.layout() != null) {
                return rewriter.notifyMatchFailure(alloc, "alloc-like operations should have been normalized");
            }
            Location loc = op.location();
            int rank = type.rank();
            List<FoldResult> sizes = new ArrayList<>();
            int dynamic = 0;
            for (long size : type.shape()) {
                sizes.add(size == ShapedType.DYNAMIC ? FoldResult.of(AllocLikeOp.dynamicSizes(alloc).get(dynamic++))
                        : StridedMetadata.index(size));
            }
            List<FoldResult> strides = new ArrayList<>();
            for (int i = 0; i < rank; i++) {
                strides.add(StridedMetadata.index(1));
            }
            AffineExpr expr = AffineExpr.constant(1);
            int symbols = 0;
            for (int i = rank - 2; i >= 0; i--) {
                expr = expr.mul(AffineExpr.symbol(symbols++));
                strides.set(i, AffineApplyFolding.makeComposedFoldedAffineApply(rewriter, loc,
                        expr, sizes.subList(i + 1, i + 1 + symbols)));
            }
            Value base = null;
            if (ExtractStridedMetadataOp.baseBuffer(op).hasUses()) {
                base = baseBuffer(rewriter, loc, op, AllocLikeOp.memref(alloc));
            }
            List<FoldResult> rest = new ArrayList<>();
            rest.add(StridedMetadata.index(0));
            rest.addAll(sizes);
            rest.addAll(strides);
            replace(rewriter, op, loc, base, rest);
            return true;
        }
    }

    /** MLIR's {@code ExtractStridedMetadataOpGetGlobalFolder}. */
    static final class OfGetGlobal extends OfProducer {
        OfGetGlobal() {
            super(GetGlobalOp.NAME);
        }

        @Override
        boolean rewrite(Operation op, Operation global, PatternRewriter rewriter) {
            MemRefType type = (MemRefType) GetGlobalOp.result(global).type();
            if (type.layout() != null) {
                return rewriter.notifyMatchFailure(global, "get-global operation result should have been normalized");
            }
            Location loc = op.location();
            Value base = baseBuffer(rewriter, loc, op, GetGlobalOp.result(global));
            List<FoldResult> rest = new ArrayList<>();
            rest.add(StridedMetadata.index(0));
            for (long size : type.shape()) {
                rest.add(StridedMetadata.index(size));
            }
            for (long stride : StridesAndOffset.of(type).strides()) {
                rest.add(StridedMetadata.index(stride));
            }
            replace(rewriter, op, loc, base, rest);
            return true;
        }
    }

    /** MLIR's {@code ExtractStridedMetadataOpReinterpretCastFolder}. */
    static final class OfReinterpretCast extends OfProducer {
        OfReinterpretCast() {
            super(ReinterpretCastOp.NAME);
        }

        @Override
        boolean rewrite(Operation op, Operation cast, PatternRewriter rewriter) {
            Value source = ReinterpretCastOp.source(cast);
            if (!(source.type() instanceof MemRefType sourceType) || StridesAndOffset.of(sourceType) == null) {
                return false;
            }
            Location loc = op.location();
            Operation extract = MemRef.extractStridedMetadata(rewriter, loc, source);
            List<FoldResult> rest = new ArrayList<>();
            rest.add(StridedMetadata.of(OffsetSizeAndStrideOp.mixedOffsets(cast).getFirst()));
            rest.addAll(StridedMetadata.of(OffsetSizeAndStrideOp.mixedSizes(cast)));
            rest.addAll(StridedMetadata.of(OffsetSizeAndStrideOp.mixedStrides(cast)));
            replace(rewriter, op, loc, ExtractStridedMetadataOp.baseBuffer(extract), rest);
            return true;
        }
    }

    /**
     * MLIR's {@code ExtractStridedMetadataOpCastFolder}: static parts from the cast's type, the rest from its
     * source.
     */
    static final class OfCast extends OfProducer {
        OfCast() {
            super(CastOps.CAST);
        }

        @Override
        boolean rewrite(Operation op, Operation cast, PatternRewriter rewriter) {
            if (!(CastOps.source(cast).type() instanceof MemRefType)) {
                return false;
            }
            Location loc = op.location();
            MemRefType type = (MemRefType) CastOps.dest(cast).type();
            int rank = type.rank();
            Operation extract = MemRef.extractStridedMetadata(rewriter, loc, CastOps.source(cast));
            StridesAndOffset layout = StridesAndOffset.of(type);
            List<FoldResult> rest = new ArrayList<>();
            rest.add(constantOr(layout.offset(), ExtractStridedMetadataOp.offset(extract)));
            for (int i = 0; i < rank; i++) {
                rest.add(constantOr(type.shape().get(i), ExtractStridedMetadataOp.sizes(extract).get(i)));
            }
            for (int i = 0; i < rank; i++) {
                rest.add(constantOr(layout.strides().get(i), ExtractStridedMetadataOp.strides(extract).get(i)));
            }
            replace(rewriter, op, loc, ExtractStridedMetadataOp.baseBuffer(extract), rest);
            return true;
        }

        private static FoldResult constantOr(long constant, Value value) {
            return constant == ShapedType.DYNAMIC ? FoldResult.of(value) : StridedMetadata.index(constant);
        }
    }

    /** MLIR's {@code ExtractStridedMetadataOpExtractStridedMetadataFolder}: the base buffer's offset is 0. */
    static final class OfExtractStridedMetadata extends OfProducer {
        OfExtractStridedMetadata() {
            super(ExtractStridedMetadataOp.NAME);
        }

        @Override
        boolean rewrite(Operation op, Operation source, PatternRewriter rewriter) {
            replace(rewriter, op, op.location(), ExtractStridedMetadataOp.baseBuffer(source),
                    List.of(StridedMetadata.index(0)));
            return true;
        }
    }

    /** MLIR's {@code RewriteExtractAlignedPointerAsIndexOfViewLikeOp}: the pointer of a view is its source's. */
    static final class AlignedPointerOfView extends RewritePattern {
        /** The memref operations with MLIR's {@code ViewLikeOpInterface}, whose view source is operand 0. */
        static final List<String> VIEW_LIKE = List.of(SubViewOp.NAME, ReinterpretCastOp.NAME, CastOps.CAST,
                ReassociativeReshapeOp.EXPAND_SHAPE, ReassociativeReshapeOp.COLLAPSE_SHAPE, TransposeOp.NAME,
                ViewOp.NAME, CastOps.MEMORY_SPACE_CAST, ReshapeOp.NAME);

        AlignedPointerOfView() {
            super(ExtractAlignedPointerAsIndexOp.NAME);
        }

        @Override
        public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            if (!(ExtractAlignedPointerAsIndexOp.source(op) instanceof OpResult r)
                    || !VIEW_LIKE.contains(r.owner().name().fullName())) {
                return rewriter.notifyMatchFailure(op, "not a ViewLike source");
            }
            Value source = r.owner().operand(0);
            rewriter.modifyOpInPlace(op, () -> op.setOperand(0, source));
            return true;
        }
    }

}

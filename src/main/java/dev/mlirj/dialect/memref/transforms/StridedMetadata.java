package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.OpFoldResult;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.greedy.PatternRewriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The metadata of a strided memref as the patterns compute it (MLIR's {@code StridedMetadata}): the base buffer and
 * the offset, sizes and strides, each a value or an index constant; and the conversions the patterns share.
 *
 * @param base    the base buffer ({@code memref<elt>})
 * @param offset  the offset
 * @param sizes   the sizes
 * @param strides the strides
 */
record StridedMetadata(Value base, FoldResult offset, List<FoldResult> sizes, List<FoldResult> strides) {

    /** An index constant. */
    static FoldResult index(long value) {
        return FoldResult.of(IntegerAttr.of(IndexType.INSTANCE, value));
    }

    /** The constant of {@code ofr}, which must be one. */
    static long constant(FoldResult ofr) {
        return ((IntegerAttr) ofr.attribute()).value().longValue();
    }

    /** A memref facade entry as a fold result. */
    static FoldResult of(OpFoldResult entry) {
        return entry.isStatic() ? index(entry.constant()) : FoldResult.of(entry.value());
    }

    static List<FoldResult> of(List<OpFoldResult> entries) {
        return entries.stream().map(StridedMetadata::of).toList();
    }

    /** A fold result as a memref facade entry. */
    static OpFoldResult toEntry(FoldResult ofr) {
        return ofr.value() != null ? OpFoldResult.of(ofr.value()) : OpFoldResult.of(constant(ofr));
    }

    static List<OpFoldResult> toEntries(List<FoldResult> ofrs) {
        return ofrs.stream().map(StridedMetadata::toEntry).toList();
    }

    /** MLIR's {@code getValueOrCreateConstantIndexOp}. */
    static Value valueOf(PatternRewriter rewriter, Location location, FoldResult ofr) {
        if (ofr.value() != null) {
            return ofr.value();
        }
        return Arith.constant(rewriter, location, IndexType.INSTANCE, constant(ofr));
    }

    /** The replacement values of an {@code extract_strided_metadata}: base, offset, sizes, strides. */
    List<Value> values(PatternRewriter rewriter, Location location) {
        List<Value> values = new ArrayList<>();
        values.add(base);
        values.add(valueOf(rewriter, location, offset));
        for (FoldResult s : sizes) {
            values.add(valueOf(rewriter, location, s));
        }
        for (FoldResult s : strides) {
            values.add(valueOf(rewriter, location, s));
        }
        return values;
    }

    /** {@code memref.reinterpret_cast base to offset, sizes, strides : type}, replacing {@code op}. */
    void replaceWithReinterpretCast(PatternRewriter rewriter, Operation op, MemRefType type) {
        Value cast = MemRef.reinterpretCast(rewriter, op.location(), base, type,
                toEntry(offset), toEntries(sizes), toEntries(strides));
        rewriter.replaceOp(op, List.of(cast));
    }
}

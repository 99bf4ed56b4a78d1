package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.affine.AffineApplyFolding;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.ExtractStridedMetadataOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.Folding;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineExpr;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * MLIR 19's {@code ReinterpretCastOpInterface} and {@code SubViewOpInterface}: the linear extent of the view,
 * {@code [offset, offset + sum(size_i * stride_i))}, lies within that of its source, built right after the view from
 * the {@code extract_strided_metadata} of each (what the types state used as constants) with
 * {@code makeComposedFoldedAffineApply}. As in MLIR 19 this is not a per-dimension check; and a view of an unranked
 * or non-strided source is not checked (MLIR 19 would build an invalid {@code extract_strided_metadata}).
 *
 * @param source  the view's source operand
 * @param message what the assertion says
 */
record ViewBoundsVerification(Function<Operation, Value> source, String message)
        implements RuntimeVerifiableOpInterface {

    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value base = source.apply(op);
        Value result = op.result(0);
        if (!isStrided(base) || !isStrided(result)) {
            return;
        }
        b.setInsertionPointAfter(op);
        Value[] baseBounds = linearBounds(b, loc, base);
        Value[] bounds = linearBounds(b, loc, result);
        Value geLow = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.SGE, bounds[0], baseBounds[0]));
        Value leHigh = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.SLE, bounds[1], baseBounds[1]));
        Value condition = b.createOrFold(Arith.andi(b, loc, geLow, leHigh));
        RuntimeOpVerification.check(b, loc, op, condition, message);
    }

    private static boolean isStrided(Value memref) {
        return memref.type() instanceof MemRefType t && StridesAndOffset.of(t) != null;
    }

    /** MLIR's {@code computeLinearBounds} of a memref: {@code [low, high)} from its metadata. */
    private static Value[] linearBounds(Builder b, Location loc, Value memref) {
        MemRefType type = (MemRefType) memref.type();
        StridesAndOffset layout = StridesAndOffset.of(type);
        Operation metadata = MemRef.extractStridedMetadata(b, loc, memref);
        // getConstifiedMixedOffset/Sizes/Strides: what the type states, else the metadata's results.
        FoldResult offset = constified(ExtractStridedMetadataOp.offset(metadata), layout.offset());
        List<FoldResult> sizes = new ArrayList<>();
        List<FoldResult> strides = new ArrayList<>();
        List<FoldResult> zeros = new ArrayList<>();
        for (int i = 0; i < type.rank(); i++) {
            sizes.add(constified(ExtractStridedMetadataOp.sizes(metadata).get(i), type.shape().get(i)));
            strides.add(constified(ExtractStridedMetadataOp.strides(metadata).get(i), layout.strides().get(i)));
            zeros.add(StridedMetadata.index(0));
        }
        Value low = linearIndex(b, loc, offset, strides, zeros);
        Value high = linearIndex(b, loc, offset, strides, sizes);
        return new Value[] {low, high};
    }

    private static FoldResult constified(Value value, long known) {
        return known != ShapedType.DYNAMIC ? StridedMetadata.index(known)
                : Folding.constantValue(value) != null ? FoldResult.of(Folding.constantValue(value))
                : FoldResult.of(value);
    }

    /**
     * MLIR's {@code computeLinearIndex}: {@code s0 + s1 * s2 + s3 * s4 + ...} over the offset and each
     * (index, stride) pair, folded and composed, as a value (a constant created when it folds to one).
     */
    private static Value linearIndex(Builder b, Location loc, FoldResult offset, List<FoldResult> strides,
                                     List<FoldResult> indices) {
        List<FoldResult> values = new ArrayList<>();
        values.add(offset);
        AffineExpr expr = AffineExpr.symbol(0);
        for (int i = 0; i < strides.size(); i++) {
            expr = expr.add(AffineExpr.symbol(1 + 2 * i).mul(AffineExpr.symbol(2 + 2 * i)));
            values.add(indices.get(i));
            values.add(strides.get(i));
        }
        FoldResult index = AffineApplyFolding.makeComposedFoldedAffineApply(b, loc, expr, values);
        return index.value() != null ? index.value()
                : RuntimeOpVerification.index(b, loc, StridedMetadata.constant(index));
    }
}

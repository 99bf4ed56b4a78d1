package dev.mlirj.dialect.memref;

import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code OffsetSizeAndStrideOpInterface} accessors for {@code memref.subview} and
 * {@code memref.reinterpret_cast}: the mixed offsets, sizes and strides (a constant where the static array has
 * one, else the next dynamic operand), and the reassociation of {@code expand_shape}/{@code collapse_shape}. The
 * operation must have verified.
 */
public final class OffsetSizeAndStrideOp {
    private OffsetSizeAndStrideOp() {
    }

    /** The mixed offsets. */
    public static List<OpFoldResult> mixedOffsets(Operation op) {
        return mixed(op, DynamicIndexList.STATIC_OFFSETS, 1);
    }

    /** The mixed sizes. */
    public static List<OpFoldResult> mixedSizes(Operation op) {
        return mixed(op, DynamicIndexList.STATIC_SIZES, 1 + dynamicCount(op, DynamicIndexList.STATIC_OFFSETS));
    }

    /** The mixed strides. */
    public static List<OpFoldResult> mixedStrides(Operation op) {
        return mixed(op, DynamicIndexList.STATIC_STRIDES, 1 + dynamicCount(op, DynamicIndexList.STATIC_OFFSETS)
                + dynamicCount(op, DynamicIndexList.STATIC_SIZES));
    }

    /** The groups of an {@code expand_shape} or {@code collapse_shape}. */
    public static List<List<Integer>> reassociation(Operation op) {
        return ReassociativeReshapeOp.groups(op.properties().get(ReassociativeReshapeOp.REASSOCIATION));
    }

    /**
     * MLIR's {@code SubViewOp::getDroppedDims}: the source dimensions a rank-reducing subview drops, told apart among
     * its unit sizes by the source's strides.
     */
    public static boolean[] droppedDims(Operation subview) {
        MemRefType source = (MemRefType) subview.operand(0).type();
        MemRefType result = (MemRefType) subview.result(0).type();
        long[] sizes = Checks.i64s(subview.properties().get(DynamicIndexList.STATIC_SIZES));
        return SubViewOp.droppedDims(source, result, sizes, StridesAndOffset.of(source), StridesAndOffset.of(result));
    }

    private static int dynamicCount(Operation op, String property) {
        int n = 0;
        for (long v : Checks.i64s(op.properties().get(property))) {
            if (v == ShapedType.DYNAMIC) {
                n++;
            }
        }
        return n;
    }

    private static List<OpFoldResult> mixed(Operation op, String property, int firstOperand) {
        List<OpFoldResult> entries = new ArrayList<>();
        int next = firstOperand;
        for (long v : Checks.i64s(op.properties().get(property))) {
            if (v == ShapedType.DYNAMIC) {
                Value operand = op.operand(next++);
                entries.add(OpFoldResult.of(operand));
            } else {
                entries.add(OpFoldResult.of(v));
            }
        }
        return entries;
    }
}

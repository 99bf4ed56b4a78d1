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
 * one, else the next dynamic operand), the static arrays and the dynamic operands, and the reassociation of
 * {@code expand_shape}/{@code collapse_shape}. The operation must have verified. The accessors that take an operand
 * list read it as MLIR's adaptors do: the operation's operands or their remapped versions, in order.
 */
public final class OffsetSizeAndStrideOp {
    private OffsetSizeAndStrideOp() {
    }

    /** The static offsets: {@link ShapedType#DYNAMIC} where an operand gives the offset. */
    public static long[] staticOffsets(Operation op) {
        return MemRefChecks.i64s(op.properties().get(DynamicIndexList.STATIC_OFFSETS));
    }

    /** The static sizes: {@link ShapedType#DYNAMIC} where an operand gives the size. */
    public static long[] staticSizes(Operation op) {
        return MemRefChecks.i64s(op.properties().get(DynamicIndexList.STATIC_SIZES));
    }

    /** The static strides: {@link ShapedType#DYNAMIC} where an operand gives the stride. */
    public static long[] staticStrides(Operation op) {
        return MemRefChecks.i64s(op.properties().get(DynamicIndexList.STATIC_STRIDES));
    }

    /** The dynamic offsets among {@code operands}. */
    public static List<Value> offsets(Operation op, List<Value> operands) {
        return group(op, operands, 1);
    }

    /** The dynamic sizes among {@code operands}. */
    public static List<Value> sizes(Operation op, List<Value> operands) {
        return group(op, operands, 2);
    }

    /** The dynamic strides among {@code operands}. */
    public static List<Value> strides(Operation op, List<Value> operands) {
        return group(op, operands, 3);
    }

    private static List<Value> group(Operation op, List<Value> operands, int index) {
        int[] segments = MemRefChecks.segmentSizes(op, 4);
        int from = 0;
        for (int i = 0; i < index; i++) {
            from += segments[i];
        }
        return operands.subList(from, from + segments[index]);
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


    /**
     * MLIR's {@code SubViewOp::getDroppedDims}: the source dimensions a rank-reducing subview drops, told apart among
     * its unit sizes by the source's strides.
     */
    public static boolean[] droppedDims(Operation subview) {
        MemRefType source = (MemRefType) subview.operand(0).type();
        MemRefType result = (MemRefType) subview.result(0).type();
        return SubViewOp.droppedDims(source, result, staticSizes(subview), StridesAndOffset.of(source),
                StridesAndOffset.of(result));
    }

    private static int dynamicCount(Operation op, String property) {
        int n = 0;
        for (long v : MemRefChecks.i64s(op.properties().get(property))) {
            if (v == ShapedType.DYNAMIC) {
                n++;
            }
        }
        return n;
    }

    private static List<OpFoldResult> mixed(Operation op, String property, int firstOperand) {
        List<OpFoldResult> entries = new ArrayList<>();
        int next = firstOperand;
        for (long v : MemRefChecks.i64s(op.properties().get(property))) {
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

package dev.mlirj.dialect.memref;

import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import java.util.Objects;

/**
 * One entry of a mixed static/dynamic list (MLIR's {@code OpFoldResult}): an {@code index} {@link Value} known only at
 * run time, or a constant. Used to build offsets, sizes and strides ({@link MemRef#subview},
 * {@link MemRef#reinterpretCast}, {@link MemRef#expandShape}).
 *
 * @param value    the run-time value, or null for a constant
 * @param constant the constant (meaningless when {@code value} is set)
 */
public record OpFoldResult(Value value, long constant) {
    /** Checks that a constant is not the dynamic marker. */
    public OpFoldResult {
        if (value == null && constant == ShapedType.DYNAMIC) {
            throw new IllegalArgumentException("a constant entry cannot be ShapedType.DYNAMIC; pass the Value instead");
        }
    }

    /** A run-time entry. */
    public static OpFoldResult of(Value value) {
        return new OpFoldResult(Objects.requireNonNull(value, "value"), 0);
    }

    /** A constant entry. */
    public static OpFoldResult of(long constant) {
        return new OpFoldResult(null, constant);
    }

    /** Whether the entry is a constant. */
    public boolean isStatic() {
        return value == null;
    }

    /** The entry as stored in a static array: the constant, or {@link ShapedType#DYNAMIC}. */
    long staticValue() {
        return value == null ? constant : ShapedType.DYNAMIC;
    }
}

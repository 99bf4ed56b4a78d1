package dev.mlirj.ir;

import java.math.BigInteger;

/**
 * {@code 42 : i32}, {@code 7 : index}, {@code true}: an integer of an integer or index type. The value is kept
 * as written, within the type's range: signed types and signless ones may be negative, {@code i1} holds 0 or 1
 * ({@code false}/{@code true}).
 *
 * @param type  an {@link IntegerType} or {@link IndexType}
 * @param value the value
 */
public record IntegerAttr(Type type, BigInteger value) implements BuiltinAttribute {
    /** Checks the type. */
    public IntegerAttr {
        if (!(type instanceof IntegerType) && !(type instanceof IndexType)) {
            throw new IllegalArgumentException("an integer attribute needs an integer or index type, not " + type);
        }
    }

    /** {@code value : type}. */
    public static IntegerAttr of(Type type, long value) {
        return new IntegerAttr(type, BigInteger.valueOf(value));
    }

    /** {@code true} or {@code false}, an {@code i1}. */
    public static IntegerAttr bool(boolean value) {
        return of(IntegerType.of(1), value ? 1 : 0);
    }

    /** Whether this is an {@code i1} ({@code true}/{@code false}). */
    public boolean isBool() {
        return type instanceof IntegerType t && t.isSignless(1);
    }

    /** The value as a long; throws if it does not fit. */
    public long longValue() {
        return value.longValueExact();
    }
}

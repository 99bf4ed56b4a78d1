package dev.mlirj.executionengine;

import java.util.ArrayList;
import java.util.List;

/**
 * The results of one call of a compiled function, in order, with typed accessors. Scalars are copied out;
 * memref results are {@link OwnedMemRef}s the caller owns: {@link #close()} closes them all (or close each).
 *
 * <p>Immutable apart from the memrefs' own state; safe to share.
 */
public final class CallResults implements AutoCloseable {
    private final FunctionSignature signature;
    private final Object[] values;

    CallResults(FunctionSignature signature, Object[] values) {
        this.signature = signature;
        this.values = values;
    }

    /** The number of results. */
    public int size() {
        return values.length;
    }

    /**
     * Result {@code r}: {@code Boolean} ({@code i1}), {@code Byte}, {@code Short}, {@code Integer}, {@code Long}
     * (integers; {@code index} is a {@code Long}, or an {@code Integer} with a 32-bit index), {@code Float}
     * ({@code f16}, {@code bf16}, {@code f32}), {@code Double}, {@code double[]{re, im}} or {@link OwnedMemRef}.
     */
    public Object get(int r) {
        if (r < 0 || r >= values.length) {
            throw new IndexOutOfBoundsException("@" + signature.name() + " has " + values.length + " results; there is "
                    + "no result " + r);
        }
        return values[r];
    }

    private <T> T get(int r, Class<T> type, String what) {
        Object v = get(r);
        if (!type.isInstance(v)) {
            throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " has type "
                    + dev.mlirj.syntax.TypePrinter.toString(signature.functionType().results().get(r)) + ", not "
                    + what);
        }
        return type.cast(v);
    }

    /** An integer or {@code index} result, sign-extended ({@code i1}: 0 or 1). */
    public long getLong(int r) {
        return switch (get(r)) {
            case Boolean b -> b ? 1 : 0;
            case Byte n -> n;
            case Short n -> n;
            case Integer n -> n;
            case Long n -> n;
            default -> throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " has type "
                    + dev.mlirj.syntax.TypePrinter.toString(signature.functionType().results().get(r))
                    + ", not an integer");
        };
    }

    /** An {@code i32} result (or a narrower integer, sign-extended). */
    public int getInt(int r) {
        long v = getLong(r);
        if (v != (int) v) {
            throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " (" + v + ") does not "
                    + "fit an int");
        }
        return (int) v;
    }

    /** An {@code i1} result. */
    public boolean getBoolean(int r) {
        return get(r, Boolean.class, "i1");
    }

    /** An {@code f32}, {@code f16} or {@code bf16} result. */
    public float getFloat(int r) {
        return get(r, Float.class, "f32, f16 or bf16");
    }

    /** A floating-point result, widened to {@code double}. */
    public double getDouble(int r) {
        Object v = get(r);
        if (v instanceof Float f) {
            return f;
        }
        return get(r, Double.class, "a floating-point type");
    }

    /** A memref result; the caller owns it. */
    public OwnedMemRef getMemRef(int r) {
        return get(r, OwnedMemRef.class, "a memref");
    }

    /** Closes every memref result (freeing what they own). */
    @Override
    public void close() {
        List<RuntimeException> failures = new ArrayList<>();
        for (Object v : values) {
            if (v instanceof OwnedMemRef m) {
                try {
                    m.close();
                } catch (RuntimeException e) {
                    failures.add(e);
                }
            }
        }
        if (!failures.isEmpty()) {
            RuntimeException first = failures.get(0);
            failures.subList(1, failures.size()).forEach(first::addSuppressed);
            throw first;
        }
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("(");
        for (int r = 0; r < values.length; r++) {
            b.append(r == 0 ? "" : ", ").append(values[r] instanceof double[] c ? c[0] + "+" + c[1] + "i" : values[r]);
        }
        return b.append(')').toString();
    }
}

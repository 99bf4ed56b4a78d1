package dev.mlirj.llvm;

import java.lang.foreign.MemorySegment;

/**
 * An LLVM object this Java object does not own: a type, value or block that lives as long as the
 * {@link LlvmScope} it came from. Every native use goes through {@link #raw()}, which first checks the scope is
 * alive, so a handle that outlived its module or context throws {@link IllegalStateException} instead of
 * touching freed memory. Two handles of the same class are equal when they point at the same LLVM object.
 */
abstract class BorrowedHandle {
    private final MemorySegment raw;
    private final LlvmScope scope;

    /** Borrows {@code raw}, a {@code kind} (e.g. "LLVM type") LLVM just returned, from {@code scope}. */
    BorrowedHandle(String kind, MemorySegment raw, LlvmScope scope) {
        if (raw.equals(MemorySegment.NULL)) {
            throw new LlvmException("making an " + kind, "LLVM returned NULL");
        }
        this.raw = raw;
        this.scope = scope;
    }

    /** The native pointer, after checking the scope it lives in is alive. */
    final MemorySegment raw() {
        scope.ensureAlive();
        return raw;
    }

    /** The context or module this object lives in. */
    final LlvmScope scope() {
        return scope;
    }

    /** Whether the scope is still alive (for printing a dead handle without throwing). */
    final boolean scopeAlive() {
        try {
            scope.ensureAlive();
            return true;
        } catch (IllegalStateException e) {
            return false;
        }
    }

    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && ((BorrowedHandle) o).raw.equals(raw);
    }

    @Override
    public final int hashCode() {
        return raw.hashCode();
    }
}

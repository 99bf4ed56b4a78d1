package dev.mlirj.llvm;

import java.lang.foreign.MemorySegment;

/**
 * An LLVM object this Java object owns: it is disposed exactly once, by {@link #close()}, unless ownership
 * passed to another owner first ({@link #transferTo(String)}, e.g. a module handed to a
 * {@link ThreadSafeModule}). Once closed or transferred the handle is dead and every use throws
 * {@link IllegalStateException} before any native call is made; a second {@code close()} does nothing.
 *
 * <p>Owned handles are not thread-safe (neither are the LLVM objects behind them) unless a subclass says so.
 */
abstract class OwnedHandle implements AutoCloseable {
    private final String kind;
    private MemorySegment raw;
    private String deadBecause;

    /** Takes ownership of {@code raw}, a non-null {@code kind} (e.g. "LLVM module") LLVM just created. */
    OwnedHandle(String kind, MemorySegment raw) {
        if (raw == null || raw.equals(MemorySegment.NULL)) {
            throw new LlvmException("creating an " + kind, "LLVM returned NULL");
        }
        this.kind = kind;
        this.raw = raw;
    }

    /**
     * The native pointer; throws {@link IllegalStateException} if this handle was closed or handed over, or
     * if what it lives in is gone.
     */
    final MemorySegment raw() {
        MemorySegment r = raw;
        if (r == null) {
            throw new IllegalStateException("this " + kind + " " + deadBecause);
        }
        checkParent();
        return r;
    }

    /** Throws {@link IllegalStateException} if what this handle lives in is gone; nothing for a root object. */
    void checkParent() {
    }

    /** Whether this handle, and what it lives in, can still be used. */
    public boolean isAlive() {
        if (raw == null) {
            return false;
        }
        try {
            checkParent();
            return true;
        } catch (IllegalStateException e) {
            return false;
        }
    }

    /** Gives up ownership to {@code newOwner} and returns the pointer; this handle is dead afterwards. */
    final MemorySegment transferTo(String newOwner) {
        MemorySegment r = raw();
        raw = null;
        deadBecause = "was handed over to " + newOwner + " and can no longer be used";
        return r;
    }

    /** Disposes the LLVM object unless it was already closed or handed over; idempotent. */
    @Override
    public void close() {
        MemorySegment r = raw;
        if (r != null) {
            raw = null;
            deadBecause = "is closed";
            dispose(r);
        }
    }

    /** Frees the LLVM object behind {@code pointer}; called at most once. */
    abstract void dispose(MemorySegment pointer);

    @Override
    public String toString() {
        return kind + (raw == null ? " (" + deadBecause + ")" : "");
    }
}

package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Orc_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.MemorySegment;

/**
 * An {@code LLVMOrcThreadSafeContextRef} the caller owns: an LLVM context with a lock, which modules bound for
 * the JIT must be built in. {@link #context()} lends the context for building; each {@link ThreadSafeModule}
 * made from it keeps the underlying context alive (LLVM counts references), so closing this object after
 * handing modules to a JIT is safe. Modules built in the context but not yet handed over die with it.
 */
public final class ThreadSafeContext extends OwnedHandle {
    private final LlvmContext context;

    private ThreadSafeContext(MemorySegment raw) {
        super("ORC thread-safe context", raw);
        this.context = LlvmContext.borrowedFrom(this, Orc_h.LLVMOrcThreadSafeContextGetContext(raw));
    }

    /** A new thread-safe context with a fresh LLVM context. */
    public static ThreadSafeContext create() {
        LlvmLibrary.load();
        return new ThreadSafeContext(Orc_h.LLVMOrcCreateNewThreadSafeContext());
    }

    /** The LLVM context, borrowed: valid while this object is open; do not close it. */
    public LlvmContext context() {
        raw();
        return context;
    }

    @Override
    void dispose(MemorySegment pointer) {
        Orc_h.LLVMOrcDisposeThreadSafeContext(pointer);
    }
}

package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Orc_h;
import java.lang.foreign.MemorySegment;

/**
 * An {@code LLVMOrcThreadSafeModuleRef} the caller owns until {@link LlJit#addModule} takes it: a module paired
 * with the thread-safe context it was built in. Closing one that was never added disposes the module.
 */
public final class ThreadSafeModule extends OwnedHandle {

    private ThreadSafeModule(MemorySegment raw) {
        super("ORC thread-safe module", raw);
    }

    /**
     * Takes over {@code module}, which must have been built in {@code context}'s LLVM context; {@code module}
     * is dead afterwards.
     */
    public static ThreadSafeModule create(LlvmModule module, ThreadSafeContext context) {
        if (module.context().owner() != context) {
            throw new IllegalArgumentException(module + " was not built in this ThreadSafeContext's LLVM context;"
                    + " build it in ThreadSafeContext.context()");
        }
        MemorySegment tsc = context.raw();
        return new ThreadSafeModule(Orc_h.LLVMOrcCreateNewThreadSafeModule(
                module.transferTo("a ThreadSafeModule"), tsc));
    }

    @Override
    void dispose(MemorySegment pointer) {
        Orc_h.LLVMOrcDisposeThreadSafeModule(pointer);
    }
}

package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.ref.Reference;

/**
 * A call of a compiled function's C interface with its arguments bound once ({@link PreparedCall#bind()}): the
 * descriptors are written and checked, so a call checks only that the memrefs' memory is still accessible, then
 * makes the downcall through a handle the JVM's JIT compiles as a constant. Returns the scalar result boxed, or
 * null. Immutable and safe to call from any number of threads, as long as the bound memrefs are not written by
 * others at the same time.
 */
public final class BoundCall {
    private final FunctionSignature signature;
    private final ConstantHandle.Bound target;
    private final MemRefView[] memRefs;
    private final Arena arena;
    private final boolean i1;

    BoundCall(FunctionSignature signature, ConstantHandle.Bound target, MemRefView[] memRefs, Arena arena,
              boolean i1) {
        this.signature = signature;
        this.target = target;
        this.memRefs = memRefs;
        this.arena = arena;
        this.i1 = i1;
    }

    /**
     * Makes the call.
     *
     * @throws IllegalStateException naming the argument whose memory is no longer accessible, or if the arena the
     *                               descriptors live in is closed
     */
    public Object call() {
        for (int i = 0; i < memRefs.length; i++) {
            if (memRefs[i] != null && !memRefs[i].isAlive()) {
                throw new IllegalStateException(signature.describeArgument(i) + ": the memref's memory is no longer "
                        + "accessible (its arena was closed)");
            }
        }
        if (!arena.scope().isAlive()) {
            throw new IllegalStateException("the arena of this bound call of @" + signature.name() + " is closed");
        }
        try {
            Object result = target.invoke();
            return i1 && result instanceof Byte b ? (Object) ((b & 1) != 0) : result;
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("calling @" + signature.name(), t);
        } finally {
            Reference.reachabilityFence(memRefs);
            Reference.reachabilityFence(arena);
        }
    }

    @Override
    public String toString() {
        return "BoundCall[" + signature + "]";
    }
}

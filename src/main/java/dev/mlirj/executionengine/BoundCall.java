package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.ref.Reference;

/**
 * A call of a compiled function's C interface with its arguments bound once ({@link PreparedCall#bind}): the
 * descriptors are written, checked and owned by the bound call, so a call checks only that the memrefs' memory is
 * still accessible from the calling thread, then makes the downcall through a handle the JVM's JIT compiles as a
 * constant. Returns the scalar result boxed, or null. Immutable; it may be called from any thread the memrefs'
 * memory is accessible from (any thread for shared or automatic arenas). Closing a memref's arena while a call
 * that uses it runs is the caller's error, as it is for {@link PreparedCall}: the check happens before the call.
 */
public final class BoundCall {
    private final FunctionSignature signature;
    private final ConstantHandle.Bound target;
    private final MemRefView[] memRefs;
    /** The owned memrefs the views belong to, kept reachable so that no cleaner frees them during a call. */
    private final Object[] owners;
    private final Arena arena;
    private final Runnable afterEachCall;

    BoundCall(FunctionSignature signature, ConstantHandle.Bound target, MemRefView[] memRefs, Object[] owners,
              Arena arena, Runnable afterEachCall) {
        this.signature = signature;
        this.target = target;
        this.memRefs = memRefs;
        this.owners = owners;
        this.arena = arena;
        this.afterEachCall = afterEachCall;
    }

    /**
     * Makes the call.
     *
     * @throws IllegalStateException naming the argument whose memory is no longer accessible
     * @throws WrongThreadException  naming the argument whose memory is confined to another thread
     */
    public Object call() {
        Thread self = Thread.currentThread();
        for (int i = 0; i < memRefs.length; i++) {
            MemRefView m = memRefs[i];
            if (m != null && !m.isAlive()) {
                throw new IllegalStateException(signature.describeArgument(i) + ": the memref's memory is no longer "
                        + "accessible (its arena was closed)");
            }
            if (m != null && !m.segment().isAccessibleBy(self)) {
                throw new WrongThreadException(signature.describeArgument(i) + ": the memref's memory belongs to a "
                        + "confined arena of another thread, so this thread may not pass it to compiled code");
            }
        }
        try {
            Object result = target.invoke();
            if (afterEachCall != null) {
                afterEachCall.run();
            }
            return signature.fromCarrier(result);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("calling @" + signature.name(), t);
        } finally {
            Reference.reachabilityFence(memRefs);
            Reference.reachabilityFence(owners);
            Reference.reachabilityFence(arena);
        }
    }

    @Override
    public String toString() {
        return "BoundCall[" + signature + "]";
    }
}

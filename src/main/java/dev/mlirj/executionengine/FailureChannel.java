package dev.mlirj.executionengine;

import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.llvm.LlJit;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Java's end of an engine's failure recovery ({@link FailureRecovery}): the engine's count of failures not yet
 * taken, read after every call, and the downcall that takes the calling thread's failure record. Both are made
 * when the engine is created, so that nothing between a call and the check can block (a virtual thread keeps its
 * native thread, and with it the thread's record, only while it does not block). Immutable; shared by the
 * engine and its cleanup, never reaching the engine itself.
 */
final class FailureChannel {
    /** The ids engines are told apart by in the per-thread records; never reused in a process. */
    private static final AtomicLong IDS = new AtomicLong();

    private static final FunctionDescriptor TAKE = FunctionDescriptor.of(ValueLayout.ADDRESS);

    private final MemorySegment pending;
    private final MethodHandle take;

    private FailureChannel(MemorySegment pending, MethodHandle take) {
        this.pending = pending;
        this.take = take;
    }

    /** A new engine id, for {@link FailureRecovery#runtimeIr}. */
    static long newEngineId() {
        return IDS.incrementAndGet();
    }

    /**
     * The channel of the failure runtime compiled into {@code jit}. Its addresses are in the JIT's scope (never an
     * automatic engine's, which the engine's cleanup, holding this channel, would keep reachable): reading them
     * after the JIT is closed throws instead of touching freed memory.
     */
    static FailureChannel open(LlJit jit) {
        MemorySegment pending = jit.lookup(FailureRecovery.PENDING).reinterpret(Long.BYTES);
        MethodHandle take = Linker.nativeLinker().downcallHandle(jit.lookup(FailureRecovery.TAKE), TAKE);
        return new FailureChannel(pending, take);
    }

    /** Whether some thread has a failure of this engine not yet taken (one memory read). */
    boolean pending() {
        return pending.get(ValueLayout.JAVA_LONG, 0) != 0;
    }

    /** The calling thread's failure of this engine, taken (so a second call returns null), or null. */
    @SuppressWarnings("restricted")
    KernelFailureException take() {
        MemorySegment record;
        try {
            record = (MemorySegment) take.invokeExact();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        if (record.equals(MemorySegment.NULL)) {
            return null; // the failures counted are other threads'
        }
        record = record.reinterpret(FailureRecovery.RECORD_SIZE);
        String entry = cString(record.get(ValueLayout.ADDRESS, FailureRecovery.RECORD_ENTRY));
        String message = cString(record.get(ValueLayout.ADDRESS, FailureRecovery.RECORD_MESSAGE));
        String location = cString(record.get(ValueLayout.ADDRESS, FailureRecovery.RECORD_LOCATION));
        long count = record.get(ValueLayout.JAVA_LONG, FailureRecovery.RECORD_COUNT);
        List<KernelFailureException.Comparison> comparisons = new ArrayList<>();
        for (int i = 0; i < Math.min(count, FailureRecovery.MAX_COMPARISONS); i++) {
            long at = FailureRecovery.RECORD_COMPARISONS + 24L * i;
            ICmpPredicate predicate = ICmpPredicate.fromValue(record.get(ValueLayout.JAVA_LONG, at));
            if (predicate != null) {
                comparisons.add(new KernelFailureException.Comparison(predicate.keyword(),
                        record.get(ValueLayout.JAVA_LONG, at + 8), record.get(ValueLayout.JAVA_LONG, at + 16)));
            }
        }
        return new KernelFailureException(entry == null ? "?" : entry, message, location, comparisons);
    }

    /** The zero-terminated UTF-8 string at {@code address}, or null for a null pointer. */
    @SuppressWarnings("restricted")
    private static String cString(MemorySegment address) {
        return address.equals(MemorySegment.NULL) ? null : address.reinterpret(Long.MAX_VALUE).getString(0);
    }
}

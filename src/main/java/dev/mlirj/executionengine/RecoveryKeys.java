package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * The two POSIX thread-specific-data keys that compiled code uses to recover from a failure
 * ({@link FailureRecovery}), made once per process with {@code pthread_key_create} and never deleted (the
 * process has a bounded number of keys, so engines share these two):
 * <ul>
 *   <li>{@link #point()}: the innermost recovery point of the calling thread, a {@code jmp_buf} in the stack
 *       frame of the entry wrapper that runs; null outside every wrapper. No destructor.</li>
 *   <li>{@link #record()}: the thread's failure record, allocated with {@code calloc} by the first failure on
 *       the thread and freed by the key's destructor, {@code free}, when the thread ends.</li>
 * </ul>
 * A key is an {@code unsigned int} on Linux and an {@code unsigned long} on macOS: {@link #bits()}.
 */
final class RecoveryKeys {
    private static volatile RecoveryKeys instance;

    private final long point;
    private final long record;
    private final int bits;

    private RecoveryKeys(long point, long record, int bits) {
        this.point = point;
        this.record = record;
        this.bits = bits;
    }

    /** The keys of this process, made on first use. */
    static RecoveryKeys get() {
        RecoveryKeys keys = instance;
        if (keys == null) {
            synchronized (RecoveryKeys.class) {
                keys = instance;
                if (keys == null) {
                    keys = instance = create();
                }
            }
        }
        return keys;
    }

    /** The key of the innermost recovery point. */
    long point() {
        return point;
    }

    /** The key of the failure record. */
    long record() {
        return record;
    }

    /** The width of {@code pthread_key_t} in bits: 32 on Linux, 64 on macOS. */
    int bits() {
        return bits;
    }

    private static RecoveryKeys create() {
        boolean mac = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("mac");
        ValueLayout keyLayout = mac ? ValueLayout.JAVA_LONG : ValueLayout.JAVA_INT;
        Linker linker = Linker.nativeLinker();
        var libc = linker.defaultLookup();
        MethodHandle keyCreate = linker.downcallHandle(libc.find("pthread_key_create").orElseThrow(
                        () -> new IllegalStateException("the C library has no pthread_key_create")),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
        MemorySegment free = libc.find("free").orElseThrow(
                () -> new IllegalStateException("the C library has no free"));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment slot = arena.allocate(ValueLayout.JAVA_LONG);
            long point = create(keyCreate, slot, MemorySegment.NULL, keyLayout);
            long record = create(keyCreate, slot, free, keyLayout);
            return new RecoveryKeys(point, record, mac ? 64 : 32);
        }
    }

    private static long create(MethodHandle keyCreate, MemorySegment slot, MemorySegment destructor,
                               ValueLayout keyLayout) {
        slot.fill((byte) 0);
        int status;
        try {
            status = (int) keyCreate.invokeExact(slot, destructor);
        } catch (Throwable t) {
            throw new IllegalStateException("pthread_key_create failed", t);
        }
        if (status != 0) {
            throw new IllegalStateException("pthread_key_create failed with error " + status
                    + " (the process may have used up its thread-specific-data keys)");
        }
        return keyLayout == ValueLayout.JAVA_INT ? Integer.toUnsignedLong(slot.get(ValueLayout.JAVA_INT, 0))
                : slot.get(ValueLayout.JAVA_LONG, 0);
    }
}

package dev.mlirj.executionengine;

import java.lang.foreign.MemorySegment;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A {@link MemRefAllocator} that passes every call to another one and counts: allocations, frees, the blocks live
 * now and the most live at once, and frees of a pointer it did not hand out (or handed out and took back already:
 * a double free), which it does not pass on. Thread-safe; the counts are exact once the compiled code has
 * returned.
 */
public final class CountingMemRefAllocator implements MemRefAllocator {
    private final MemRefAllocator delegate;
    private final Set<Long> live = ConcurrentHashMap.newKeySet();
    private final AtomicLong allocations = new AtomicLong();
    private final AtomicLong frees = new AtomicLong();
    private final AtomicLong badFrees = new AtomicLong();
    private final AtomicLong peakLive = new AtomicLong();

    /** Counts the calls made to {@code delegate}. */
    public CountingMemRefAllocator(MemRefAllocator delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /** Counts calls to the C library's functions ({@link MemRefAllocator#libc()}). */
    public CountingMemRefAllocator() {
        this(MemRefAllocator.libc());
    }

    private MemorySegment allocated(MemorySegment pointer) {
        if (pointer.address() != 0) {
            allocations.incrementAndGet();
            live.add(pointer.address());
            peakLive.accumulateAndGet(live.size(), Math::max);
        }
        return pointer;
    }

    @Override
    public MemorySegment alloc(long size) {
        return allocated(delegate.alloc(size));
    }

    @Override
    public MemorySegment alignedAlloc(long alignment, long size) {
        return allocated(delegate.alignedAlloc(alignment, size));
    }

    @Override
    public void free(MemorySegment pointer) {
        if (pointer.address() == 0) {
            return; // free(NULL) does nothing
        }
        if (!live.remove(pointer.address())) {
            badFrees.incrementAndGet();
            return;
        }
        frees.incrementAndGet();
        delegate.free(pointer);
    }

    /** How many blocks were allocated (successfully). */
    public long allocations() {
        return allocations.get();
    }

    /** How many blocks were freed. */
    public long frees() {
        return frees.get();
    }

    /** How many blocks are allocated and not freed now. */
    public long live() {
        return live.size();
    }

    /** The most blocks that were live at once. */
    public long peakLive() {
        return peakLive.get();
    }

    /** Frees of a pointer that was not live (never allocated here, or freed already); they were not passed on. */
    public long badFrees() {
        return badFrees.get();
    }

    @Override
    public String toString() {
        return "CountingMemRefAllocator[allocations=" + allocations() + ", frees=" + frees() + ", live=" + live()
                + ", peak=" + peakLive() + ", bad frees=" + badFrees() + "]";
    }
}

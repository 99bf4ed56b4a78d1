package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.ref.Cleaner;

/**
 * A memref that compiled code returned, owned by Java: its {@link #view()} reads and writes the memory, and
 * {@link #close()} frees it by calling the module's deallocation function ({@code free} unless the module
 * uses MLIR's generic allocation functions) on the descriptor's {@code allocated} pointer, exactly once. A
 * second {@code close()} does nothing; an owned memref that becomes unreachable without being closed is freed
 * by a {@link Cleaner} (a fallback: close it).
 *
 * <p>Not every returned memref owns its memory: when its {@code allocated} pointer is that of a memref argument
 * of the same call (the function returned its argument or a view of it), or is not a heap pointer (null, or the
 * {@code 0xdeadbeef} marker MLIR's lowering gives memrefs of globals), it is {@linkplain #isOwner() not an
 * owner} and closing it frees nothing.
 *
 * <p>After {@code close()} the view's segment is dead: element access throws {@link IllegalStateException}
 * and so does passing the view to compiled code. Thread-safe: {@code close()} may race with other calls to it.
 */
public final class OwnedMemRef implements AutoCloseable {
    /** The {@code allocated} pointer MLIR's lowering of {@code memref.get_global} stores (0xdeadbeef). */
    public static final long GLOBAL_MARKER = 0xdeadbeefL;

    private static final Cleaner CLEANER = Cleaner.create();

    private final MemRefView view;
    private final Release release;
    private final Cleaner.Cleanable cleanable;

    private OwnedMemRef(MemRefView view, Release release) {
        this.view = view;
        this.release = release;
        this.cleanable = CLEANER.register(this, release::fromCleaner);
    }

    /**
     * Takes over the memref whose descriptor (of {@code descriptorType}) is at the start of {@code descriptor}.
     *
     * @param free     the deallocation function, {@code void(ptr)}; called on {@code allocated} when owning
     * @param borrowed addresses of memory the caller owns (the call's memref arguments' allocated pointers):
     *                 a result allocated there is not owned
     */
    static OwnedMemRef adopt(MemRefDescriptorLayout descriptorType, MemorySegment descriptor,
            MemRefElementType elementType, MethodHandle free, long[] borrowed) {
        int rank = descriptorType.rank();
        MemorySegment allocated = descriptorType.allocated(descriptor);
        long aligned = descriptorType.aligned(descriptor).address();
        long offset = descriptorType.offset(descriptor);
        long[] sizes = new long[rank];
        long[] strides = new long[rank];
        boolean empty = false;
        long lo = offset;
        long hi = offset;
        for (int d = 0; d < rank; d++) {
            sizes[d] = descriptorType.size(descriptor, d);
            strides[d] = descriptorType.stride(descriptor, d);
            empty |= sizes[d] == 0;
        }
        boolean owner = allocated.address() != 0 && allocated.address() != GLOBAL_MARKER && free != null;
        for (long b : borrowed) {
            owner &= b != allocated.address();
        }
        Arena arena = Arena.ofShared();
        Release release = new Release(arena, owner ? free : null, allocated);
        try {
            for (int d = 0; d < rank && !empty; d++) {
                if (sizes[d] < 0) {
                    throw new IllegalStateException("compiled code returned a memref with size " + sizes[d]
                            + " in dimension " + d);
                }
                long extent = Math.multiplyExact(sizes[d] - 1, strides[d]);
                if (extent < 0) {
                    lo = Math.addExact(lo, extent);
                } else {
                    hi = Math.addExact(hi, extent);
                }
            }
            long size = elementType.byteSize();
            // The segment spans exactly the reachable elements; the view's offset is rebased onto its start.
            long base = empty ? aligned : Math.addExact(aligned, Math.multiplyExact(lo, size));
            long bytes = empty ? 0 : Math.multiplyExact(hi - lo + 1, size);
            @SuppressWarnings("restricted")
            MemorySegment segment = MemorySegment.ofAddress(base).reinterpret(bytes, arena, null);
            MemRefView view = MemRefView.adopt(elementType, segment, allocated, empty ? 0 : offset - lo, sizes, strides);
            return new OwnedMemRef(view, release);
        } catch (RuntimeException e) {
            release.run();
            throw e instanceof ArithmeticException ? new IllegalStateException("compiled code returned a memref "
                    + "whose elements lie beyond 64-bit addresses", e) : e;
        }
    }

    /**
     * The view of the memory.
     *
     * @throws IllegalStateException if closed
     */
    public MemRefView view() {
        return liveView();
    }

    /**
     * The elements copied into a new Java array ({@link MemRefView#toArray()}); the copy stays valid after this
     * memref is closed.
     *
     * @throws IllegalStateException if the memref was closed
     */
    public Object toArray() {
        return liveView().toArray();
    }

    private MemRefView liveView() {
        if (release.isReleased()) {
            throw new IllegalStateException("the memref was closed");
        }
        return view;
    }

    /** Whether closing frees the memory (see the class comment for when a returned memref does not own it). */
    public boolean isOwner() {
        return release.free != null;
    }

    /** The descriptor's {@code allocated} pointer: what closing passes to the deallocation function. */
    public long allocatedAddress() {
        return release.allocated.address();
    }

    /** Whether {@link #close()} has run. */
    public boolean isClosed() {
        return release.isReleased();
    }

    /**
     * Frees the memory (when owning) and kills the view's segment. Idempotent.
     *
     * @throws IllegalStateException if compiled code is still using the view's segment through a call in
     *                               progress (the memref then stays open)
     */
    @Override
    public void close() {
        release.run();
        cleanable.clean();
    }

    @Override
    public String toString() {
        return (isClosed() ? "closed " : "") + (isOwner() ? "owned " : "borrowed ") + view;
    }

    /** The release action, shared by close() and the Cleaner; holds no reference to the OwnedMemRef. */
    private static final class Release implements Runnable {
        private final Arena arena;
        private final MethodHandle free;
        private final MemorySegment allocated;
        private boolean released;

        Release(Arena arena, MethodHandle free, MemorySegment allocated) {
            this.arena = arena;
            this.free = free;
            this.allocated = allocated;
        }

        synchronized boolean isReleased() {
            return released;
        }

        @Override
        public synchronized void run() {
            if (released) {
                return;
            }
            arena.close(); // throws, leaving the memref open, while a call uses the segment
            released = true;
            if (free != null) {
                try {
                    free.invokeExact(allocated);
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Throwable t) {
                    throw new IllegalStateException("the deallocation function failed", t);
                }
            }
        }

        void fromCleaner() {
            try {
                run();
            } catch (RuntimeException e) {
                System.err.println("mlirj: could not free an unreachable memref: " + e.getMessage());
            }
        }
    }
}

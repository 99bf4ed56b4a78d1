package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * The lifetime of an {@link ExecutionEngine} created with
 * {@link ExecutionEngineOptions#withAutomaticLifetime(boolean) automatic lifetime}: an
 * {@linkplain Arena#ofAuto() automatic arena} whose scope every address the engine hands out is given, and the
 * release of the engine's native resources, run once by the garbage collector's cleaner after nothing reaches
 * that scope any more (not the engine, which holds this object, nor an address, nor a downcall handle bound to
 * one, nor a call in flight, which FFM keeps it reachable for).
 *
 * <p>A downcall through an automatic scope neither acquires nor releases it, so it costs what a call to a
 * library function in the global scope costs, where a closeable scope costs two atomic updates per call.
 *
 * <p>Invariant: the release action reaches neither the engine nor this object (it would keep them reachable
 * forever); it holds only the native owners it frees.
 */
final class AutomaticLifetime {
    private final Arena arena = Arena.ofAuto();

    /** A lifetime that runs {@code release} once its scope is unreachable, on the cleaner's thread. */
    @SuppressWarnings("restricted")
    AutomaticLifetime(Runnable release) {
        MemorySegment.NULL.reinterpret(arena, ignored -> release.run());
    }

    /** {@code address} as a zero-length segment of this lifetime's scope. */
    @SuppressWarnings("restricted")
    MemorySegment rescope(MemorySegment address) {
        return MemorySegment.ofAddress(address.address()).reinterpret(arena, null);
    }
}

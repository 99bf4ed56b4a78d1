package dev.mlirj.executionengine;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/** {@link MemRefAllocator#libc()}: downcalls to the C library. */
@SuppressWarnings("restricted")
final class LibcMemRefAllocator implements MemRefAllocator {
    static final LibcMemRefAllocator INSTANCE = new LibcMemRefAllocator();

    private static final Linker LINKER = Linker.nativeLinker();
    private static final MethodHandle MALLOC = LINKER.downcallHandle(address("malloc"),
            FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG));
    private static final MethodHandle ALIGNED_ALLOC = LINKER.downcallHandle(address("aligned_alloc"),
            FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    private static final MethodHandle FREE = LINKER.downcallHandle(address("free"),
            FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));

    private LibcMemRefAllocator() {
    }

    /** The C library's function {@code name}. */
    static MemorySegment address(String name) {
        return LINKER.defaultLookup().find(name).orElseThrow(() -> new IllegalStateException(
                "the C library has no " + name));
    }

    @Override
    public MemorySegment alloc(long size) {
        try {
            return (MemorySegment) MALLOC.invokeExact(size);
        } catch (Throwable t) {
            throw new IllegalStateException("malloc failed", t);
        }
    }

    @Override
    public MemorySegment alignedAlloc(long alignment, long size) {
        try {
            return (MemorySegment) ALIGNED_ALLOC.invokeExact(alignment, size);
        } catch (Throwable t) {
            throw new IllegalStateException("aligned_alloc failed", t);
        }
    }

    @Override
    public void free(MemorySegment pointer) {
        try {
            FREE.invokeExact(pointer);
        } catch (Throwable t) {
            throw new IllegalStateException("free failed", t);
        }
    }

    @Override
    public String toString() {
        return "libc allocator";
    }
}

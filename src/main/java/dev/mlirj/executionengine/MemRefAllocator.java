package dev.mlirj.executionengine;

import java.lang.foreign.MemorySegment;

/**
 * Where compiled code gets and returns the memory of its memrefs when the module was lowered with
 * {@code finalize-memref-to-llvm{use-generic-functions=1}}: the Java side of MLIR's
 * {@code _mlir_memref_to_llvm_alloc(size)}, {@code _mlir_memref_to_llvm_aligned_alloc(alignment, size)} and
 * {@code _mlir_memref_to_llvm_free(ptr)} (see {@link MemRefAllocationFunctions}). The hook for a Java user who wants
 * to count, limit or redirect a kernel's allocations: install one with
 * {@link MemRefAllocationFunctions#withAllocator}; {@link CountingMemRefAllocator} counts.
 *
 * <p>Implementations are called from compiled code, possibly from several threads at once, and must be
 * thread-safe. Pointers are native addresses as zero-length segments; a failed allocation returns
 * {@link MemorySegment#NULL}, as {@code malloc} does. An exception thrown here does not reach native code: the
 * call returns NULL (or nothing) and the engine records the exception (see
 * {@link ExecutionEngine#rethrowJavaSymbolFailure}).
 */
public interface MemRefAllocator {
    /** {@code _mlir_memref_to_llvm_alloc}: {@code size} bytes, aligned as {@code malloc}'s are. */
    MemorySegment alloc(long size);

    /**
     * {@code _mlir_memref_to_llvm_aligned_alloc}: {@code size} bytes (a multiple of {@code alignment}, as the
     * lowering makes it) aligned to {@code alignment} (a power of two).
     */
    MemorySegment alignedAlloc(long alignment, long size);

    /** {@code _mlir_memref_to_llvm_free}: returns memory from {@link #alloc} or {@link #alignedAlloc}. */
    void free(MemorySegment pointer);

    /** The C library's {@code malloc}, {@code aligned_alloc} and {@code free}: what MLIR's runtime would call. */
    static MemRefAllocator libc() {
        return LibcMemRefAllocator.INSTANCE;
    }
}

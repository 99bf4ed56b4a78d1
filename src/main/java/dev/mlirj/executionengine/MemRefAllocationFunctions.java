package dev.mlirj.executionengine;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The allocation functions that {@code finalize-memref-to-llvm{use-generic-functions=1}} makes compiled code call
 * instead of the C library's (MLIR's {@code _mlir_memref_to_llvm_alloc(size_t)},
 * {@code _mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size)} and
 * {@code _mlir_memref_to_llvm_free(void *)}). MLIR 19's runner libraries do not define them (a program using them
 * needs a library that does); mlirj does:
 * <ul>
 *   <li>by default, wherever the runner utilities are provided
 *   ({@link ExecutionEngineOptions#withRunnerUtils}, so {@code mlirj run}), as the C library's {@code malloc},
 *   {@code aligned_alloc} and {@code free} themselves ({@link #defaultSymbols});</li>
 *   <li>with {@link #withAllocator}, as upcalls to a Java {@link MemRefAllocator}: the hook to count or redirect a
 *   kernel's allocations (these symbols take precedence over the runner utilities' defaults).</li>
 * </ul>
 * Memrefs such a module returns are freed through the same function when the {@link CompiledFunction} says so:
 * {@code function.withDeallocationFunction(MemRefAllocationFunctions.FREE)}.
 */
public final class MemRefAllocationFunctions {
    /** {@code void *_mlir_memref_to_llvm_alloc(size_t size)}. */
    public static final String ALLOC = "_mlir_memref_to_llvm_alloc";
    /** {@code void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size)}. */
    public static final String ALIGNED_ALLOC = "_mlir_memref_to_llvm_aligned_alloc";
    /** {@code void _mlir_memref_to_llvm_free(void *ptr)}. */
    public static final String FREE = "_mlir_memref_to_llvm_free";

    private MemRefAllocationFunctions() {
    }

    /** The three functions as the C library's own, by name. */
    static Map<String, MemorySegment> defaultSymbols() {
        Map<String, MemorySegment> symbols = new LinkedHashMap<>();
        symbols.put(ALLOC, LibcMemRefAllocator.address("malloc"));
        symbols.put(ALIGNED_ALLOC, LibcMemRefAllocator.address("aligned_alloc"));
        symbols.put(FREE, LibcMemRefAllocator.address("free"));
        return symbols;
    }

    /**
     * {@code options} with the three functions defined as calls to {@code allocator} (Java symbols: the engine
     * makes the upcall stubs and frees them when it closes). The allocator must outlive the engine's use of it.
     */
    public static ExecutionEngineOptions withAllocator(ExecutionEngineOptions options, MemRefAllocator allocator) {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(allocator, "allocator");
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            MethodHandle alloc = lookup.findVirtual(MemRefAllocator.class, "alloc",
                    MethodType.methodType(MemorySegment.class, long.class)).bindTo(allocator);
            MethodHandle aligned = lookup.findVirtual(MemRefAllocator.class, "alignedAlloc",
                    MethodType.methodType(MemorySegment.class, long.class, long.class)).bindTo(allocator);
            MethodHandle free = lookup.findVirtual(MemRefAllocator.class, "free",
                    MethodType.methodType(void.class, MemorySegment.class)).bindTo(allocator);
            return options
                    .withSymbol(ALLOC, alloc, FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG))
                    .withSymbol(ALIGNED_ALLOC, aligned, FunctionDescriptor.of(ValueLayout.ADDRESS,
                            ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG))
                    .withSymbol(FREE, free, FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}

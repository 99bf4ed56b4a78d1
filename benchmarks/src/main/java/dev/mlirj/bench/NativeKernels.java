package dev.mlirj.bench;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The C reference kernels ({@code src/main/c/kernels.c}), built by the benchmark module's build with
 * {@code clang -O3 -march=native} into {@code target/native/libmlirjbench.so}, as FFM downcall handles. The
 * library is found through the system property {@code mlirj.bench.native} (set by {@code scripts/bench.sh}),
 * else {@code target/native} under the working directory. When it is missing (no clang at build time) every
 * C variant fails in its setup with a message saying so; {@code scripts/bench.sh} excludes them beforehand.
 */
final class NativeKernels {
    private static final SymbolLookup LIBRARY = load();

    private NativeKernels() {
    }

    private static SymbolLookup load() {
        Path dir = Path.of(System.getProperty("mlirj.bench.native", "target/native"));
        Path library = dir.resolve("libmlirjbench.so");
        if (!Files.isRegularFile(library)) {
            return null;
        }
        return SymbolLookup.libraryLookup(library.toAbsolutePath(), Arena.global());
    }

    /** Whether the C kernels were built. */
    static boolean available() {
        return LIBRARY != null;
    }

    /** A downcall handle to the C kernel {@code name}, critical (no thread-state transition) when asked. */
    static MethodHandle handle(String name, FunctionDescriptor descriptor, boolean critical) {
        if (LIBRARY == null) {
            throw new IllegalStateException("the C kernels were not built (no clang found when the benchmarks were "
                    + "built): the C variants are skipped; install clang or set CLANG and rebuild");
        }
        var address = LIBRARY.find(name).orElseThrow(() -> new IllegalStateException("no C kernel " + name));
        return critical
                ? Linker.nativeLinker().downcallHandle(address, descriptor, Linker.Option.critical(false))
                : Linker.nativeLinker().downcallHandle(address, descriptor);
    }

    /** A critical downcall handle to the C kernel {@code name} whose pointer arguments may be heap segments. */
    static MethodHandle heapAccessHandle(String name, FunctionDescriptor descriptor) {
        if (LIBRARY == null) {
            throw new IllegalStateException("the C kernels were not built (no clang found when the benchmarks were "
                    + "built): the C variants are skipped; install clang or set CLANG and rebuild");
        }
        var address = LIBRARY.find(name).orElseThrow(() -> new IllegalStateException("no C kernel " + name));
        return Linker.nativeLinker().downcallHandle(address, descriptor, Linker.Option.critical(true));
    }

    static MethodHandle handle(String name, FunctionDescriptor descriptor) {
        return handle(name, descriptor, false);
    }
}

package dev.mlirj.llvm.loader;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * The three functions of the platform's dynamic loader mlirj needs ({@code dlopen}, {@code dlsym},
 * {@code dlerror}). The JDK's own {@code SymbolLookup.libraryLookup} opens libraries with {@code RTLD_LOCAL},
 * which leaves LLVM's JIT unable to find the ORC runtime hooks in libLLVM; mlirj opens libLLVM itself with
 * {@code RTLD_NOW | RTLD_GLOBAL} and resolves symbols through {@code dlsym} on that handle.
 */
final class Dl {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LIBC = libc();
    private static final MethodHandle DLOPEN = handle("dlopen",
            FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_INT));
    private static final MethodHandle DLSYM = handle("dlsym",
            FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
    private static final MethodHandle DLERROR = handle("dlerror", FunctionDescriptor.of(ValueLayout.ADDRESS));

    private Dl() {
    }

    @SuppressWarnings("restricted")
    private static SymbolLookup libc() {
        SymbolLookup lookup = LINKER.defaultLookup();
        if (lookup.find("dlopen").isPresent()) {
            return lookup;
        }
        // glibc before 2.34 keeps the loader functions in libdl.
        return SymbolLookup.libraryLookup("libdl.so.2", Arena.global());
    }

    @SuppressWarnings("restricted")
    private static MethodHandle handle(String name, FunctionDescriptor descriptor) {
        MemorySegment address = LIBC.find(name).orElseThrow(
                () -> new LlvmLoadException("the C library has no " + name + "; mlirj cannot load libLLVM"));
        return LINKER.downcallHandle(address, descriptor);
    }

    /** {@code void *dlopen(const char *path, int flags)}; throws with {@code dlerror()}'s text on failure. */
    static MemorySegment open(String path, int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment handle = (MemorySegment) DLOPEN.invokeExact(arena.allocateFrom(path), flags);
            if (handle.equals(MemorySegment.NULL)) {
                throw new LlvmLoadException("cannot load " + path + ": " + lastError());
            }
            return handle;
        } catch (LlvmLoadException e) {
            throw e;
        } catch (Throwable t) {
            throw new LlvmLoadException("cannot load " + path + ": " + t, t);
        }
    }

    /** {@code void *dlsym(void *handle, const char *name)}; {@link MemorySegment#NULL} when absent. */
    static MemorySegment symbol(MemorySegment handle, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return (MemorySegment) DLSYM.invokeExact(handle, arena.allocateFrom(name));
        } catch (Throwable t) {
            throw new IllegalStateException("dlsym(" + name + ") failed", t);
        }
    }

    private static String lastError() throws Throwable {
        MemorySegment message = (MemorySegment) DLERROR.invokeExact();
        return message.equals(MemorySegment.NULL) ? "unknown error" : string(message);
    }

    /** Copies the UTF-8 C string at the non-NULL {@code cString}, a zero-length segment native code returned. */
    @SuppressWarnings("restricted")
    static String string(MemorySegment cString) {
        return cString.reinterpret(Long.MAX_VALUE).getString(0);
    }
}

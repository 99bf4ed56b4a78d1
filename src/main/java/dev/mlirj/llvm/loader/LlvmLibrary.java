package dev.mlirj.llvm.loader;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Path;
import java.util.List;

/**
 * The process-wide libLLVM 17: found by {@link LibraryLocator}, opened once with {@code RTLD_NOW | RTLD_GLOBAL},
 * checked to be LLVM {@value #REQUIRED_MAJOR}, with the host target and AArch64 initialised and a fatal-error
 * handler installed that reports LLVM's reason on standard error before LLVM ends the process.
 *
 * <p>Loading happens on first use of any mlirj LLVM API (or of a generated binding) and is thread-safe. If it fails, every later call
 * fails with the same {@link LlvmLoadException}, which says what to do. The library is never unloaded.
 * The generated bindings in {@code dev.mlirj.llvm.c} resolve their symbols through {@link #symbol(String)}.
 */
public final class LlvmLibrary {
    /** System property naming a libLLVM 17 to load instead of the class-path artifact. */
    public static final String LIBRARY_PROPERTY = "mlirj.llvm.library";
    /** Environment variable naming a libLLVM 17, consulted after {@value #LIBRARY_PROPERTY}. */
    public static final String LIBRARY_ENV = "MLIRJ_LLVM_LIBRARY";
    /** The LLVM major version mlirj's bindings were generated from. */
    public static final int REQUIRED_MAJOR = 17;
    /** The version of the {@code org.bytedeco:llvm} artifact that carries libLLVM. */
    public static final String ARTIFACT_VERSION = "17.0.6-1.5.10";

    private static final Object LOCK = new Object();
    private static volatile Loaded loaded;
    private static LlvmLoadException failure;

    private record Loaded(MemorySegment handle, Path path, String origin, LlvmVersion version, Platform platform) {
    }

    private LlvmLibrary() {
    }

    /** Loads and initialises libLLVM if that has not happened yet; throws {@link LlvmLoadException} if it can't. */
    public static void load() {
        loaded();
    }

    /** The file libLLVM was loaded from. */
    public static Path path() {
        return loaded().path;
    }

    /** How the library was found, e.g. {@code class path resource jar:file:...}. */
    public static String origin() {
        return loaded().origin;
    }

    /** The version of the loaded library. */
    public static LlvmVersion version() {
        return loaded().version;
    }

    /** The host platform the library was loaded for. */
    public static Platform platform() {
        return loaded().platform;
    }

    /**
     * The address of the LLVM-C function or variable {@code name} in the loaded library.
     *
     * @throws LlvmLoadException if the library cannot be loaded or has no such symbol
     */
    public static MemorySegment symbol(String name) {
        Loaded library = loaded();
        MemorySegment address = Dl.symbol(library.handle, name);
        if (address.equals(MemorySegment.NULL)) {
            throw new LlvmLoadException("LLVM-C symbol " + name + " is not in " + library.path + " (LLVM "
                    + library.version + "); mlirj's bindings expect LLVM " + REQUIRED_MAJOR);
        }
        return address;
    }

    private static Loaded loaded() {
        Loaded library = loaded;
        if (library != null) {
            return library;
        }
        synchronized (LOCK) {
            if (loaded != null) {
                return loaded;
            }
            if (failure != null) {
                throw new LlvmLoadException(failure.getMessage(), failure);
            }
            try {
                loaded = open();
                return loaded;
            } catch (LlvmLoadException e) {
                failure = e;
                throw e;
            } catch (RuntimeException | Error e) {
                failure = new LlvmLoadException("loading libLLVM failed: " + e, e);
                throw failure;
            }
        }
    }

    /**
     * Opens and initialises the library. Runs under {@link #LOCK}, so it calls LLVM only through downcalls of
     * its own, never through the generated bindings: their lazily initialised holder classes resolve symbols
     * through {@link #symbol}, and a holder another thread is initialising at the same time would deadlock.
     */
    private static Loaded open() {
        requireNativeAccess();
        LibraryLocator.Located located = LibraryLocator.forThisJvm().locate();
        Platform platform = Platform.host();
        MemorySegment handle = Dl.open(located.path().toString(), platform.rtldNowGlobal());
        LlvmVersion version = readVersion(handle, located.path());
        checkVersion(version, located.path());
        initializeTargets(handle, located.path());
        FatalErrorReporter.install(handle, located.path());
        return new Loaded(handle, located.path(), located.origin(), version, platform);
    }

    /** A downcall to {@code name} in the library being opened; throws naming the function if it is missing. */
    @SuppressWarnings("restricted")
    private static MethodHandle bootstrapFunction(MemorySegment handle, Path path, String name,
                                                  FunctionDescriptor descriptor) {
        MemorySegment address = Dl.symbol(handle, name);
        if (address.equals(MemorySegment.NULL)) {
            throw new LlvmLoadException(path + " has no " + name + "; mlirj needs LLVM " + REQUIRED_MAJOR
                    + " built with the X86 and AArch64 targets");
        }
        return Linker.nativeLinker().downcallHandle(address, descriptor);
    }

    /** Throws unless this JVM lets mlirj's module call restricted FFM methods. */
    static void requireNativeAccess() {
        Module module = LlvmLibrary.class.getModule();
        if (!module.isNativeAccessEnabled()) {
            String flag = module.isNamed() ? "--enable-native-access=" + module.getName()
                    : "--enable-native-access=ALL-UNNAMED";
            throw new LlvmLoadException("mlirj calls LLVM through the FFM API, and native access is not enabled for "
                    + (module.isNamed() ? "module " + module.getName() : "the class path")
                    + ": start java with " + flag
                    + " (an executable jar may instead say 'Enable-Native-Access: ALL-UNNAMED' in its manifest)");
        }
    }

    /** Reads the version, reporting a library too old to have {@code LLVMGetVersion} (added in LLVM 16). */
    private static LlvmVersion readVersion(MemorySegment handle, Path path) {
        if (Dl.symbol(handle, "LLVMGetVersion").equals(MemorySegment.NULL)) {
            throw new LlvmLoadException(path + " has no LLVMGetVersion, so it is older than LLVM 16; mlirj needs LLVM "
                    + REQUIRED_MAJOR);
        }
        MethodHandle call = bootstrapFunction(handle, path, "LLVMGetVersion",
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment parts = arena.allocate(ValueLayout.JAVA_INT, 3);
            call.invokeExact(parts, parts.asSlice(4), parts.asSlice(8));
            return new LlvmVersion(parts.getAtIndex(ValueLayout.JAVA_INT, 0),
                    parts.getAtIndex(ValueLayout.JAVA_INT, 1), parts.getAtIndex(ValueLayout.JAVA_INT, 2));
        } catch (Throwable t) {
            throw new LlvmLoadException("calling LLVMGetVersion in " + path + " failed: " + t, t);
        }
    }

    /** Throws unless {@code version} is the LLVM major version the bindings were generated from. */
    static void checkVersion(LlvmVersion version, Path path) {
        if (version.major() != REQUIRED_MAJOR) {
            throw new LlvmLoadException(path + " is LLVM " + version + ", but mlirj needs LLVM " + REQUIRED_MAJOR
                    + ": name a libLLVM " + REQUIRED_MAJOR + " with -D" + LIBRARY_PROPERTY
                    + "=PATH, or unset it to use the org.bytedeco:llvm:" + ARTIFACT_VERSION + " artifact");
        }
    }

    /**
     * Initialises the two targets mlirj's platforms have, X86 and AArch64, so either host can also produce code
     * for the other. The {@code LLVMInitializeNative*} helpers are static inline in the headers, so the
     * per-target functions are called by name.
     */
    private static void initializeTargets(MemorySegment handle, Path path) {
        for (String target : List.of("X86", "AArch64")) {
            for (String part : List.of("TargetInfo", "Target", "TargetMC", "AsmPrinter", "AsmParser")) {
                try {
                    bootstrapFunction(handle, path, "LLVMInitialize" + target + part, FunctionDescriptor.ofVoid())
                            .invokeExact();
                } catch (LlvmLoadException e) {
                    throw e;
                } catch (Throwable t) {
                    throw new LlvmLoadException("initialising LLVM's " + target + " target failed: " + t, t);
                }
            }
        }
    }

    /** Installs LLVM's fatal-error handler; a static nested class so the upcall stub is made once. */
    private static final class FatalErrorReporter {
        @SuppressWarnings("restricted")
        static void install(MemorySegment handle, Path path) {
            MethodHandle installHandler = bootstrapFunction(handle, path, "LLVMInstallFatalErrorHandler",
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
            try {
                MethodHandle target = MethodHandles.lookup().findStatic(FatalErrorReporter.class, "report",
                        MethodType.methodType(void.class, MemorySegment.class));
                MemorySegment stub = Linker.nativeLinker().upcallStub(target,
                        FunctionDescriptor.ofVoid(ValueLayout.ADDRESS), Arena.global());
                installHandler.invokeExact(stub);
            } catch (Throwable t) {
                throw new LlvmLoadException("cannot install LLVM's fatal-error handler: " + t, t);
            }
        }

        /** Called by LLVM on a fatal error, after which LLVM exits the process; must never throw. */
        @SuppressWarnings("unused")
        static void report(MemorySegment reason) {
            try {
                System.out.flush();
                System.err.println("mlirj: LLVM fatal error: " + (reason.equals(MemorySegment.NULL) ? "(none)" : Dl.string(reason))
                        + " (LLVM ends the process after a fatal error; this is a bug in mlirj or in its input"
                        + " validation, please report it)");
                System.err.flush();
            } catch (Throwable ignored) {
                // Nothing can be done: an exception escaping an upcall would crash the JVM.
            }
        }
    }
}

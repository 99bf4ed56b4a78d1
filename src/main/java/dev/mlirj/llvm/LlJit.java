package dev.mlirj.llvm;

import dev.mlirj.llvm.c.LLJIT_h;
import dev.mlirj.llvm.c.LLVMJITEvaluatedSymbol;
import dev.mlirj.llvm.c.LLVMJITSymbolFlags;
import dev.mlirj.llvm.c.LLVMOrcCSymbolMapPair;
import dev.mlirj.llvm.c.Orc_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * An ORC {@code LLJIT} instance the caller owns: compiles the modules added to it on first lookup and resolves
 * what they call among themselves, in symbols {@linkplain #defineAbsolute defined} by the caller, and in the
 * process (libc, libm, every library loaded with {@code RTLD_GLOBAL}).
 *
 * <p>Errors LLVM reports asynchronously (a symbol a module needs but nobody defines) go to an error reporter
 * and are added to the message of the lookup that triggered them; nothing LLVM does here aborts the JVM.
 *
 * <p>Thread safety: {@link #addModule}, {@link #lookup} and {@link #defineAbsolute} may be called from any
 * number of threads at once, and so may the compiled code. {@link #close()} waits for those methods to finish.
 * Addresses from {@link #lookup} are segments scoped to this JIT: a downcall through one after {@code close()}
 * throws {@link IllegalStateException}, and {@code close()} itself throws while such a call is running rather
 * than freeing code under it.
 */
public final class LlJit extends OwnedHandle {
    private static final AtomicLong IDS = new AtomicLong();
    private static final Map<Long, Queue<String>> SESSION_ERRORS = new ConcurrentHashMap<>();
    private static final MemorySegment ERROR_REPORTER = errorReporterStub();

    private final long id = IDS.incrementAndGet();
    private final Queue<String> sessionErrors = new ConcurrentLinkedQueue<>();
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Arena code = Arena.ofShared();
    private final MemorySegment mainDylib;

    private LlJit(MemorySegment raw) {
        super("LLJIT", raw);
        SESSION_ERRORS.put(id, sessionErrors);
        Orc_h.LLVMOrcExecutionSessionSetErrorReporter(LLJIT_h.LLVMOrcLLJITGetExecutionSession(raw), ERROR_REPORTER,
                MemorySegment.ofAddress(id));
        mainDylib = LLJIT_h.LLVMOrcLLJITGetMainJITDylib(raw);
    }

    /** A JIT for this host at code generation level O2. */
    public static LlJit create() {
        return create(LlvmTargetMachine.host(OptLevel.O2));
    }

    /**
     * A JIT that generates code as {@code targetMachine} does (its triple, CPU, features and level), which it
     * takes over: {@code targetMachine} is dead afterwards. Objects are linked by {@code RtDyldLinkingLayer}
     * (RuntimeDyld, as MLIR's ExecutionEngine), whose memory is unmapped when the JIT is closed.
     */
    public static LlJit create(LlvmTargetMachine targetMachine) {
        LlvmLibrary.load();
        MemorySegment builder = LLJIT_h.LLVMOrcCreateLLJITBuilder();
        MemorySegment jtmb = Orc_h.LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(
                targetMachine.transferTo("an LLJIT"));
        LLJIT_h.LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, jtmb);
        RtDyldLinkingLayer.install(builder);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment jitSlot = arena.allocate(ValueLayout.ADDRESS);
            // LLVMOrcCreateLLJIT takes the builder over whether or not it succeeds.
            LlvmErrors.check(LLJIT_h.LLVMOrcCreateLLJIT(jitSlot, builder), "creating an LLJIT");
            LlJit jit = new LlJit(jitSlot.get(ValueLayout.ADDRESS, 0));
            try {
                jit.addProcessSymbols(arena);
            } catch (RuntimeException e) {
                jit.close();
                throw e;
            }
            return jit;
        }
    }

    private void addProcessSymbols(Arena arena) {
        MemorySegment generatorSlot = arena.allocate(ValueLayout.ADDRESS);
        LlvmErrors.check(Orc_h.LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(generatorSlot,
                LLJIT_h.LLVMOrcLLJITGetGlobalPrefix(raw()), MemorySegment.NULL, MemorySegment.NULL),
                "making the process's symbols visible to the JIT");
        Orc_h.LLVMOrcJITDylibAddGenerator(mainDylib, generatorSlot.get(ValueLayout.ADDRESS, 0));
    }

    /** The target triple the JIT compiles for. */
    public String triple() {
        return withReadLock(() -> CStrings.read(LLJIT_h.LLVMOrcLLJITGetTripleString(raw())));
    }

    /** The data layout of the JIT's target; modules added should use it. */
    public String dataLayout() {
        return withReadLock(() -> CStrings.read(LLJIT_h.LLVMOrcLLJITGetDataLayoutStr(raw())));
    }

    /** Takes over {@code module} (dead afterwards) and adds it to the JIT; it is compiled on first lookup. */
    public void addModule(ThreadSafeModule module) {
        withReadLock(() -> {
            MemorySegment jit = raw();
            // LLVMOrcLLJITAddLLVMIRModule takes the module over whether or not it succeeds.
            LlvmErrors.check(LLJIT_h.LLVMOrcLLJITAddLLVMIRModule(jit, mainDylib, module.transferTo("an LLJIT")),
                    "adding a module to the JIT");
            return null;
        });
    }

    /**
     * Makes {@code name} resolve to {@code address} for code in this JIT, e.g. a C function or an FFM upcall
     * stub. The caller keeps {@code address} valid while this JIT lives.
     *
     * @throws LlvmException if {@code name} is already defined
     */
    public void defineAbsolute(String name, MemorySegment address) {
        if (address.equals(MemorySegment.NULL)) {
            throw new IllegalArgumentException("cannot define JIT symbol '" + name + "' at address 0");
        }
        withReadLock(() -> {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment pair = LLVMOrcCSymbolMapPair.allocate(arena);
                LLVMOrcCSymbolMapPair.Name(pair, LLJIT_h.LLVMOrcLLJITMangleAndIntern(raw(), arena.allocateFrom(name)));
                MemorySegment symbol = LLVMOrcCSymbolMapPair.Sym(pair);
                LLVMJITEvaluatedSymbol.Address(symbol, address.address());
                MemorySegment flags = LLVMJITEvaluatedSymbol.Flags(symbol);
                LLVMJITSymbolFlags.GenericFlags(flags, (byte) (Orc_h.LLVMJITSymbolGenericFlagsExported()
                        | Orc_h.LLVMJITSymbolGenericFlagsCallable()));
                LLVMJITSymbolFlags.TargetFlags(flags, (byte) 0);
                // The materialization unit takes over the interned name.
                MemorySegment unit = Orc_h.LLVMOrcAbsoluteSymbols(pair, 1);
                MemorySegment error = Orc_h.LLVMOrcJITDylibDefine(mainDylib, unit);
                if (!error.equals(MemorySegment.NULL)) {
                    Orc_h.LLVMOrcDisposeMaterializationUnit(unit);
                    throw new LlvmException("defining JIT symbol '" + name + "'", LlvmErrors.consume(error));
                }
            }
            return null;
        });
    }

    /**
     * The address of {@code name} (unmangled, as in the IR), compiling what it needs first. The segment is
     * scoped to this JIT: usable as a downcall target until {@link #close()}.
     *
     * @throws LlvmException naming the symbol, with LLVM's message and any linker errors, when it cannot
     *                       be found or compiled
     */
    @SuppressWarnings("restricted")
    public MemorySegment lookup(String name) {
        return withReadLock(() -> {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment addressSlot = arena.allocate(ValueLayout.JAVA_LONG);
                MemorySegment error = LLJIT_h.LLVMOrcLLJITLookup(raw(), addressSlot, arena.allocateFrom(name));
                if (!error.equals(MemorySegment.NULL)) {
                    String message = LlvmErrors.consume(error);
                    List<String> more = drainSessionErrors();
                    if (!more.isEmpty() && !more.equals(List.of(message))) {
                        message += " (" + String.join("; ", more) + ")";
                    }
                    throw new LlvmException("looking up '" + name + "' in the JIT", message);
                }
                return MemorySegment.ofAddress(addressSlot.get(ValueLayout.JAVA_LONG, 0)).reinterpret(code, null);
            }
        });
    }

    /** Takes the errors LLVM reported asynchronously since the last call, oldest first. */
    public List<String> drainSessionErrors() {
        List<String> errors = new ArrayList<>();
        for (String e; (e = sessionErrors.poll()) != null; ) {
            errors.add(e);
        }
        return errors;
    }

    /**
     * Frees the JIT and all code it compiled. Waits for running {@code lookup}/{@code addModule} calls; throws
     * {@link IllegalStateException} (and stays open) while compiled code is being called through a segment
     * from {@link #lookup}. Idempotent.
     */
    @Override
    public void close() {
        lock.writeLock().lock();
        try {
            if (isAlive()) {
                try {
                    code.close();
                } catch (IllegalStateException e) {
                    throw new IllegalStateException("cannot close the JIT while its compiled code is running", e);
                }
            }
            super.close();
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    void dispose(MemorySegment pointer) {
        try {
            LlvmErrors.check(LLJIT_h.LLVMOrcDisposeLLJIT(pointer), "disposing the JIT");
        } finally {
            SESSION_ERRORS.remove(id);
        }
    }

    private <T> T withReadLock(java.util.function.Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    @SuppressWarnings("restricted")
    private static MemorySegment errorReporterStub() {
        try {
            var target = MethodHandles.lookup().findStatic(LlJit.class, "reportSessionError",
                    MethodType.methodType(void.class, MemorySegment.class, MemorySegment.class));
            return Linker.nativeLinker().upcallStub(target,
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.ADDRESS), Arena.global());
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** LLVM's {@code LLVMOrcErrorReporterFunction}: takes the error over; must never throw. */
    @SuppressWarnings("unused")
    private static void reportSessionError(MemorySegment context, MemorySegment error) {
        try {
            String message = LlvmErrors.consume(error);
            Queue<String> queue = SESSION_ERRORS.get(context.address());
            if (queue != null) {
                queue.add(message);
            } else {
                System.err.println("mlirj: JIT error after its JIT was closed: " + message);
            }
        } catch (Throwable ignored) {
            // An exception escaping an upcall would crash the JVM.
        }
    }

    private static final Map<Long, java.util.function.Consumer<byte[]>> OBJECT_OBSERVERS = new ConcurrentHashMap<>();

    /**
     * Makes the exported symbols of the shared library at {@code path} resolvable for code in this JIT (ORC's
     * {@code DynamicLibrarySearchGenerator::Load}; LLVM loads the library permanently, as mlir-cpu-runner's
     * {@code --shared-libs} does). Must be called before the symbols are first needed.
     *
     * @throws LlvmException with LLVM's message when the library cannot be loaded
     */
    public void addLibrary(java.nio.file.Path path) {
        withReadLock(() -> {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment generatorSlot = arena.allocate(ValueLayout.ADDRESS);
                LlvmErrors.check(Orc_h.LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(generatorSlot,
                        arena.allocateFrom(path.toString()), LLJIT_h.LLVMOrcLLJITGetGlobalPrefix(raw()),
                        MemorySegment.NULL, MemorySegment.NULL), "loading shared library " + path);
                // The JITDylib takes the generator over.
                Orc_h.LLVMOrcJITDylibAddGenerator(mainDylib, generatorSlot.get(ValueLayout.ADDRESS, 0));
            }
            return null;
        });
    }

    /**
     * Hands {@code observer} a copy of every object file this JIT compiles, before it is linked (ORC's object
     * transform layer, which MLIR's object cache also sits on). The observer runs on the thread whose lookup
     * triggered compilation; it must be thread-safe and should be quick. Registered until
     * {@link #stopObservingObjects()}, which the owner calls after {@link #close()}.
     */
    public void observeObjects(java.util.function.Consumer<byte[]> observer) {
        java.util.Objects.requireNonNull(observer, "observer");
        withReadLock(() -> {
            OBJECT_OBSERVERS.put(id, observer);
            Orc_h.LLVMOrcObjectTransformLayerSetTransform(LLJIT_h.LLVMOrcLLJITGetObjTransformLayer(raw()),
                    ObjectTransformStub.STUB, MemorySegment.ofAddress(id));
            return null;
        });
    }

    /** Forgets the observer {@link #observeObjects} registered; callable after {@link #close()}. */
    public void stopObservingObjects() {
        OBJECT_OBSERVERS.remove(id);
    }

    /** The upcall for {@code LLVMOrcObjectTransformLayerTransformFunction}, made on first use. */
    private static final class ObjectTransformStub {
        static final MemorySegment STUB = make();

        @SuppressWarnings("restricted")
        private static MemorySegment make() {
            try {
                var target = MethodHandles.lookup().findStatic(ObjectTransformStub.class, "transform",
                        MethodType.methodType(MemorySegment.class, MemorySegment.class, MemorySegment.class));
                return Linker.nativeLinker().upcallStub(target,
                        FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS),
                        Arena.global());
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        /** Copies the object out and leaves it in place; returns an LLVM error instead of ever throwing. */
        @SuppressWarnings({"unused", "restricted"})
        private static MemorySegment transform(MemorySegment context, MemorySegment objInOut) {
            try {
                var observer = OBJECT_OBSERVERS.get(context.address());
                if (observer != null) {
                    MemorySegment buffer = objInOut.reinterpret(ValueLayout.ADDRESS.byteSize())
                            .get(ValueLayout.ADDRESS, 0);
                    long size = dev.mlirj.llvm.c.Core_h.LLVMGetBufferSize(buffer);
                    observer.accept(dev.mlirj.llvm.c.Core_h.LLVMGetBufferStart(buffer).reinterpret(size)
                            .toArray(ValueLayout.JAVA_BYTE));
                }
                return MemorySegment.NULL;
            } catch (Throwable t) {
                try (Arena arena = Arena.ofConfined()) {
                    return dev.mlirj.llvm.c.Error_h.LLVMCreateStringError(
                            arena.allocateFrom("mlirj could not copy a compiled object: " + t));
                } catch (Throwable ignored) {
                    return MemorySegment.NULL;
                }
            }
        }
    }
}

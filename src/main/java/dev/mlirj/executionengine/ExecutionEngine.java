package dev.mlirj.executionengine;

import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.executionengine.ExecutionEngineOptions.JavaSymbol;
import dev.mlirj.executionengine.ExecutionEngineOptions.NativeSymbol;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DiagnosticException;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlJit;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmPassBuilderOptions;
import dev.mlirj.llvm.LlvmTargetData;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.ThreadSafeModule;
import dev.mlirj.llvm.TypeKind;
import dev.mlirj.llvm.loader.LlvmLibrary;
import dev.mlirj.target.llvmir.ModuleTranslation;
import java.io.IOException;
import java.lang.foreign.AddressLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * MLIR's {@code ExecutionEngine}: JIT-compiles one LLVM module for this machine with ORC's LLJIT and hands out
 * the addresses of what it defines.
 *
 * <p>{@link #create(LlvmModuleBuilder, ExecutionEngineOptions)} does what MLIR's {@code ExecutionEngine::create}
 * does, in order: builds the module in a context the engine owns; sets the host target machine's triple and
 * data layout on it (the host CPU name and features, as LLVM detects them, drive the optimiser and code
 * generator); adds the packed {@code _mlir_NAME} wrappers ({@link PackedFunctionArguments}); replaces
 * {@code llvm.global_ctors}/{@code llvm.global_dtors} with functions that {@link #initialize()} and
 * {@link #close()} call (LLVM-C cannot ask ORC to run them); marks the wrappers' calls of functions with loops
 * {@code noinline} ({@link WrapperCalls}: one compiled copy of each kernel, where MLIR lets LLVM inline it into
 * every wrapper); verifies it; runs
 * LLVM's {@code default<On>} pipeline with loop and SLP vectorisation when an optimisation level is set; and
 * hands the module to an LLJIT whose code generator runs at the options' code generation level. Symbols resolve,
 * in this order, to what the module defines, the caller's {@linkplain ExecutionEngineOptions#withSymbol symbols},
 * the {@linkplain ExecutionEngineOptions#withSharedLibraries shared libraries}, and the process (libc, libm and
 * every library loaded globally). Code is compiled on the first lookup; a symbol nobody defines is reported by
 * ORC's error reporter and surfaces as an {@link LlvmException} with LLVM's message, never as a JVM abort.
 *
 * <p>Ownership: the engine owns the LLJIT (and with it all compiled code and the module), and the FFM upcall
 * stubs of Java symbols. {@link #close()} frees them all; it is idempotent, and every other method throws
 * {@link IllegalStateException} after it. Addresses returned by {@link #lookup} are zero-length segments scoped
 * to the engine: a downcall through one after {@code close()} throws instead of jumping into freed code, and
 * {@code close()} throws (leaving the engine open) while compiled code called through such a segment runs.
 * That check makes every downcall through such a segment acquire and release the engine's shared scope.
 *
 * <p>Automatic lifetime ({@link ExecutionEngineOptions#withAutomaticLifetime}): the engine is freed, as by
 * {@code close()} (global destructors included, on the garbage collector's cleaner thread, their failures
 * printed), once nothing reaches it, an address it returned or a handle calling one; {@code close()} throws
 * {@link UnsupportedOperationException}. Its addresses are segments of an automatic scope, which downcalls need
 * not acquire, so calls cost what a call into a C library costs, and code is never freed while something can
 * still call it. A Java symbol's method must then not reach the engine (or anything that does): its upcall stub
 * keeps the method reachable until the engine is freed, so the engine would never be.
 *
 * <p>Failures: a module that can fail (a lowered {@code cf.assert}, a runtime check, a call of {@code abort}) is
 * compiled so that a failure returns from the call instead of ending the process ({@link FailureRecovery}: every
 * exported function is entered through a guard holding a recovery point; {@link FailureLocations} gives each failure
 * its message and MLIR location). The failure is then thrown on the calling thread as a
 * {@link KernelFailureException} by {@link #rethrowFailure()}, which {@link #function}'s calls and
 * {@link #invokePacked} run after every call; the engine stays usable. A module that cannot fail is compiled without
 * guards.
 *
 * <p>Thread safety: every method may be called from any number of threads at once, and compiled functions may
 * be called from many threads at once: the engine keeps no per-call state, the JIT serialises its own
 * compilation and symbol tables, and whether the compiled code itself is reentrant is up to that code (code that
 * only touches its arguments is). Failures of Java symbols are recorded per calling thread.
 */
public final class ExecutionEngine implements AutoCloseable {
    /** The prefix of the C-interface wrappers MLIR's lowering emits for {@code llvm.emit_c_interface}. */
    public static final String CIFACE_PREFIX = "_mlir_ciface_";

    /** The stage {@link ExecutionEngineOptions#withStageTimer timers} hear of for the caller's module builder. */
    public static final String STAGE_BUILD = "Build LLVM IR module";
    /** The stage of LLVM's IR pipeline ({@code default<On>}), run when an optimisation level is set. */
    public static final String STAGE_OPTIMIZE = "LLVM IR pipeline";
    /** The stage of a lookup, in which the JIT generates machine code and links it the first time. */
    public static final String STAGE_LOOKUP = "JIT lookup (code generation, linking)";

    /** The function the engine adds to run the module's {@code llvm.global_ctors}, when it has any. */
    static final String RUN_GLOBAL_CTORS = "__mlirj_run_global_ctors";
    /** The function the engine adds to run the module's {@code llvm.global_dtors}, when it has any. */
    static final String RUN_GLOBAL_DTORS = "__mlirj_run_global_dtors";

    private static final MethodHandle PACKED_CALL = Linker.nativeLinker().downcallHandle(
            FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
    private static final MethodHandle VOID_CALL = Linker.nativeLinker().downcallHandle(FunctionDescriptor.ofVoid());
    private static final MethodHandle RECORD_FAILURE;

    static {
        try {
            RECORD_FAILURE = MethodHandles.lookup().findStatic(ExecutionEngine.class, "recordJavaSymbolFailure",
                    MethodType.methodType(void.class, ThreadLocal.class, String.class, Throwable.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The sizes the packed wrapper of a function reads and writes: one per argument, then the result's. */
    private record PackedSignature(long[] argumentSizes, long resultSize) {
        int pointerCount() {
            return argumentSizes.length + (resultSize >= 0 ? 1 : 0);
        }

        long pointeeSize(int index) {
            return index < argumentSizes.length ? argumentSizes[index] : resultSize;
        }
    }

    private final ExecutionEngineOptions options;
    private final LlJit jit;
    private final Arena upcalls;
    private final String triple;
    private final String cpu;
    private final String features;
    private final Map<String, PackedSignature> packedSignatures;
    private final List<String> definedFunctions;
    private final String optimizedIr;
    private final List<byte[]> objects;
    private final Map<String, MemorySegment> packedAddresses = new ConcurrentHashMap<>();
    private final ThreadLocal<Throwable> javaSymbolFailure = new ThreadLocal<>();
    private final boolean hasGlobalCtors;
    private final boolean hasGlobalDtors;
    private final AtomicBoolean initialized = new AtomicBoolean();
    /**
     * The count of failures the guards recorded and Java has not taken, and how to take one; null when the module
     * cannot fail. Set once in {@link #create}; volatile so that an engine published racily still reads it.
     */
    private final AtomicReference<FailureChannel> failures;
    /** How many of {@link #objects} are the failure runtime's, compiled before the module's. */
    private volatile int runtimeObjects;
    /**
     * Whether the module declares a Java symbol (one of the options' or of the runner utilities), so that its
     * code may call Java, whose exceptions {@link #rethrowFailure()} must look for. Written once in
     * {@link #create}; volatile as {@link #failures}.
     */
    private volatile boolean callsJava;
    /** Present when the engine's lifetime is automatic; then {@link #close()} is not allowed. */
    private final AutomaticLifetime automatic;
    private volatile boolean closed;

    private ExecutionEngine(ExecutionEngineOptions options, LlJit jit, Arena upcalls, LlvmTargetMachine tm,
                            Map<String, PackedSignature> packedSignatures, List<String> definedFunctions,
                            String optimizedIr, List<byte[]> objects, boolean hasGlobalCtors,
                            boolean hasGlobalDtors) {
        this.options = options;
        this.jit = jit;
        this.upcalls = upcalls;
        this.triple = tm.triple();
        this.cpu = tm.cpu();
        this.features = tm.features();
        this.packedSignatures = packedSignatures;
        this.definedFunctions = definedFunctions;
        this.optimizedIr = optimizedIr;
        this.objects = objects;
        this.hasGlobalCtors = hasGlobalCtors;
        this.hasGlobalDtors = hasGlobalDtors;
        this.failures = new AtomicReference<>();
        this.automatic = options.automaticLifetime()
                ? new AutomaticLifetime(releaseOnCollection(jit, upcalls, initialized, hasGlobalDtors,
                        javaSymbolFailure, failures))
                : null;
    }

    /**
     * Parses LLVM IR text (as a {@code .ll} file holds) and JIT-compiles it.
     *
     * @param bufferName the name LLVM's parse errors use for the text, e.g. a file name
     * @throws LlvmException with LLVM's message when the text does not parse or verify, or a library or symbol
     *                       cannot be set up
     */
    public static ExecutionEngine createFromLlvmIr(String text, String bufferName, ExecutionEngineOptions options) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(bufferName, "bufferName");
        return create(context -> LlvmModule.parseIr(context, text, bufferName), options);
    }

    /**
     * Translates {@code module} (a verified {@code builtin.module} in the LLVM dialect) to LLVM IR in a context
     * this engine owns ({@link ModuleTranslation}) and JIT-compiles it, as MLIR's {@code ExecutionEngine::create}
     * does with an MLIR module.
     *
     * @throws DiagnosticException with the located errors when the module does not translate (they are also
     *                             reported to {@code diagnostics})
     * @throws LlvmException       as {@link #create(LlvmModuleBuilder, ExecutionEngineOptions)}
     */
    public static ExecutionEngine create(Operation module, DiagnosticEngine diagnostics,
                                         ExecutionEngineOptions options) {
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(diagnostics, "diagnostics");
        return create(context -> {
            DiagnosticEngine local = new DiagnosticEngine();
            LlvmModule translated = translate(module, context, local);
            if (translated == null) {
                local.collected().forEach(diagnostics::report);
                throw new DiagnosticException("translation to LLVM IR failed", local.collected());
            }
            return translated;
        }, options);
    }

    /**
     * Translates {@code module} (a verified {@code builtin.module} in the LLVM dialect, left unchanged) to LLVM IR
     * in {@code context} as {@link #create(Operation, DiagnosticEngine, ExecutionEngineOptions)} does before
     * compiling it: {@link ModuleTranslation}, after giving each failure of the module ({@code abort}, what a
     * failing {@code cf.assert} calls) its message and location, so that the engine can report them. For a
     * {@link LlvmModuleBuilder} that checks or changes the translated module before the engine compiles it.
     *
     * @return the module, or null when the translation failed (its errors reported to {@code diagnostics})
     */
    public static LlvmModule translate(Operation module, LlvmContext context, DiagnosticEngine diagnostics) {
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(diagnostics, "diagnostics");
        return ModuleTranslation.translateModuleToLlvmIr(FailureLocations.annotate(module), context, diagnostics);
    }

    /**
     * {@link #create(Operation, DiagnosticEngine, ExecutionEngineOptions)} with diagnostics collected only into
     * the exception.
     */
    public static ExecutionEngine create(Operation module, ExecutionEngineOptions options) {
        return create(module, new DiagnosticEngine(), options);
    }

    /**
     * Builds a module with {@code builder} in a context this engine owns and JIT-compiles it (see the class
     * comment for the steps). Everything made along the way is freed when this throws.
     *
     * @throws LlvmException            with LLVM's message when the module does not verify, a pass pipeline
     *                                  fails, a shared library cannot be loaded or a symbol cannot be defined
     * @throws IllegalArgumentException when a shared library does not exist or a packed wrapper's name is taken
     */
    public static ExecutionEngine create(LlvmModuleBuilder builder, ExecutionEngineOptions options) {
        Objects.requireNonNull(builder, "builder");
        Objects.requireNonNull(options, "options");
        for (Path library : options.sharedLibraries()) {
            if (!Files.isRegularFile(library)) {
                throw new IllegalArgumentException("shared library " + library + " does not exist or is not a file");
            }
        }
        LlvmLibrary.load();
        Arena upcalls = Arena.ofShared();
        LlJit jit = null;
        try (ThreadSafeContext tsc = ThreadSafeContext.create();
             LlvmTargetMachine tm = LlvmTargetMachine.host(options.codeGenLevel())) {
            long buildStart = System.nanoTime();
            LlvmModule module = builder.build(tsc.context());
            time(options, STAGE_BUILD, buildStart);
            if (module == null) {
                throw new IllegalArgumentException("the LlvmModuleBuilder returned null instead of a module");
            }
            try {
                if (!module.isAlive() || module.context() != tsc.context()) {
                    throw new IllegalArgumentException("the LlvmModuleBuilder must return a live module built in"
                            + " the context it was given");
                }
                tm.configure(module);
                List<String> defined = definedFunctionNames(module);
                Set<String> declared = new HashSet<>();
                for (LlvmValue f : module.functions()) {
                    if (f.isDeclaration()) {
                        declared.add(f.name());
                    }
                }
                Map<String, PackedSignature> signatures = Map.of();
                if (options.packedWrappers()) {
                    signatures = packedSignatures(module, tm);
                    PackedFunctionArguments.pack(module);
                }
                WrapperCalls.keepKernelsOutOfLine(module);
                boolean ctors = addStructorRunner(module, "llvm.global_ctors", RUN_GLOBAL_CTORS);
                boolean dtors = addStructorRunner(module, "llvm.global_dtors", RUN_GLOBAL_DTORS);
                Map<String, MemorySegment> runnerSymbols = new LinkedHashMap<>();
                if (options.runnerUtils().isPresent()) {
                    Set<String> taken = new HashSet<>(defined);
                    taken.addAll(options.symbols().keySet());
                    RunnerUtils.symbols(upcalls, options.runnerUtils().get()).forEach((name, address) -> {
                        if (!taken.contains(name)) {
                            runnerSymbols.put(name, address);
                        }
                    });
                }
                Set<String> javaNames = new HashSet<>(runnerSymbols.keySet());
                options.symbols().forEach((name, symbol) -> {
                    if (symbol instanceof JavaSymbol) {
                        javaNames.add(name);
                    }
                });
                boolean callsJava = javaNames.stream().anyMatch(declared::contains);
                RecoveryKeys keys = FailureRecovery.canFail(module) ? RecoveryKeys.get() : null;
                if (keys != null) {
                    FailureRecovery.install(module, keys, javaNames);
                }
                module.verify();
                Optional<OptLevel> level = options.optLevel();
                if (level.isPresent()) {
                    long optimizeStart = System.nanoTime();
                    try (LlvmPassBuilderOptions passOptions = LlvmPassBuilderOptions.mlirDefaults()) {
                        module.runPasses(level.get().pipeline(), tm, passOptions);
                    }
                    time(options, STAGE_OPTIMIZE, optimizeStart);
                }
                String ir = options.irDump() ? module.print() : null;
                List<byte[]> objects = options.objectDump() ? new CopyOnWriteArrayList<>() : null;
                jit = LlJit.create(LlvmTargetMachine.host(options.codeGenLevel()));
                ExecutionEngine engine = new ExecutionEngine(options, jit, upcalls, tm, signatures, defined, ir,
                        objects, ctors, dtors);
                if (objects != null) {
                    jit.observeObjects(objects::add);
                }
                for (Path library : options.sharedLibraries()) {
                    jit.addLibrary(library.toAbsolutePath());
                }
                engine.callsJava = callsJava;
                for (var entry : options.symbols().entrySet()) {
                    jit.defineAbsolute(entry.getKey(), engine.symbolAddress(entry.getKey(), entry.getValue()));
                }
                runnerSymbols.forEach(jit::defineAbsolute);
                jit.addModule(ThreadSafeModule.create(module, tsc));
                if (keys != null) {
                    var libc = Linker.nativeLinker().defaultLookup();
                    for (String name : FailureRecovery.LIBC_FUNCTIONS) {
                        jit.defineAbsolute(FailureRecovery.LIBC_PREFIX + name, libc.find(name).orElseThrow(
                                () -> new IllegalStateException("the C library has no " + name)));
                    }
                    LlvmModule runtime = LlvmModule.parseIr(tsc.context(),
                            FailureRecovery.runtimeIr(keys, FailureChannel.newEngineId()), "mlirj-failure-recovery");
                    try {
                        tm.configure(runtime);
                        runtime.verify();
                        jit.addModule(ThreadSafeModule.create(runtime, tsc));
                    } finally {
                        runtime.close();
                    }
                    engine.failures.set(FailureChannel.open(jit)); // compiles only the runtime
                    engine.runtimeObjects = objects == null ? 0 : objects.size();
                }
                return engine;
            } finally {
                module.close(); // a no-op once the JIT took the module over
            }
        } catch (RuntimeException | Error e) {
            if (jit != null) {
                jit.close();
                jit.stopObservingObjects();
            }
            upcalls.close();
            throw e;
        }
    }

    /** Tells the options' stage timer, if any, that {@code stage} took from {@code start} until now. */
    private static void time(ExecutionEngineOptions options, String stage, long start) {
        options.stageTimer().ifPresent(timer -> timer.accept(stage, System.nanoTime() - start));
    }

    private static List<String> definedFunctionNames(LlvmModule module) {
        List<String> names = new ArrayList<>();
        for (LlvmValue f : module.functions()) {
            if (!f.isDeclaration()) {
                names.add(f.name());
            }
        }
        return List.copyOf(names);
    }

    /**
     * Replaces the global array {@code arrayName} with an exported function {@code runnerName} that calls the
     * functions it lists in LLVM's order; returns whether the module had any.
     */
    private static boolean addStructorRunner(LlvmModule module, String arrayName, String runnerName) {
        List<LlvmValue> functions = module.takeGlobalStructors(arrayName);
        if (functions.isEmpty()) {
            return false;
        }
        if (module.function(runnerName).isPresent()) {
            throw new IllegalArgumentException("the module already defines '" + runnerName
                    + "', the name the engine gives the function running " + arrayName);
        }
        var context = module.context();
        LlvmType voidFn = context.function(context.voidType(), List.of(), false);
        LlvmValue runner = module.addFunction(runnerName, voidFn);
        try (LlvmBuilder builder = context.createBuilder()) {
            builder.positionAtEnd(runner.appendBasicBlock("entry"));
            for (LlvmValue f : functions) {
                builder.call(f.globalValueType(), f, List.of(), "");
            }
            builder.retVoid();
        }
        return true;
    }

    private static Map<String, PackedSignature> packedSignatures(LlvmModule module, LlvmTargetMachine tm) {
        Map<String, PackedSignature> signatures = new LinkedHashMap<>();
        try (LlvmTargetData data = LlvmTargetData.parse(tm.dataLayout())) {
            for (LlvmValue f : module.functions()) {
                if (f.isDeclaration()) {
                    continue;
                }
                LlvmType type = f.globalValueType();
                long[] sizes = new long[type.paramCount()];
                for (int i = 0; i < sizes.length; i++) {
                    sizes[i] = data.abiSize(f.param(i).type());
                }
                LlvmType result = type.returnType();
                signatures.put(f.name(), new PackedSignature(sizes,
                        result.kind() == TypeKind.VOID ? -1 : data.abiSize(result)));
            }
        }
        return Map.copyOf(signatures);
    }

    /** The address compiled code sees for {@code symbol}; Java methods get an upcall stub in {@link #upcalls}. */
    @SuppressWarnings("restricted")
    private MemorySegment symbolAddress(String name, ExecutionEngineOptions.Symbol symbol) {
        return switch (symbol) {
            case NativeSymbol n -> n.address();
            case JavaSymbol j -> Linker.nativeLinker().upcallStub(guard(name, j), j.descriptor(), upcalls);
        };
    }

    /**
     * {@code symbol}'s method, made safe to call from native code: an exception it throws is recorded for the
     * calling thread and compiled code gets a zero of the return type, because an exception escaping an upcall
     * would end the JVM.
     */
    private MethodHandle guard(String name, JavaSymbol symbol) {
        MethodHandle target = symbol.target();
        MethodType type = target.type();
        // Bound to the failures, not to the engine: an upcall stub keeps its target reachable until the stub is
        // freed, which for an automatic engine happens only after the engine is unreachable.
        MethodHandle record = MethodHandles.insertArguments(RECORD_FAILURE, 0, javaSymbolFailure, name);
        MethodHandle fallback;
        Optional<MemoryLayout> returnLayout = symbol.descriptor().returnLayout();
        if (returnLayout.isEmpty()) {
            fallback = record;
        } else if (returnLayout.get() instanceof AddressLayout) {
            fallback = MethodHandles.filterReturnValue(record,
                    MethodHandles.constant(MemorySegment.class, MemorySegment.NULL));
        } else if (returnLayout.get() instanceof GroupLayout group) {
            fallback = MethodHandles.filterReturnValue(record,
                    MethodHandles.constant(MemorySegment.class, upcalls.allocate(group)));
        } else {
            fallback = MethodHandles.filterReturnValue(record, MethodHandles.zero(type.returnType()));
        }
        fallback = MethodHandles.dropArguments(fallback, 1, type.parameterList());
        return MethodHandles.catchException(target, Throwable.class, fallback);
    }

    @SuppressWarnings("unused")
    private static void recordJavaSymbolFailure(ThreadLocal<Throwable> failures, String name, Throwable failure) {
        if (failures.get() == null) {
            failures.set(new JavaSymbolException(name, failure));
        }
    }

    /**
     * Throws, on this thread, the first exception a Java symbol threw on this thread since the last check, and
     * forgets it; does nothing when there was none. {@link #rethrowFailure()} does this too.
     *
     * @throws JavaSymbolException wrapping the method's exception
     */
    public void rethrowJavaSymbolFailure() {
        rethrow(javaSymbolFailure);
    }

    /**
     * Throws what went wrong in the last call this thread made into the engine's code, and forgets it: the
     * compiled code's failure ({@link KernelFailureException}: a failed assertion or runtime check, or
     * {@code abort}), else what a Java symbol threw ({@link JavaSymbolException}); does nothing when the call
     * went well. The engine's own ways of calling ({@link #function}, {@link #invokePacked}) do this after every
     * call; call it right after a call through an address from {@link #lookup}, on the same thread, with no
     * blocking operation in between (the failure is recorded for the native thread the call ran on, which a
     * virtual thread keeps only while it does not block). Costs one memory read when nothing failed.
     *
     * <p>How it works: every function the module exports is entered through a guard that sets up a recovery
     * point, so a failure returns from the call (with a zero result) instead of ending the process; see
     * {@code FailureRecovery}. A module that cannot fail (no {@code cf.assert}, runtime check or
     * {@code abort}) gets no guards, and then this only checks for Java symbols' exceptions.
     *
     * @throws KernelFailureException with the failure's message and location
     * @throws JavaSymbolException    wrapping a Java symbol's exception
     */
    public void rethrowFailure() {
        FailureChannel channel = failures.get();
        KernelFailureException failure = null;
        if (channel != null) {
            if (closed) {
                throw new IllegalStateException("this ExecutionEngine was closed before the call's failure, if any,"
                        + " could be checked");
            }
            if (channel.pending()) {
                failure = channel.take();
            }
        }
        if (callsJava) {
            Throwable symbolFailure = javaSymbolFailure.get();
            if (symbolFailure != null) {
                javaSymbolFailure.remove();
                if (failure == null) {
                    throw (JavaSymbolException) symbolFailure;
                }
                failure.addSuppressed(symbolFailure);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * The module's function described by {@code signature}, called through this engine: a failure of the
     * compiled code or of a Java symbol during a call is thrown by the call ({@link #rethrowFailure()}).
     */
    public CompiledFunction function(FunctionSignature signature) {
        Objects.requireNonNull(signature, "signature");
        ensureOpen();
        return CompiledFunction.of(signature, this::lookup).withAfterEachCall(this::rethrowFailure);
    }

    private static void rethrow(ThreadLocal<Throwable> failures) {
        Throwable failure = failures.get();
        if (failure != null) {
            failures.remove();
            throw (JavaSymbolException) failure;
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("this ExecutionEngine is closed");
        }
    }

    /** The options the engine was created with. */
    public ExecutionEngineOptions options() {
        return options;
    }

    /** The target triple code is compiled for (this host's). */
    public String targetTriple() {
        return triple;
    }

    /** The host CPU name the code is tuned for, as LLVM detects it. */
    public String cpu() {
        return cpu;
    }

    /** The host CPU features the code may use, as LLVM detects them. */
    public String cpuFeatures() {
        return features;
    }

    /** The names of the functions the module defines (before packing), in module order. */
    public List<String> definedFunctions() {
        return definedFunctions;
    }

    /**
     * The address of {@code name} (unmangled, as in the IR), compiling the module on first use. Global
     * constructors do not run here: call {@link #initialize()} first if the module has any.
     *
     * @throws LlvmException naming the symbol, with LLVM's message (and any link errors ORC reported), when it
     *                       is not defined or the module cannot be compiled and linked
     */
    public MemorySegment lookup(String name) {
        Objects.requireNonNull(name, "name");
        ensureOpen();
        return scoped(timedLookup(name));
    }

    private MemorySegment timedLookup(String name) {
        long start = System.nanoTime();
        MemorySegment address = jit.lookup(name);
        time(options, STAGE_LOOKUP, start);
        return address;
    }

    /** {@code address} in the scope calls through it should have: the JIT's, or the automatic lifetime's. */
    private MemorySegment scoped(MemorySegment address) {
        return automatic == null ? address : automatic.rescope(address);
    }

    /** The packed wrapper {@code _mlir_NAME(void **)} of function {@code name}; see {@link #invokePacked}. */
    public MemorySegment lookupPacked(String name) {
        Objects.requireNonNull(name, "name");
        ensureOpen();
        requirePacking();
        return packedAddresses.computeIfAbsent(name, n -> scoped(timedLookup(PackedFunctionArguments.packedName(n))));
    }

    /** {@code _mlir_ciface_NAME}, the C-interface wrapper MLIR's lowering emits for {@code llvm.emit_c_interface}. */
    public MemorySegment lookupCInterface(String name) {
        Objects.requireNonNull(name, "name");
        return lookup(CIFACE_PREFIX + name);
    }

    private void requirePacking() {
        if (!options.packedWrappers()) {
            throw new IllegalStateException("this ExecutionEngine was created without packed wrappers"
                    + " (ExecutionEngineOptions.withPackedWrappers(false))");
        }
    }

    /**
     * Calls function {@code name} through its packed wrapper, as MLIR's {@code ExecutionEngine::invokePacked}:
     * {@code args[i]} points to the storage of argument i, and, when the function returns a value, a last
     * pointer says where to store the result. Checked before the call: the number of pointers, and that each
     * is a live native segment at least as large as the LLVM type it is read as or written as (its ABI size).
     * Then throws what failed during the call ({@link #rethrowFailure()}: the compiled code, or a Java symbol).
     *
     * @throws IllegalArgumentException naming the function and argument when a check fails
     * @throws LlvmException            when the function cannot be compiled or linked
     */
    public void invokePacked(String name, MemorySegment... args) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(args, "args");
        ensureOpen();
        requirePacking();
        PackedSignature signature = packedSignatures.get(name);
        if (signature == null) {
            throw new IllegalArgumentException("the module defines no function '" + name
                    + "' to invoke; it defines " + packedSignatures.keySet());
        }
        if (args.length != signature.pointerCount()) {
            throw new IllegalArgumentException("function '" + name + "' takes " + signature.argumentSizes().length
                    + " argument(s)" + (signature.resultSize() >= 0 ? " and a result pointer" : "") + ", so "
                    + signature.pointerCount() + " pointer(s), but " + args.length + " were given");
        }
        for (int i = 0; i < args.length; i++) {
            checkPointer(name, i, args[i], signature);
        }
        MemorySegment function = lookupPacked(name);
        if (!initialized.get()) {
            initialize();
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment argv = arena.allocate(ValueLayout.ADDRESS, Math.max(1, args.length));
            for (int i = 0; i < args.length; i++) {
                argv.setAtIndex(ValueLayout.ADDRESS, i, args[i]);
            }
            try {
                PACKED_CALL.invokeExact(function, argv);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        }
        rethrowFailure();
    }

    /**
     * Runs the module's global constructors ({@code llvm.global_ctors}, in priority order) once, as MLIR's
     * {@code ExecutionEngine::initialize}; later calls do nothing. {@link #invokePacked} calls it; call it
     * before calling compiled code through {@link #lookup} when the module may have constructors. The module's
     * global destructors then run in {@link #close()}.
     *
     * @throws LlvmException when the module cannot be compiled or linked
     */
    public synchronized void initialize() {
        ensureOpen();
        if (initialized.get()) {
            return;
        }
        if (hasGlobalCtors) {
            callVoid(jit.lookup(RUN_GLOBAL_CTORS), javaSymbolFailure);
            rethrowFailure();
        }
        initialized.set(true);
    }

    /** Calls {@code void function()}, then throws what a Java symbol threw on this thread during the call. */
    private static void callVoid(MemorySegment function, ThreadLocal<Throwable> failures) {
        try {
            VOID_CALL.invokeExact(function);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        rethrow(failures);
    }

    private static void checkPointer(String name, int index, MemorySegment arg, PackedSignature signature) {
        String what = index < signature.argumentSizes().length ? "argument " + index : "the result pointer";
        if (arg == null) {
            throw new IllegalArgumentException("invokePacked('" + name + "'): " + what + " is null");
        }
        if (!arg.isNative() || arg.address() == 0) {
            throw new IllegalArgumentException("invokePacked('" + name + "'): " + what
                    + " must be a non-NULL native segment, not " + arg);
        }
        if (!arg.scope().isAlive()) {
            throw new IllegalArgumentException("invokePacked('" + name + "'): the arena of " + what
                    + " is closed");
        }
        long need = signature.pointeeSize(index);
        if (arg.byteSize() < need) {
            throw new IllegalArgumentException("invokePacked('" + name + "'): " + what + " points to "
                    + arg.byteSize() + " byte(s), but the function " + (index < signature.argumentSizes().length
                    ? "reads " : "writes ") + need);
        }
        if (index >= signature.argumentSizes().length && arg.isReadOnly()) {
            throw new IllegalArgumentException("invokePacked('" + name + "'): the result pointer is read-only");
        }
    }

    /**
     * The LLVM IR after optimisation, as the JIT compiles it (packed wrappers included).
     *
     * @throws IllegalStateException unless the engine was created with
     *                               {@link ExecutionEngineOptions#withIrDump(boolean) withIrDump(true)}
     */
    public String optimizedIr() {
        ensureOpen();
        if (optimizedIr == null) {
            throw new IllegalStateException("IR dump is off: create the ExecutionEngine with"
                    + " ExecutionEngineOptions.withIrDump(true)");
        }
        return optimizedIr;
    }

    /**
     * The object file the JIT compiled the module to (an ELF relocatable on Linux), compiling it first if
     * nothing was looked up yet, as MLIR's {@code dumpToObjectFile} does.
     *
     * @throws IllegalStateException unless the engine was created with
     *                               {@link ExecutionEngineOptions#withObjectDump(boolean) withObjectDump(true)},
     *                               or when the module defines no function to compile
     * @throws LlvmException         when compilation or linking fails
     */
    public byte[] objectFile() {
        ensureOpen();
        if (objects == null) {
            throw new IllegalStateException("object dump is off: create the ExecutionEngine with"
                    + " ExecutionEngineOptions.withObjectDump(true)");
        }
        int first = runtimeObjects; // the failure runtime's objects come first
        if (objects.size() <= first) {
            compileEverything();
        }
        if (objects.size() <= first) {
            throw new IllegalStateException("the JIT compiled no object: the module defines no function");
        }
        return objects.get(first).clone();
    }

    /** Triggers compilation of the one module, through a symbol it surely exports. */
    private void compileEverything() {
        if (definedFunctions.isEmpty()) {
            return;
        }
        if (options.packedWrappers()) {
            lookupPacked(definedFunctions.getFirst());
            return;
        }
        LlvmException last = null;
        for (String name : definedFunctions) {
            try {
                lookup(name);
                return;
            } catch (LlvmException e) {
                last = e; // e.g. a function with internal linkage, which is not exported
            }
        }
        throw last;
    }

    /**
     * Writes {@link #objectFile()} to {@code file}, as MLIR's {@code dumpToObjectFile} (mlir-cpu-runner's
     * {@code --dump-object-file}).
     *
     * @throws IOException when the file cannot be written
     */
    public void dumpToObjectFile(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        Files.write(file, objectFile());
    }

    /** Whether {@link #close()} has run. */
    public boolean isClosed() {
        return closed;
    }

    /**
     * Runs the module's global destructors if {@link #initialize()} ran its constructors, then frees the JIT,
     * the compiled code and the upcall stubs of Java symbols. Idempotent. A destructor's failure (a Java symbol
     * that threw) is thrown after everything was freed. Throws
     * {@link IllegalStateException}, and leaves the engine open, while compiled code called through a segment
     * from {@link #lookup} is running.
     *
     * @throws UnsupportedOperationException when the engine's lifetime is
     *                                       {@linkplain ExecutionEngineOptions#withAutomaticLifetime automatic}
     *                                       (as {@code close()} of an automatic arena)
     */
    @Override
    public synchronized void close() {
        if (automatic != null) {
            throw new UnsupportedOperationException("this ExecutionEngine's lifetime is automatic: the garbage"
                    + " collector frees it once nothing reaches it, its addresses or handles calling them");
        }
        if (closed) {
            return;
        }
        RuntimeException destructorFailure = runDestructors(jit, initialized, hasGlobalDtors, javaSymbolFailure,
                failures.get());
        try {
            jit.close();
        } catch (RuntimeException e) {
            if (destructorFailure != null) {
                e.addSuppressed(destructorFailure);
            }
            throw e;
        }
        closed = true;
        jit.stopObservingObjects();
        packedAddresses.clear();
        upcalls.close();
        if (destructorFailure != null) {
            throw destructorFailure;
        }
    }

    /** Runs the global destructors once if the constructors ran; returns their failure instead of throwing it. */
    private static RuntimeException runDestructors(LlJit jit, AtomicBoolean initialized, boolean hasGlobalDtors,
                                                   ThreadLocal<Throwable> failures, FailureChannel channel) {
        // Destructors run once, even if closing fails afterwards.
        if (hasGlobalDtors && initialized.getAndSet(false)) {
            RuntimeException failure = null;
            try {
                callVoid(jit.lookup(RUN_GLOBAL_DTORS), failures);
            } catch (RuntimeException e) {
                failure = e;
            }
            // The destructors' own failure, taken before the code and its messages are freed.
            KernelFailureException kernel = channel != null && channel.pending() ? channel.take() : null;
            if (kernel != null) {
                if (failure != null) {
                    kernel.addSuppressed(failure);
                }
                return kernel;
            }
            return failure;
        }
        return null;
    }

    /**
     * What an automatic engine's {@link AutomaticLifetime} runs on the cleaner's thread once the engine is
     * unreachable: {@link #close()}'s work, with failures (a destructor's) printed, as nobody is left to
     * catch them. Reaches only what it frees, never the engine.
     */
    private static Runnable releaseOnCollection(LlJit jit, Arena upcalls, AtomicBoolean initialized,
                                                boolean hasGlobalDtors, ThreadLocal<Throwable> failures,
                                                AtomicReference<FailureChannel> channel) {
        return () -> {
            RuntimeException failure = runDestructors(jit, initialized, hasGlobalDtors, failures, channel.get());
            jit.close(); // idempotent, as is all of this: create() may have freed everything when it failed
            jit.stopObservingObjects();
            if (upcalls.scope().isAlive()) {
                upcalls.close();
            }
            if (failure != null) {
                System.err.println("mlirj: a global destructor of a collected ExecutionEngine failed: " + failure);
            }
        };
    }

    @Override
    public String toString() {
        return "ExecutionEngine[" + triple + ", cpu=" + cpu + ", " + (closed ? "closed" : "open") + "]";
    }
}

package dev.mlirj.executionengine;

import dev.mlirj.llvm.OptLevel;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.ObjLongConsumer;

/**
 * How an {@link ExecutionEngine} compiles and links, as MLIR's {@code ExecutionEngineOptions} together with the
 * mlir-cpu-runner flags that fill them. Immutable: every {@code with...} method returns a new object, so one
 * options value can be shared between threads and engines.
 *
 * <p>Defaults, as MLIR's: no IR optimisation, code generation at LLVM's default level (O2), packed
 * {@code _mlir_NAME} wrappers generated for every function definition, no shared libraries, no extra symbols,
 * no IR or object dump. Process symbols (libc, libm, everything loaded globally) are always resolvable.
 */
public final class ExecutionEngineOptions {
    /** A symbol the caller defines for compiled code: a native address or a Java method. */
    public sealed interface Symbol permits NativeSymbol, JavaSymbol {
    }

    /**
     * A symbol at a native address (a C function or data). The caller keeps the memory valid while engines
     * using these options live.
     *
     * @param address the address; never {@link MemorySegment#NULL}
     */
    public record NativeSymbol(MemorySegment address) implements Symbol {
        /** Checks the address is not NULL. */
        public NativeSymbol {
            Objects.requireNonNull(address, "address");
            if (address.address() == 0) {
                throw new IllegalArgumentException("a JIT symbol cannot be defined at address 0");
            }
        }
    }

    /**
     * A Java method compiled code calls through an FFM upcall stub the engine makes and frees with itself.
     *
     * @param target     the method; its type must be {@code descriptor.toMethodType()}
     * @param descriptor the C signature compiled code calls it with
     */
    public record JavaSymbol(MethodHandle target, FunctionDescriptor descriptor) implements Symbol {
        /** Checks the method's type matches the C signature. */
        public JavaSymbol {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(descriptor, "descriptor");
            if (!target.type().equals(descriptor.toMethodType())) {
                throw new IllegalArgumentException("method handle of type " + target.type()
                        + " does not match the C signature " + descriptor + ", which needs "
                        + descriptor.toMethodType());
            }
        }
    }

    /** The settings, mutable only while a new options object is made from them ({@link #with}). */
    private static final class Fields {
        Optional<OptLevel> optLevel = Optional.empty();
        OptLevel codeGenLevel = OptLevel.O2;
        List<Path> sharedLibraries = List.of();
        Map<String, Symbol> symbols = Map.of();
        boolean packedWrappers = true;
        boolean objectDump;
        boolean irDump;
        RunnerOutput runnerUtils;
        boolean automaticLifetime;
        ObjLongConsumer<String> stageTimer;
        boolean runtimeChecks;
    }

    private static final ExecutionEngineOptions DEFAULTS = new ExecutionEngineOptions(new Fields());

    private final Optional<OptLevel> optLevel;
    private final OptLevel codeGenLevel;
    private final List<Path> sharedLibraries;
    private final Map<String, Symbol> symbols;
    private final boolean packedWrappers;
    private final boolean objectDump;
    private final boolean irDump;
    private final RunnerOutput runnerUtils;
    private final boolean automaticLifetime;
    private final ObjLongConsumer<String> stageTimer;
    private final boolean runtimeChecks;

    private ExecutionEngineOptions(Fields f) {
        this.optLevel = f.optLevel;
        this.codeGenLevel = f.codeGenLevel;
        this.sharedLibraries = f.sharedLibraries;
        this.symbols = f.symbols;
        this.packedWrappers = f.packedWrappers;
        this.objectDump = f.objectDump;
        this.irDump = f.irDump;
        this.runnerUtils = f.runnerUtils;
        this.automaticLifetime = f.automaticLifetime;
        this.stageTimer = f.stageTimer;
        this.runtimeChecks = f.runtimeChecks;
    }

    /** These options with what {@code change} sets changed: every {@code with...} method. */
    private ExecutionEngineOptions with(Consumer<Fields> change) {
        Fields f = new Fields();
        f.optLevel = optLevel;
        f.codeGenLevel = codeGenLevel;
        f.sharedLibraries = sharedLibraries;
        f.symbols = symbols;
        f.packedWrappers = packedWrappers;
        f.objectDump = objectDump;
        f.irDump = irDump;
        f.runnerUtils = runnerUtils;
        f.automaticLifetime = automaticLifetime;
        f.stageTimer = stageTimer;
        f.runtimeChecks = runtimeChecks;
        change.accept(f);
        return new ExecutionEngineOptions(f);
    }

    /** MLIR's defaults (see the class comment). */
    public static ExecutionEngineOptions defaults() {
        return DEFAULTS;
    }

    /**
     * mlir-cpu-runner's {@code -On}: runs LLVM's {@code default<On>} pipeline with MLIR's tuning (loop and SLP
     * vectorisation, unrolling, interleaving) for the host CPU, and generates code at level n, as the runner's
     * help says. (MLIR 19's engine sets {@code jitCodeGenOptLevel} on a target machine builder it does not use when
     * it is handed a target machine, as mlir-cpu-runner does, so the runner's code is generated at the default
     * level whatever {@code -On} says; {@link #withCodeGenLevel} gives that combination.)
     */
    public ExecutionEngineOptions withOptLevel(OptLevel level) {
        Objects.requireNonNull(level, "level");
        return with(f -> {
            f.optLevel = Optional.of(level);
            f.codeGenLevel = level;
        });
    }

    /**
     * Runs no IR optimisation (the default); code generation keeps its level. MLIR's engine without a
     * transformer.
     */
    public ExecutionEngineOptions withoutIrOptimization() {
        return with(f -> f.optLevel = Optional.empty());
    }

    /** The code generator's level alone (MLIR's {@code jitCodeGenOptLevel}); the IR pipeline is unchanged. */
    public ExecutionEngineOptions withCodeGenLevel(OptLevel level) {
        Objects.requireNonNull(level, "level");
        return with(f -> f.codeGenLevel = level);
    }

    /**
     * Adds shared libraries whose exported symbols compiled code may call, as mlir-cpu-runner's
     * {@code --shared-libs}. They are loaded when an engine is created, permanently and globally (as LLVM's
     * {@code DynamicLibrary} does), so once loaded their symbols stay visible to every later engine in the
     * process through the process's symbols. A library exporting MLIR's {@code __mlir_execution_engine_init}
     * is searched like any other: its init function, which fills a C++ {@code llvm::StringMap}, is not called,
     * so only the symbols it exports by name are found.
     */
    public ExecutionEngineOptions withSharedLibraries(List<Path> paths) {
        List<Path> all = new ArrayList<>(sharedLibraries);
        for (Path p : paths) {
            all.add(Objects.requireNonNull(p, "shared library path"));
        }
        return with(f -> f.sharedLibraries = List.copyOf(all));
    }

    /** Adds one shared library; see {@link #withSharedLibraries}. */
    public ExecutionEngineOptions withSharedLibrary(Path path) {
        return withSharedLibraries(List.of(path));
    }

    /**
     * Defines {@code name} (unmangled, as in the IR) at a native address for compiled code.
     *
     * @throws IllegalArgumentException if the name is empty or already defined here, or the address is NULL
     */
    public ExecutionEngineOptions withSymbol(String name, MemorySegment address) {
        return withSymbol(name, new NativeSymbol(address));
    }

    /**
     * Defines {@code name} as a Java method that compiled code calls with the C signature {@code descriptor}.
     * If the method throws, the call returns zero (or NULL, or a zeroed struct) to compiled code and the
     * exception is rethrown on the calling thread by {@link ExecutionEngine#invokePacked} or
     * {@link ExecutionEngine#rethrowJavaSymbolFailure()}.
     *
     * @throws IllegalArgumentException if the name is empty or already defined here, or the method's type does
     *                                  not match the descriptor
     */
    public ExecutionEngineOptions withSymbol(String name, MethodHandle target, FunctionDescriptor descriptor) {
        return withSymbol(name, new JavaSymbol(target, descriptor));
    }

    /** Defines {@code name} as {@code symbol}; see the two other {@code withSymbol} methods. */
    public ExecutionEngineOptions withSymbol(String name, Symbol symbol) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(symbol, "symbol");
        if (name.isEmpty() || name.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a JIT symbol name must be non-empty and free of NUL characters");
        }
        if (symbols.containsKey(name)) {
            throw new IllegalArgumentException("JIT symbol '" + name + "' is already defined in these options");
        }
        Map<String, Symbol> all = new LinkedHashMap<>(symbols);
        all.put(name, symbol);
        return with(f -> f.symbols = Collections.unmodifiableMap(all));
    }

    /** Whether to generate the packed {@code _mlir_NAME(void **)} wrappers (default on, as MLIR always does). */
    public ExecutionEngineOptions withPackedWrappers(boolean on) {
        return with(f -> f.packedWrappers = on);
    }

    /** Whether to keep the compiled object file for {@link ExecutionEngine#objectFile()} (MLIR's object cache). */
    public ExecutionEngineOptions withObjectDump(boolean on) {
        return with(f -> f.objectDump = on);
    }

    /** Whether to keep the optimised LLVM IR text for {@link ExecutionEngine#optimizedIr()}. */
    public ExecutionEngineOptions withIrDump(boolean on) {
        return with(f -> f.irDump = on);
    }

    /**
     * Provides MLIR's runner utilities ({@link RunnerUtils}: {@code printMemrefF32}, {@code printF64},
     * {@code rtclock}, ... of {@code libmlir_runner_utils} and {@code libmlir_c_runner_utils}) to compiled code,
     * implemented in Java and writing to {@code output}. Each is defined only when neither the module nor these
     * options' {@link #withSymbol symbols} define that name, and a shared library's definition is shadowed. The
     * upcall stubs live as long as the engine. {@code null} turns them off (the default).
     */
    public ExecutionEngineOptions withRunnerUtils(RunnerOutput output) {
        return with(f -> f.runnerUtils = output);
    }

    /**
     * Whether the engine's lifetime is automatic, as an {@link java.lang.foreign.Arena#ofAuto() automatic arena}'s
     * (default off: explicit, ended by {@link ExecutionEngine#close()}). An automatic engine frees its JIT, its
     * code and its upcall stubs once the garbage collector finds that nothing reaches the engine, any address it
     * returned or any handle calling one; it cannot be closed. Calls through its addresses then cost no more than
     * a call to a C library function: they need not acquire and release a closeable scope (two atomic updates per
     * call on an explicit engine), and they stay safe, since code cannot be freed while something can still call
     * it. See {@link ExecutionEngine} for what this asks of Java symbols and global destructors.
     */
    public ExecutionEngineOptions withAutomaticLifetime(boolean on) {
        return with(f -> f.automaticLifetime = on);
    }

    /**
     * Reports how long each of the engine's stages took, in nanoseconds, by name, as they finish (a stage that
     * runs more than once reports each time): {@link ExecutionEngine#STAGE_BUILD} (the caller's
     * {@link LlvmModuleBuilder}, e.g. the translation to LLVM IR), {@link ExecutionEngine#STAGE_OPTIMIZE} (LLVM's
     * IR pipeline, when an optimisation level is set) and {@link ExecutionEngine#STAGE_LOOKUP} (a lookup, where
     * the JIT generates and links code the first time). Called on the creating or looking-up thread; {@code null}
     * (the default) reports nothing. {@code mlirj run --mlir-timing} prints them in its timing report.
     */
    public ExecutionEngineOptions withStageTimer(ObjLongConsumer<String> timer) {
        return with(f -> f.stageTimer = timer);
    }

    /** Where stage timings go, when anywhere. */
    public Optional<ObjLongConsumer<String>> stageTimer() {
        return Optional.ofNullable(stageTimer);
    }

    /**
     * Whether the module is compiled with runtime checks (default off): where mlirj lowers the module itself
     * ({@code dev.mlirj.JitModule}, {@code mlirj run --runtime-checks}), MLIR's {@code generate-runtime-verification}
     * runs first, so that an out-of-bounds {@code memref.load}, {@code memref.store} or {@code affine.load}, an
     * out-of-range {@code memref.subview}, a mismatching {@code memref.cast}, an integer division by zero or a
     * signed {@code INT_MIN / -1} fails with a {@link KernelFailureException} naming the operation, its location
     * and the check, instead of corrupting memory or ending the process. A module handed to the engine already in
     * the LLVM dialect runs as it is.
     */
    public ExecutionEngineOptions withRuntimeChecks(boolean on) {
        return with(f -> f.runtimeChecks = on);
    }

    /** Whether the module is compiled with runtime checks ({@link #withRuntimeChecks}). */
    public boolean runtimeChecks() {
        return runtimeChecks;
    }

    /** Whether the engine is freed by the garbage collector rather than by {@link ExecutionEngine#close()}. */
    public boolean automaticLifetime() {
        return automaticLifetime;
    }

    /** Where the runner utilities write, when they are provided. */
    public Optional<RunnerOutput> runnerUtils() {
        return Optional.ofNullable(runnerUtils);
    }

    /** The IR pipeline level; empty when no IR optimisation runs. */
    public Optional<OptLevel> optLevel() {
        return optLevel;
    }

    /** The code generator's level. */
    public OptLevel codeGenLevel() {
        return codeGenLevel;
    }

    /** The shared libraries to load, in order. */
    public List<Path> sharedLibraries() {
        return sharedLibraries;
    }

    /** The caller's symbols by name, in the order they were added. */
    public Map<String, Symbol> symbols() {
        return symbols;
    }

    /** Whether packed wrappers are generated. */
    public boolean packedWrappers() {
        return packedWrappers;
    }

    /** Whether the object file is kept. */
    public boolean objectDump() {
        return objectDump;
    }

    /** Whether the optimised IR text is kept. */
    public boolean irDump() {
        return irDump;
    }

    @Override
    public String toString() {
        return "ExecutionEngineOptions[optLevel=" + optLevel.map(Enum::name).orElse("none") + ", codeGenLevel="
                + codeGenLevel + ", sharedLibraries=" + sharedLibraries + ", symbols=" + symbols.keySet()
                + ", packedWrappers=" + packedWrappers + ", objectDump=" + objectDump + ", irDump=" + irDump
                + ", runnerUtils=" + (runnerUtils != null) + ", automaticLifetime=" + automaticLifetime + "]";
    }
}

package dev.mlirj;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.diag.DiagnosticPrinter;
import dev.mlirj.diag.SourceManager;
import dev.mlirj.dialect.func.Func;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.RunnerOutput;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllExtensions;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DeepNesting;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DiagnosticException;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.pass.Pass;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.transforms.GenerateRuntimeVerificationPass;
import java.io.IOException;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * MLIR compiled for this CPU and ready to call: the one step from {@code .mlir} text (or a built module) to Java
 * calls. {@link #compile} parses and verifies the input, gives every function with a body a C interface, takes each
 * function's signature, lowers what is not yet in the LLVM dialect with the {@code lower-to-llvm} pipeline
 * ({@link StandardLowering}), and JIT-compiles the result with LLVM at {@code -O3} (the level the benchmarks compare
 * with clang's; numeric kernels gain from its loop transformations and vectorisation, and the compile cost over
 * {@code -O2} is small). {@link #function} then gives a {@link JitFunction} that takes Java arrays and boxed
 * scalars.
 *
 * <pre>{@code
 * try (JitModule module = JitModule.compile(source)) {
 *     module.function("saxpy").call(2.0f, x, y);   // float[] x, y; y = 2 * x + y
 * }
 * }</pre>
 *
 * <p>Bad input is one {@link CompilationException} whose message is what {@code mlirj opt} prints for it. The
 * module owns its JIT: after {@link #close()} its functions refuse calls, and the code is freed (at once, or by the
 * garbage collector with the default engine of automatic lifetime); memrefs the code returned (allocated with the C
 * library's {@code malloc}) stay valid after it and are freed by closing them. Thread-safe: its functions may be
 * called from any number of threads while it is open.
 */
public final class JitModule implements AutoCloseable {
    private static final String FREE = "free";
    private static final Optional<MemorySegment> LIBC_FREE = Linker.nativeLinker().defaultLookup().find(FREE);

    private final ExecutionEngine engine;
    private final Map<String, FunctionSignature> signatures;
    private final Map<String, String> inPlaceRefusals;
    /** The functions whose signature Java cannot call (vector or tensor parameters ...), with the reason. */
    private final Map<String, String> uncallable;
    private final Map<String, JitFunction> functions = new ConcurrentHashMap<>();
    private volatile boolean closed;

    private JitModule(ExecutionEngine engine, Map<String, FunctionSignature> signatures,
                      Map<String, String> inPlaceRefusals, Map<String, String> uncallable) {
        this.engine = engine;
        this.signatures = signatures;
        this.inPlaceRefusals = inPlaceRefusals;
        this.uncallable = uncallable;
    }

    /**
     * The default options: {@code -O3}, MLIR's runner utilities ({@code printMemrefF32} ...) on stdout, and an
     * engine of automatic lifetime, whose code lives while anything can call it (so calls need not check that it
     * is alive: they cost what a C call costs) and is freed by the garbage collector after that.
     */
    public static ExecutionEngineOptions defaultOptions() {
        return ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O3).withRunnerUtils(RunnerOutput.stdio())
                .withAutomaticLifetime(true);
    }

    /**
     * Compiles MLIR text, whose diagnostics name it {@code <string>}.
     *
     * @throws CompilationException if the text does not parse, verify, lower or translate
     */
    public static JitModule compile(String source) {
        return compile("<string>", source, defaultOptions());
    }

    /**
     * Compiles the MLIR file {@code file}.
     *
     * @throws IOException          if it cannot be read
     * @throws CompilationException if it does not parse, verify, lower or translate
     */
    public static JitModule compile(Path file) throws IOException {
        return compile(file.toString(), Files.readString(file, StandardCharsets.UTF_8), defaultOptions());
    }

    /**
     * Compiles MLIR text named {@code sourceName} in diagnostics, with {@code options} for the engine.
     *
     * @throws CompilationException if the text does not parse, verify, lower or translate
     */
    public static JitModule compile(String sourceName, String source, ExecutionEngineOptions options) {
        Objects.requireNonNull(sourceName, "sourceName");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(options, "options");
        // Deep text is parsed, lowered and compiled on one thread sized for it, not one per step.
        return DeepNesting.call(SourceParser.nestingDepth(source), () -> {
            MlirContext context = InitAllDialects.context();
            Reporter reporter = new Reporter(context, sourceName, source);
            Operation module = SourceParser.parse(context, reporter.diagnostics, sourceName, source);
            if (module == null || !Verifier.verify(module, context, reporter.diagnostics)) {
                throw reporter.failure();
            }
            return lowerAndCompile(module, context, reporter, options);
        });
    }

    /**
     * Compiles a module built with the dialect facades. The module is lowered in place: it is the LLVM dialect
     * module the engine compiled afterwards.
     *
     * @throws CompilationException if it does not verify, lower or translate
     */
    public static JitModule compile(Operation module, MlirContext context) {
        return compile(module, context, defaultOptions());
    }

    /** {@link #compile(Operation, MlirContext)} with {@code options} for the engine. */
    public static JitModule compile(Operation module, MlirContext context, ExecutionEngineOptions options) {
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(options, "options");
        return DeepNesting.call(module, context, () -> {
            Reporter reporter = new Reporter(context, null, null);
            if (!Verifier.verify(module, context, reporter.diagnostics)) {
                throw reporter.failure();
            }
            return lowerAndCompile(module, context, reporter, options);
        });
    }

    private static JitModule lowerAndCompile(Operation module, MlirContext context, Reporter reporter,
                                             ExecutionEngineOptions options) {
        Map<String, FunctionSignature> signatures = new LinkedHashMap<>();
        Map<String, String> uncallable = new LinkedHashMap<>();
        for (Operation func : functions(module)) {
            Func.emitCInterface(func);
            try {
                signatures.put(FuncOp.name(func), FunctionSignature.of(func, 64));
            } catch (IllegalArgumentException | UnsupportedOperationException e) {
                uncallable.put(FuncOp.name(func), e.getMessage());
            }
        }
        List<Pass> first = List.of();
        if (options.runtimeChecks()) {
            InitAllExtensions.registerAllExtensions(context);
            first = List.of(new GenerateRuntimeVerificationPass());
        }
        if (!StandardLowering.isLowered(module)
                && (!StandardLowering.passManager(first).run(module, context, reporter.diagnostics)
                || !StandardLowering.reportUnlowered(module, reporter.diagnostics))) {
            throw reporter.failure();
        }
        Map<String, String> refusals = InPlaceCalls.refusals(module, signatures, options);
        try {
            return new JitModule(ExecutionEngine.create(module, reporter.diagnostics, options),
                    Collections.unmodifiableMap(signatures), refusals, Map.copyOf(uncallable));
        } catch (DiagnosticException e) {
            throw reporter.failure();
        } catch (LlvmException e) {
            throw new CompilationException(e.getMessage(), e);
        }
    }

    /** The {@code func.func}s with a body at the top level of {@code module}. */
    private static List<Operation> functions(Operation module) {
        List<Operation> found = new ArrayList<>();
        for (Region region : module.regions()) {
            for (Block block : region.blocks()) {
                for (Operation op : block.operations()) {
                    if (op.name().fullName().equals(FuncOp.NAME) && !op.region(0).isEmpty()) {
                        found.add(op);
                    }
                }
            }
        }
        return found;
    }

    /**
     * The function {@code name} (without {@code @}).
     *
     * @throws NoSuchElementException        naming the functions there are, if the module has no function
     *                                       {@code name}
     * @throws UnsupportedOperationException if Java cannot call it (a vector or tensor parameter, ...)
     * @throws IllegalStateException  if the module is closed
     */
    public JitFunction function(String name) {
        checkOpen();
        return functions.computeIfAbsent(name, n -> {
            FunctionSignature signature = signatures.get(n);
            if (signature == null && uncallable.containsKey(n)) {
                throw new UnsupportedOperationException("@" + n + " cannot be called from Java: " + uncallable.get(n));
            }
            if (signature == null) {
                throw new NoSuchElementException("no function @" + n + " in the module; it has "
                        + (signatures.isEmpty() ? "none" : "@" + String.join(", @", signatures.keySet())));
            }
            return new JitFunction(this, CompiledFunction.of(signature, this::lookup)
                    .withAfterEachCall(engine::rethrowFailure), inPlaceRefusals.get(n));
        });
    }

    /**
     * {@code name}'s address in the engine, except that the C library's {@code free}, which returned memrefs are
     * freed with, is the process's own: so a memref the code returned stays freeable after the engine is closed.
     */
    private MemorySegment lookup(String name) {
        MemorySegment address = engine.lookup(name);
        if (name.equals(FREE)) {
            MemorySegment libc = LIBC_FREE.orElse(null);
            if (libc != null && libc.address() == address.address()) {
                return libc;
            }
        }
        return address;
    }

    /** The names of the module's functions, in the order of the input. */
    public List<String> functionNames() {
        return List.copyOf(signatures.keySet());
    }

    /** The execution engine underneath. */
    public ExecutionEngine engine() {
        return engine;
    }

    void checkOpen() {
        if (closed) {
            throw new IllegalStateException("the JitModule is closed");
        }
    }

    /**
     * Ends the module: later calls through it and its {@link JitFunction}s throw. With an engine of automatic
     * lifetime (the default) the code is freed once nothing can call it any more (handles taken from
     * {@link JitFunction#compiled()} keep it alive and stay safe to call); otherwise the engine is closed and
     * its code freed now. Idempotent.
     */
    @Override
    public void close() {
        closed = true;
        if (!engine.options().automaticLifetime()) {
            engine.close();
        }
    }

    /** Diagnostics collected as {@code mlirj opt} prints them. */
    private static final class Reporter {
        final DiagnosticEngine diagnostics = new DiagnosticEngine();
        private final StringBuilder text = new StringBuilder();

        Reporter(MlirContext context, String sourceName, String source) {
            SourceManager sources = new SourceManager();
            if (sourceName != null) {
                sources.add(sourceName, source);
            }
            DiagnosticPrinter printer = new DiagnosticPrinter(sources);
            diagnostics.addHandler((Diagnostic d) -> text.append(printer.format(d)));
            diagnostics.setOperationPrinter(op -> AsmPrinter.printForDiagnostic(op, context));
            diagnostics.setPrintOpOnDiagnostic(true);
        }

        CompilationException failure() {
            String report = text.toString().stripTrailing();
            return new CompilationException(report.isEmpty() ? "the module could not be compiled" : report);
        }
    }
}

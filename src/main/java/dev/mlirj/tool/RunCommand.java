package dev.mlirj.tool;

import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.KernelFailureException;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.RunnerOutput;
import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.pass.PassTiming;
import dev.mlirj.target.llvmir.ModuleTranslation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code mlirj run}: JIT-compiles a program with the {@link ExecutionEngine} and calls its entry function, with
 * mlir-cpu-runner's options, output and error messages. Input is MLIR (parsed, verified and translated by
 * {@link ModuleTranslation}; errors are located {@code file:line:col: error: ...} as mlir-opt prints them) or, for
 * a file ending in {@code .ll}, LLVM IR text. MLIR not yet in the LLVM dialect is first lowered with the
 * registered pipeline {@code lower-to-llvm} ({@link StandardLowering}), the passes one would give mlir-opt before
 * mlir-cpu-runner; an operation it leaves outside the LLVM dialect is an error at its own location, naming it. As in mlir-cpu-runner, without {@code -On} no IR optimisation runs and code is
 * generated at LLVM's default level; {@code -On} runs LLVM's {@code default<On>} pipeline (with MLIR's vectoriser
 * settings) and generates code at level n. {@code --shared-libs} makes libraries' symbols callable;
 * {@code --dump-object-file} writes the compiled object to {@code --object-filename} (default
 * {@code FILE.o}) before the entry function runs. Unlike mlir-cpu-runner, which warns and carries on, a shared
 * library that does not exist is an error. MLIR's runner utilities ({@code printMemrefF32}, {@code printF64},
 * {@code rtclock}, ...) are always there, implemented in Java ({@link RunnerOutput}): a module's own definition
 * of such a name wins over them, and they win over a shared library's.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "JIT-compile FILE for this machine and call its entry function (like mlir-cpu-runner).")
final class RunCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "MLIR (lowered to the LLVM dialect first when it is not), or LLVM IR text (.ll); '-' reads MLIR from standard input.")
    private String input;

    @Option(names = "-e", paramLabel = "NAME", defaultValue = "main", description = "The function to call (default: ${DEFAULT-VALUE}).")
    private String entry;

    @Option(names = {"--entry-point-result", "-entry-point-result"}, paramLabel = "TYPE", defaultValue = "f32",
            description = "What the entry function returns: void, i32, i64, f32 or f64 (default: ${DEFAULT-VALUE}).")
    private String result;

    @Option(names = {"--shared-libs", "-shared-libs"}, paramLabel = "LIB", split = ",",
            description = "Shared libraries whose symbols the program may call, comma-separated; repeatable.")
    private List<Path> sharedLibs = new ArrayList<>();

    @Option(names = {"--dump-object-file", "-dump-object-file"},
            description = "Write the compiled object file before running (see --object-filename).")
    private boolean dumpObjectFile;

    @Option(names = {"--object-filename", "-object-filename"}, paramLabel = "FILE",
            description = "Where --dump-object-file writes (default: the input file name with '.o' appended).")
    private String objectFilename;

    @Option(names = "--mlir-timing", description = "Print how long each stage took (to standard error) at the end:"
            + " parsing, each lowering pass, building the LLVM IR module, LLVM's IR pipeline, the JIT's code"
            + " generation and linking, and the run.")
    private boolean timing;

    @Option(names = {"--runtime-checks", "-runtime-checks"}, description = "Check at run time what can fail:"
            + " generate-runtime-verification runs before the lowering, so an out-of-bounds access, a bad subview"
            + " or cast, an integer division by zero... stops the program with a message naming the operation and"
            + " its location (exit status 1).")
    private boolean runtimeChecks;

    @ArgGroup(exclusive = true)
    private OptFlags opt = new OptFlags();

    static final class OptFlags {
        @Option(names = "-O0", description = "Run LLVM's O0 pipeline and generate code at O0.")
        boolean o0;
        @Option(names = "-O1", description = "Run LLVM's O1 pipeline and generate code at O1.")
        boolean o1;
        @Option(names = "-O2", description = "Run LLVM's O2 pipeline and generate code at O2.")
        boolean o2;
        @Option(names = "-O3", description = "Run LLVM's O3 pipeline and generate code at O3.")
        boolean o3;

        Optional<OptLevel> level() {
            return o0 ? Optional.of(OptLevel.O0) : o1 ? Optional.of(OptLevel.O1) : o2 ? Optional.of(OptLevel.O2)
                    : o3 ? Optional.of(OptLevel.O3) : Optional.empty();
        }
    }

    @Override
    @SuppressWarnings("restricted")
    public Integer call() {
        EntryResult kind = parseResult(result);
        String text = CommandInput.readText(input);
        boolean llvmIr = input.endsWith(".ll");
        PassTiming passTiming = timing ? new PassTiming() : null;
        CommandInput.ParsedModule mlir = null;
        if (!llvmIr) {
            long parseStart = System.nanoTime();
            mlir = CommandInput.parseAndVerify(input, text, false, spec.commandLine().getErr());
            if (passTiming != null) {
                passTiming.record("Parser", System.nanoTime() - parseStart);
            }
            if (mlir.module() == null) {
                spec.commandLine().getErr().println("could not parse the input IR");
                spec.commandLine().getErr().flush();
                return 1;
            }
            if (!CommandInput.lowerToLlvm(mlir, spec.commandLine().getErr(), passTiming, runtimeChecks)) {
                return 1;
            }
        }
        ExecutionEngineOptions options = ExecutionEngineOptions.defaults().withObjectDump(dumpObjectFile)
                .withRuntimeChecks(runtimeChecks);
        if (passTiming != null) {
            options = options.withStageTimer(passTiming::record);
        }
        Optional<OptLevel> level = opt.level();
        if (level.isPresent()) {
            options = options.withOptLevel(level.get());
        }
        for (Path library : sharedLibs) {
            if (!Files.isRegularFile(library)) {
                throw new ToolException("Error: shared library '" + library + "' does not exist or is not a file");
            }
            options = options.withSharedLibrary(library);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // MLIR's runner utilities, in Java. From the command line they write through libc's stdout, the stream the
        // program's own printf/puts use, so the two stay in order; embedded (tests), into the command's writers.
        boolean stdio = Mlirj.isProcessStdout(out);
        ByteArrayOutputStream runnerOut = new ByteArrayOutputStream();
        ByteArrayOutputStream runnerErr = new ByteArrayOutputStream();
        RunnerOutput runner = stdio ? RunnerOutput.stdio() : RunnerOutput.to(runnerOut, runnerErr);
        options = options.withRunnerUtils(runner);
        CommandInput.ParsedModule parsed = mlir;
        try (ExecutionEngine engine = ExecutionEngine.create(context -> {
            LlvmModule module = llvmIr ? LlvmModule.parseIr(context, text, input) : translate(parsed, context);
            try {
                module.verify();
                checkEntry(module, kind);
                return module;
            } catch (RuntimeException e) {
                module.close();
                throw e;
            }
        }, options)) {
            MemorySegment address = engine.lookup(entry);
            if (dumpObjectFile) {
                Path file = Path.of(objectFilename != null ? objectFilename : input + ".o");
                try {
                    engine.dumpToObjectFile(file);
                } catch (IOException e) {
                    throw new ToolException("Error: cannot write object file '" + file + "': " + e.getMessage());
                }
            }
            MethodHandle call = Linker.nativeLinker().downcallHandle(address, kind.descriptor);
            Object value;
            long runStart = System.nanoTime();
            try {
                engine.initialize(); // global constructors, as mlir-cpu-runner's invokePacked runs them
                value = invoke(call, kind);
                engine.rethrowFailure();
            } catch (KernelFailureException failure) {
                value = failure;
            } finally {
                if (passTiming != null) {
                    passTiming.record("Execution", System.nanoTime() - runStart);
                }
                runner.flush();
                out.print(runnerOut.toString(StandardCharsets.UTF_8));
                err.print(runnerErr.toString(StandardCharsets.UTF_8));
                err.flush();
            }
            if (value instanceof KernelFailureException failure) {
                out.flush();
                report(failure, err);
                return 1;
            }
            if (!runner.drainFailures().isEmpty()) {
                out.flush();
                return 1; // a runner utility was handed a bad memref; it said so on stderr
            }
            String printed = kind.format(value);
            if (printed != null) {
                out.println(printed);
            }
            out.flush();
            if (passTiming != null) {
                passTiming.report(err);
            }
        } catch (KernelFailureException failure) { // a global destructor failed when the engine was closed
            out.flush();
            report(failure, err);
            return 1;
        } catch (LlvmException e) {
            throw new ToolException("Error: " + e.getMessage());
        } catch (TranslationFailed e) {
            return 1;
        }
        return 0;
    }

    /**
     * Prints a failure of the compiled code on {@code err}: the message MLIR's code prints for it (an assertion's
     * message; {@code abort() was called} for a bare {@code abort}), then where the failing operation is, then
     * the values its condition compared.
     */
    private static void report(KernelFailureException failure, PrintWriter err) {
        err.println(failure.failureMessage().orElse("abort() was called"));
        err.println("mlirj: the program failed" + failure.location().map(l -> " at " + l).orElse("")
                + " (in a call of @" + failure.entryPoint() + ")");
        if (!failure.comparisons().isEmpty()) {
            err.println("mlirj: " + KernelFailureException.describeComparisons(failure.comparisons()));
        }
        err.flush();
    }

    /** Translates the verified MLIR module into {@code llvmContext}, printing located errors on failure. */
    private LlvmModule translate(CommandInput.ParsedModule parsed, dev.mlirj.llvm.LlvmContext llvmContext) {
        LlvmModule translated = ExecutionEngine.translate(parsed.module(), llvmContext,
                parsed.diagnostics());
        spec.commandLine().getErr().flush();
        if (translated == null) {
            throw new TranslationFailed();
        }
        return translated;
    }

    /** Translation failed and its errors were printed; the command exits with status 1. */
    private static final class TranslationFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TranslationFailed() {
            super(null, null, false, false);
        }
    }

    /** mlir-cpu-runner's checks of the entry function, before anything is compiled. */
    private void checkEntry(LlvmModule module, EntryResult kind) {
        LlvmValue function = module.function(entry).filter(f -> !f.isDeclaration())
                .orElseThrow(() -> new ToolException("Error: entry point not found"));
        if (function.globalValueType().paramCount() != 0) {
            throw new ToolException("Error: function inputs not supported");
        }
        if (!kind.matches(function.globalValueType().returnType())) {
            throw new ToolException(kind.mismatch());
        }
    }

    private static Object invoke(MethodHandle call, EntryResult kind) {
        try {
            return switch (kind) {
                case VOID -> {
                    call.invokeExact();
                    yield null;
                }
                case I32 -> (int) call.invokeExact();
                case I64 -> (long) call.invokeExact();
                case F32 -> (float) call.invokeExact();
                case F64 -> (double) call.invokeExact();
            };
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    private EntryResult parseResult(String text) {
        for (EntryResult r : EntryResult.values()) {
            if (r.name().equalsIgnoreCase(text)) {
                return r;
            }
        }
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                "--entry-point-result must be void, i32, i64, f32 or f64, not '" + text + "'");
    }
}

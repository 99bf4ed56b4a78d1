package dev.mlirj.tool;

import dev.mlirj.llvm.LlJit;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmPassBuilderOptions;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.ThreadSafeModule;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code mlirj run}: JIT-compiles a program and calls its entry function, with mlir-cpu-runner's options, output
 * and error messages. Input is LLVM IR text ({@code .ll}) for now; MLIR input arrives with the MLIR front end.
 * As in mlir-cpu-runner, without {@code -On} no IR optimisation runs; {@code -On} runs LLVM's
 * {@code default<On>} pipeline (with MLIR's vectoriser settings) and generates code at level n.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "JIT-compile FILE for this machine and call its entry function (like mlir-cpu-runner).")
final class RunCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "LLVM IR text (.ll); '-' reads standard input.")
    private String input;

    @Option(names = "-e", paramLabel = "NAME", defaultValue = "main", description = "The function to call (default: ${DEFAULT-VALUE}).")
    private String entry;

    @Option(names = "--entry-point-result", paramLabel = "TYPE", defaultValue = "f32",
            description = "What the entry function returns: void, i32, i64, f32 or f64 (default: ${DEFAULT-VALUE}).")
    private String result;

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
    public void run() {
        EntryResult kind = parseResult(result);
        if (input.endsWith(".mlir")) {
            throw new ToolException("Error: " + input + ": mlirj run reads LLVM IR (.ll) for now; MLIR input is"
                    + " not supported yet (see the feature table in README.md)");
        }
        String text = readInput(input);
        Optional<OptLevel> level = opt.level();
        // Like MLIR's ExecutionEngine: without -On the code generator uses LLVM's default level, O2.
        OptLevel codeGen = level.orElse(OptLevel.O2);
        PrintWriter out = spec.commandLine().getOut();
        try (ThreadSafeContext tsc = ThreadSafeContext.create();
             LlvmTargetMachine tm = LlvmTargetMachine.host(codeGen);
             LlvmModule module = LlvmModule.parseIr(tsc.context(), text, input)) {
            module.verify();
            tm.configure(module);
            LlvmValue function = module.function(entry).filter(f -> !f.isDeclaration())
                    .orElseThrow(() -> new ToolException("Error: entry point not found"));
            if (function.globalValueType().paramCount() != 0) {
                throw new ToolException("Error: function inputs not supported");
            }
            if (!kind.matches(function.globalValueType().returnType())) {
                throw new ToolException(kind.mismatch());
            }
            if (level.isPresent()) {
                try (LlvmPassBuilderOptions options = LlvmPassBuilderOptions.mlirDefaults()) {
                    module.runPasses(level.get().pipeline(), tm, options);
                }
            }
            try (LlJit jit = LlJit.create(LlvmTargetMachine.host(codeGen))) {
                jit.addModule(ThreadSafeModule.create(module, tsc));
                MemorySegment address = jit.lookup(entry);
                MethodHandle call = Linker.nativeLinker().downcallHandle(address, kind.descriptor);
                Object value = invoke(call, kind);
                String printed = kind.format(value);
                if (printed != null) {
                    out.println(printed);
                }
                out.flush();
            }
        } catch (LlvmException e) {
            throw new ToolException("Error: " + e.getMessage());
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

    private static String readInput(String name) {
        try {
            // Decoded leniently: LLVM reports what it cannot parse, with a location.
            byte[] bytes = name.equals("-") ? System.in.readAllBytes() : Files.readAllBytes(Path.of(name));
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ToolException("cannot open input file '" + name + "': No such file or directory");
        } catch (IOException e) {
            throw new ToolException("cannot open input file '" + name + "': " + e.getMessage());
        }
    }
}

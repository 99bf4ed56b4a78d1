package dev.mlirj.tool;

import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.DeepNesting;
import dev.mlirj.llvm.loader.LlvmLibrary;
import dev.mlirj.llvm.loader.LlvmLoadException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The {@code mlirj} command line: {@code mlirj run} (like mlir-cpu-runner) today; {@code opt} and
 * {@code translate} arrive with the MLIR front end. Exit status 0 on success, 1 when the input or the program
 * failed, 2 for a usage error.
 */
@Command(name = "mlirj", mixinStandardHelpOptions = true, versionProvider = Mlirj.Version.class,
        description = "MLIR's lowering to LLVM in Java, JIT-compiled with LLVM 17.",
        subcommands = {OptCommand.class, RunCommand.class, TranslateCommand.class})
public final class Mlirj implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        processStdout = out;
        System.exit(execute(out, err, args));
    }

    /** The writer over the process's own standard output, when {@link #main} runs; null in embedded use. */
    private static volatile PrintWriter processStdout;

    /**
     * Whether {@code out} writes to the process's standard output, so that native code's writes (through libc's
     * {@code stdout}) and the command's can share one stream, as {@code mlirj run}'s runner utilities do.
     */
    static boolean isProcessStdout(PrintWriter out) {
        return out != null && out == processStdout;
    }

    /**
     * Runs the command line, printing to {@code out} and {@code err}, and returns its exit status. The command
     * runs on a thread whose stack holds the deepest input the parser accepts ({@link DeepNesting}), so that the
     * library's entry points it calls never hop to another; exceptions it does not turn into messages are
     * rethrown here.
     */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        return DeepNesting.call(DeepNesting.MAX_DEPTH + 1, () -> executeHere(out, err, args));
    }

    private static int executeHere(PrintWriter out, PrintWriter err, String... args) {
        InitAllPasses.registerAllPasses();
        CommandLine cli = new CommandLine(new Mlirj()).setOut(out).setErr(err);
        cli.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof ToolException || e instanceof LlvmLoadException) {
                line.getErr().println(e.getMessage());
                line.getErr().flush();
                return 1;
            }
            throw e;
        });
        return cli.execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command, e.g. 'mlirj run FILE'");
    }

    /** Prints mlirj's version and the LLVM it uses. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Mlirj.class.getPackage().getImplementationVersion();
            return new String[] {
                "mlirj " + (version == null ? "(development build)" : version),
                "LLVM " + LlvmLibrary.version() + " from " + LlvmLibrary.path()
            };
        }
    }
}

package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * LLVM-dialect programs run by {@code mlirj run} (parse, verify, translate to LLVM IR, JIT, call, with the Java
 * runner utilities), their output compared byte for byte with what real {@code mlir-cpu-runner} 19 printed for
 * the same file (heap addresses masked as {@code ../shared/tools/mlir19-oracle.sh} masks them).
 * <ul>
 * <li>{@code execution/**} and the examples with run lines: programs written for this; each names its runs in
 * {@code // mlirj-run: -e NAME --entry-point-result=T} lines and {@code NAME.out} holds the runs' outputs in order
 * ({@code scripts/execution-expected.sh}); a {@code // mlirj-passes: --pass ...} line names passes
 * {@code mlirj opt} runs first (as the script runs mlir-opt 19), e.g. {@code --arith-expand}.</li>
 * <li>{@code runner/*.mlir}: the runner-utility programs MLIR 19 lowered ({@code scripts/runner-expected.sh}),
 * entry {@code main} returning nothing, with {@code .out} and {@code .err}.</li>
 * </ul>
 * Runs are in-process, so runner output goes to Java streams; a program that also writes through libc
 * ({@code native_puts}) runs in a fresh {@code mlirj} process instead, where both share libc's stdout.
 */
class ExecutionCorpusTest {
    private static final Path RESOURCES = Path.of("src/test/resources");
    private static final Pattern RUN = Pattern.compile("^// mlirj-run: (.*)$", Pattern.MULTILINE);
    private static final Pattern PASSES = Pattern.compile("^// mlirj-passes: (.*)$", Pattern.MULTILINE);
    private static final Pattern ADDRESS = Pattern.compile("base@ = (0x[0-9a-fA-F]+|\\(nil\\))");

    static Stream<Path> executionPrograms() throws IOException {
        Stream<Path> examples = mlirFiles(Path.of("examples")).filter(ExecutionCorpusTest::namesRuns);
        return Stream.concat(mlirFiles(RESOURCES.resolve("execution")), examples);
    }

    private static boolean namesRuns(Path program) {
        try {
            return RUN.matcher(Files.readString(program)).find();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Stream<Path> runnerPrograms() throws IOException {
        return mlirFiles(RESOURCES.resolve("runner")).filter(p -> !p.getFileName().toString().startsWith("native_"));
    }

    private static Stream<Path> mlirFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".mlir")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("executionPrograms")
    void printsWhatMlirCpuRunner19Printed(Path program, @TempDir Path temp) throws IOException {
        String text = Files.readString(program);
        Path source = withPasses(program, text, temp);
        Matcher runs = RUN.matcher(text);
        StringBuilder out = new StringBuilder();
        int count = 0;
        while (runs.find()) {
            List<String> args = new ArrayList<>(List.of("run", source.toString()));
            args.addAll(List.of(runs.group(1).trim().split("\\s+")));
            Result r = run(args);
            assertEquals("", r.err, () -> "stderr of " + args);
            assertEquals(0, r.status, () -> "status of " + args);
            out.append(mask(r.out));
            count++;
        }
        if (count == 0) {
            throw new AssertionError(program + " names no '// mlirj-run:' line");
        }
        assertEquals(expectedText(program, ".out"), out.toString());
    }

    /**
     * The program after the passes its {@code // mlirj-passes: --pass ...} line names ({@code mlirj opt}, as
     * scripts/execution-expected.sh runs mlir-opt 19 before the standard lowering), or the program itself.
     */
    private static Path withPasses(Path program, String text, Path temp) {
        Matcher passes = PASSES.matcher(text);
        if (!passes.find()) {
            return program;
        }
        Path transformed = temp.resolve(program.getFileName());
        List<String> args = new ArrayList<>(List.of("opt", program.toString()));
        args.addAll(List.of(passes.group(1).trim().split("\\s+")));
        args.addAll(List.of("-o", transformed.toString()));
        Result r = run(args);
        assertEquals("", r.err, () -> "stderr of " + args);
        assertEquals(0, r.status, () -> "status of " + args);
        return transformed;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runnerPrograms")
    void runnerProgramsPrintWhatMlirCpuRunner19Printed(Path program) throws IOException {
        Result r = run(List.of("run", program.toString(), "-e", "main", "--entry-point-result=void"));
        assertEquals(expectedText(program, ".out"), mask(r.out));
        assertEquals(expectedText(program, ".err"), mask(r.err));
        assertEquals(0, r.status);
    }

    /** From the command line, runner output and the program's own puts/printf share libc's stdout, in order. */
    @Test
    void nativeWritesAndRunnerOutputStayInOrderInTheCommandLineTool(@TempDir Path temp) throws Exception {
        Path program = RESOURCES.resolve("runner/native_puts.mlir");
        Path out = temp.resolve("out");
        Path err = temp.resolve("err");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                Mlirj.class.getName(), "run", program.toString(), "-e", "main", "--entry-point-result=void");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .start();
        assertEquals(0, process.waitFor(), () -> read(err));
        assertEquals(expectedText(program, ".out"), mask(read(out)));
        assertEquals(expectedText(program, ".err"), mask(read(err)));
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * An expected output as text. An i8 memref prints raw bytes, which need not be UTF-8; embedded runs hand
     * the runner's bytes to a text writer as UTF-8 with replacement, so the expectation is decoded the same way
     * (the fresh-JVM stdio tests compare the bytes themselves).
     */
    private static String expectedText(Path program, String suffix) throws IOException {
        return new String(Files.readAllBytes(expected(program, suffix)), StandardCharsets.UTF_8);
    }

    private static Path expected(Path program, String suffix) {
        String name = program.getFileName().toString();
        return program.resolveSibling(name.substring(0, name.length() - ".mlir".length()) + suffix);
    }

    private static String mask(String text) {
        return ADDRESS.matcher(text).replaceAll("base@ = <addr>");
    }

    private record Result(int status, String out, String err) {
    }

    private static Result run(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
        return new Result(status, out.toString(), err.toString());
    }
}

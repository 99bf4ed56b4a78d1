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
import org.junit.jupiter.params.provider.Arguments;
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
 * Every program runs at three levels: as its run line says (the runner's default level unless it names one),
 * at {@code -O0} and at {@code -O3}, with the same expected output, as mlir-cpu-runner 19 prints the same at
 * every level, except where {@code NAME.O0.out} or {@code NAME.O3.out} holds what it printed at that level (the
 * sign of a NaN LLVM's constant folder makes, say). Runs are in-process, so runner output goes to Java streams;
 * a program that also writes through libc ({@code native_puts}) runs in a fresh {@code mlirj} process instead,
 * where both share libc's stdout.
 */
class ExecutionCorpusTest {
    private static final Path RESOURCES = Path.of("src/test/resources");
    private static final Pattern RUN = Pattern.compile("^// mlirj-run: (.*)$", Pattern.MULTILINE);
    private static final Pattern PASSES = Pattern.compile("^// mlirj-passes: (.*)$", Pattern.MULTILINE);
    private static final Pattern ADDRESS = Pattern.compile("base@ = (0x[0-9a-fA-F]+|\\(nil\\))");

    /** The optimisation level a program runs at: the one its run line names (or none), or one given. */
    enum Level {
        AS_WRITTEN(null), O0("-O0"), O3("-O3");

        private final String flag;

        Level(String flag) {
            this.flag = flag;
        }

        /** The run's arguments at this level: any {@code -On} of the run line replaced by this level's. */
        List<String> apply(List<String> args) {
            if (flag == null) {
                return args;
            }
            List<String> at = new ArrayList<>(args.stream().filter(a -> !a.matches("-O[0-3]")).toList());
            at.add(flag);
            return at;
        }

        /**
         * The suffix of the program's expected output at this level: {@code .On.out} (or {@code .On.err}) where
         * mlir-cpu-runner 19 printed something else at this level than at its default one, else {@code suffix}.
         */
        String outputSuffix(Path program, String suffix) {
            String atLevel = flag == null ? suffix : "." + name() + suffix;
            return Files.exists(expected(program, atLevel)) ? atLevel : suffix;
        }

        @Override
        public String toString() {
            return flag == null ? "as written" : flag;
        }
    }

    static Stream<Arguments> executionPrograms() throws IOException {
        Stream<Path> examples = mlirFiles(Path.of("examples")).filter(ExecutionCorpusTest::namesRuns);
        return atEveryLevel(Stream.concat(mlirFiles(RESOURCES.resolve("execution")), examples));
    }

    private static Stream<Arguments> atEveryLevel(Stream<Path> programs) {
        return programs.flatMap(p -> Stream.of(Level.values()).map(level -> Arguments.of(p, level)));
    }

    private static boolean namesRuns(Path program) {
        try {
            return RUN.matcher(Files.readString(program)).find();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Stream<Arguments> runnerPrograms() throws IOException {
        return atEveryLevel(mlirFiles(RESOURCES.resolve("runner"))
                .filter(p -> !p.getFileName().toString().startsWith("native_")));
    }

    private static Stream<Path> mlirFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".mlir")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("executionPrograms")
    void printsWhatMlirCpuRunner19Printed(Path program, Level level, @TempDir Path temp) throws IOException {
        String text = Files.readString(program);
        Path source = withPasses(program, text, temp);
        Matcher runs = RUN.matcher(text);
        StringBuilder out = new StringBuilder();
        int count = 0;
        while (runs.find()) {
            List<String> args = new ArrayList<>(List.of("run", source.toString()));
            args.addAll(level.apply(List.of(runs.group(1).trim().split("\\s+"))));
            Result r = run(args);
            assertEquals("", r.err, () -> "stderr of " + args);
            assertEquals(0, r.status, () -> "status of " + args);
            out.append(mask(r.out));
            count++;
        }
        if (count == 0) {
            throw new AssertionError(program + " names no '// mlirj-run:' line");
        }
        assertEquals(expectedText(program, level.outputSuffix(program, ".out")), out.toString());
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

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("runnerPrograms")
    void runnerProgramsPrintWhatMlirCpuRunner19Printed(Path program, Level level) throws IOException {
        List<String> args = new ArrayList<>(List.of("run", program.toString()));
        args.addAll(level.apply(List.of("-e", "main", "--entry-point-result=void")));
        Result r = run(args);
        assertEquals(expectedText(program, level.outputSuffix(program, ".out")), mask(r.out));
        assertEquals(expectedText(program, level.outputSuffix(program, ".err")), mask(r.err));
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

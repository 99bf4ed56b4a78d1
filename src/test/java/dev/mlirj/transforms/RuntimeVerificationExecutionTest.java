package dev.mlirj.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.testing.FileCheck;
import dev.mlirj.tool.Mlirj;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The runtime checks of {@code generate-runtime-verification} at run time, as MLIR's integration tests run them: each
 * program under {@code src/test/resources/runtime-verification} goes through the passes its
 * {@code // mlirj-passes:} line names (always {@code --generate-runtime-verification} and {@code --test-cf-assert},
 * whose assertions print their message with {@code puts} and go on), then {@code mlirj run} with the arguments of its
 * {@code // mlirj-run:} line in a fresh JVM (the messages go through libc's stdout, with the program's own output in
 * order), and the output must satisfy the program's {@code CHECK} lines: every failing check's message, in order, and
 * no message where the program's accesses hold.
 */
class RuntimeVerificationExecutionTest {
    private static final Path PROGRAMS = Path.of("src/test/resources/runtime-verification");
    private static final Pattern RUN = Pattern.compile("^// mlirj-run: (.*)$", Pattern.MULTILINE);
    private static final Pattern PASSES = Pattern.compile("^// mlirj-passes: (.*)$", Pattern.MULTILINE);

    static Stream<Path> programs() throws IOException {
        try (Stream<Path> files = Files.list(PROGRAMS)) {
            return files.filter(p -> p.toString().endsWith(".mlir")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void printsEachFailingCheck(Path program, @TempDir Path temp) throws Exception {
        String text = Files.readString(program);
        Matcher passes = PASSES.matcher(text);
        Matcher run = RUN.matcher(text);
        assertTrue(passes.find() && run.find(), program + " needs '// mlirj-passes:' and '// mlirj-run:' lines");

        Path lowered = temp.resolve("lowered.mlir");
        List<String> opt = new ArrayList<>(List.of("opt", program.toString()));
        opt.addAll(List.of(passes.group(1).trim().split("\\s+")));
        opt.addAll(List.of("-o", lowered.toString()));
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(new StringWriter()), new PrintWriter(err),
                opt.toArray(String[]::new));
        assertEquals(0, status, () -> "mlirj " + String.join(" ", opt) + ":\n" + err);

        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                Mlirj.class.getName(), "run", lowered.toString()));
        command.addAll(List.of(run.group(1).trim().split("\\s+")));
        Path out = temp.resolve("out");
        Path errFile = temp.resolve("err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(errFile.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("mlirj run did not finish");
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        String stderr = Files.readString(errFile, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), () -> stderr + stdout);
        FileCheck.Result result = FileCheck.parse(text, program.toString()).check(stdout, "<stdout>");
        assertTrue(result.passed(), () -> result.report() + "\noutput:\n" + stdout);
    }
}

package dev.mlirj.conversion.controlflowtollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mlirj.tool.Mlirj;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failing {@code cf.assert}, lowered by {@code mlirj run}'s standard lowering, ends the process as the program
 * compiled by MLIR 19 does under {@code mlir-cpu-runner} 19: status 134 (SIGABRT from {@code abort()}); with
 * stdout to a file, the buffered output is lost, as the runner's is; with {@code stdbuf -o0}, what was printed
 * before and the assertion message appear. Expectations by {@code scripts/cf-assert-expected.sh}. Each run is a
 * fresh JVM, never the test JVM.
 */
class CfAssertAbortTest {
    private static final Path PROGRAM = Path.of("src/test/resources/cf-assert/assert_fails.mlir");
    private static final Path STDBUF = Path.of("/usr/bin/stdbuf");

    private record Result(int status, String out) {
    }

    private static Result runFresh(Path temp, boolean unbuffered) throws Exception {
        List<String> command = new ArrayList<>();
        if (unbuffered) {
            command.addAll(List.of(STDBUF.toString(), "-o0"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-XX:-CreateCoredumpOnCrash", "-cp",
                System.getProperty("java.class.path"), Mlirj.class.getName(), "run", PROGRAM.toString(), "-e", "main",
                "--entry-point-result=void"));
        Path out = temp.resolve("out");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(temp.resolve("err").toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("mlirj run did not finish");
        }
        return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }

    private static String expected(String suffix) throws IOException {
        return Files.readString(PROGRAM.resolveSibling("assert_fails" + suffix), StandardCharsets.UTF_8);
    }

    @Test
    void abortsLikeMlirCpuRunner19(@TempDir Path temp) throws Exception {
        Result r = runFresh(temp, false);
        assertEquals(Integer.parseInt(expected(".status").strip()), r.status());
        assertEquals(expected(".out"), r.out());
    }

    @Test
    void printsTheMessageBeforeAbortingWhenStdoutIsUnbuffered(@TempDir Path temp) throws Exception {
        assumeTrue(Files.isExecutable(STDBUF), "no " + STDBUF);
        Result r = runFresh(temp, true);
        assertEquals(Integer.parseInt(expected(".status").strip()), r.status());
        assertEquals(expected(".unbuffered.out"), r.out());
    }
}

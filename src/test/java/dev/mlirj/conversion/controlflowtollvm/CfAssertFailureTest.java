package dev.mlirj.conversion.controlflowtollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.tool.Mlirj;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failing {@code cf.assert}, lowered by {@code mlirj run}'s standard lowering, does not end the process as it
 * does under {@code mlir-cpu-runner} 19 (status 134, SIGABRT from {@code abort()}): the call returns to Java,
 * and {@code mlirj run} prints the message MLIR 19's program prints, then the failing operation's location, on
 * stderr, and exits with status 1, leaving no hs_err file. What was printed before the failure is on stdout, as
 * MLIR 19's unbuffered run shows it. MLIR 19's outputs are by {@code scripts/cf-assert-expected.sh}. Each run is a
 * fresh JVM, never the test JVM.
 */
class CfAssertFailureTest {
    private static final Path PROGRAM = Path.of("src/test/resources/cf-assert/assert_fails.mlir");

    @Test
    void failsWithTheMessageAndLocationInsteadOfAborting(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("out");
        Path err = temp.resolve("err");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-XX:-CreateCoredumpOnCrash",
                "-XX:ErrorFile=" + temp.resolve("hs_err_pid%p.log"), "-cp", System.getProperty("java.class.path"),
                Mlirj.class.getName(), "run", PROGRAM.toString(), "-e", "main", "--entry-point-result=void")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("mlirj run did not finish");
        }
        assertEquals(134, Integer.parseInt(expected(".status").strip()), "MLIR 19 aborts");
        assertEquals(1, process.exitValue(), Files.readString(err));
        // MLIR 19, unbuffered: what the program printed, then the assertion's message (by puts).
        List<String> mlir = expected(".unbuffered.out").lines().toList();
        String message = mlir.getLast();
        String printedBefore = String.join("\n", mlir.subList(0, mlir.size() - 1)) + "\n";
        assertEquals(printedBefore, Files.readString(out, StandardCharsets.UTF_8));
        assertEquals(List.of(message, "mlirj: the program failed at " + PROGRAM + ":15:5 (in a call of @main)"),
                Files.readString(err, StandardCharsets.UTF_8).lines().toList());
        try (Stream<Path> files = Files.list(temp)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().startsWith("hs_err")), "an hs_err file");
        }
    }

    private static String expected(String suffix) throws IOException {
        return Files.readString(PROGRAM.resolveSibling("assert_fails" + suffix), StandardCharsets.UTF_8);
    }
}

package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Programs that fail under {@code mlirj run}, each in a fresh JVM (never the test JVM): the process does not
 * end as it does under {@code mlir-cpu-runner} 19 (a failing {@code cf.assert}: status 134, SIGABRT from
 * {@code abort()}; an out-of-bounds access: whatever the memory holds, or SIGSEGV): the call returns to Java, and
 * {@code mlirj run} prints the message MLIR 19's program prints, then the failing operation's location, on
 * stderr, and exits with status 1, leaving no hs_err file. What was printed before the failure is on stdout.
 * MLIR 19's outputs for the assertion are by {@code scripts/cf-assert-expected.sh}.
 */
class RunFailureTest {
    private static final Path PROGRAM = Path.of("src/test/resources/cf-assert/assert_fails.mlir");

    private record Run(int status, String out, List<String> err) {
    }

    private static Run runFresh(Path temp, String... args) throws Exception {
        Path out = temp.resolve("out");
        Path err = temp.resolve("err");
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-XX:-CreateCoredumpOnCrash",
                "-XX:ErrorFile=" + temp.resolve("hs_err_pid%p.log"), "-cp", System.getProperty("java.class.path"),
                Mlirj.class.getName(), "run"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("mlirj run did not finish");
        }
        try (Stream<Path> files = Files.list(temp)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().startsWith("hs_err")), "an hs_err file");
        }
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void outOfBoundsWithRuntimeChecksFailsWithMlirsMessage(@TempDir Path temp) throws Exception {
        Run r = runFresh(temp, "examples/out_of_bounds.mlir", "--runtime-checks", "-e", "main",
                "--entry-point-result=void");
        assertEquals(1, r.status(), String.join("\n", r.err()));
        assertEquals("20\n0\n", r.out());
        assertEquals(List.of("ERROR: Runtime op verification failed",
                "%18 = \"memref.load\"(%arg0, %11) : (memref<?xf32>, index) -> f32",
                "^ out-of-bounds access",
                "Location: loc(\"examples/out_of_bounds.mlir\":23:10)",
                "mlirj: the program failed at examples/out_of_bounds.mlir:23:10 (in a call of @main)",
                "mlirj: values compared: 7 >= 0 (true), 7 < 4 (false)"), r.err());
    }

    @Test
    void failsWithTheMessageAndLocationInsteadOfAborting(@TempDir Path temp) throws Exception {
        Run r = runFresh(temp, PROGRAM.toString(), "-e", "main", "--entry-point-result=void");
        assertEquals(134, Integer.parseInt(expected(".status").strip()), "MLIR 19 aborts");
        assertEquals(1, r.status(), String.join("\n", r.err()));
        // MLIR 19, unbuffered: what the program printed, then the assertion's message (by puts).
        List<String> mlir = expected(".unbuffered.out").lines().toList();
        String message = mlir.getLast();
        String printedBefore = String.join("\n", mlir.subList(0, mlir.size() - 1)) + "\n";
        assertEquals(printedBefore, r.out());
        assertEquals(List.of(message, "mlirj: the program failed at " + PROGRAM + ":15:5 (in a call of @main)",
                "mlirj: values compared: 1 > 2 (false)"), r.err());
    }

    private static String expected(String suffix) throws IOException {
        return Files.readString(PROGRAM.resolveSibling("assert_fails" + suffix), StandardCharsets.UTF_8);
    }
}

package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link RunnerOutput#stdio()}: the utilities write through the C library's stdout and stderr, so in a fresh JVM
 * whose file descriptors go to files, the bytes (and their order relative to the compiled code's own
 * {@code puts} and {@code printf}) are exactly what mlir-cpu-runner 19 printed.
 */
class RunnerOutputStdioTest {

    @ParameterizedTest
    @ValueSource(strings = {"native_puts", "print_memref_ints", "verify_memref_ciface", "print_scalars"})
    void ordersUtilityOutputWithNativeWrites(String name) throws Exception {
        Path out = Files.createTempFile("mlirj-runner", ".out");
        Path err = Files.createTempFile("mlirj-runner", ".err");
        try {
            List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--enable-native-access=ALL-UNNAMED",
                    "-Dmlirj.cache.dir=" + System.getProperty("mlirj.cache.dir", "target/test-cache"),
                    "-cp", System.getProperty("java.class.path"), RunnerProbe.class.getName(), name);
            Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the probe JVM did not finish within 120 s: " + command);
            }
            byte[] stderr = Files.readAllBytes(err);
            assertEquals(0, process.exitValue(), new String(stderr));
            RunnerUtilsExecutionTest.assertBytes(RunnerFixtures.expected(name, "out"),
                    RunnerFixtures.mask(Files.readAllBytes(out)), name + " stdout");
            RunnerUtilsExecutionTest.assertBytes(RunnerFixtures.expected(name, "err"), RunnerFixtures.mask(stderr),
                    name + " stderr");
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}

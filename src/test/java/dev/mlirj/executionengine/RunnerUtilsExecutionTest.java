package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs each fixture program (compiled by mlir-translate 19 from LLVM-dialect MLIR) with the Java runner utilities
 * writing into Java streams, and compares stdout and stderr byte for byte with what mlir-cpu-runner 19 printed
 * with MLIR's own runner libraries. {@code native_puts} writes through libc itself and runs in
 * {@link RunnerOutputStdioTest} instead.
 */
class RunnerUtilsExecutionTest {

    @ParameterizedTest
    @ValueSource(strings = {"print_memref_f32", "print_memref_ints", "print_memref_floats", "print_memref_ciface",
            "print_scalars", "verify_memref", "verify_memref_ciface", "memref_copy", "rtclock"})
    void printsWhatMlirCpuRunner19Prints(String name) throws Throwable {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunnerOutput output = RunnerOutput.to(out, err);
        RunnerFixtures.run(name, output);
        assertEquals(List.of(), output.drainFailures());
        assertBytes(RunnerFixtures.expected(name, "out"), RunnerFixtures.mask(out.toByteArray()), name + " stdout");
        assertBytes(RunnerFixtures.expected(name, "err"), RunnerFixtures.mask(err.toByteArray()), name + " stderr");
    }

    static void assertBytes(byte[] expected, byte[] actual, String what) {
        // Compared as Latin-1 text so a failure shows a readable diff; every byte maps to one char.
        assertEquals(new String(expected, StandardCharsets.ISO_8859_1), new String(actual, StandardCharsets.ISO_8859_1),
                what);
    }
}

package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The Java example programs of {@code examples/java}, run as {@code examples/java/run.sh} runs them: Java's source
 * launcher compiling the single file against mlirj's classes, in a fresh JVM with native access, from the
 * repository's root. Their whole output is compared, so they cannot rot: a changed API breaks the compilation, a
 * changed lowering or call the output. (run.sh only adds finding the JDK and building the classes.)
 */
class JavaExamplesTest {
    private static String run(String name) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(List.of(java.toString(), "--enable-native-access=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), Path.of("examples/java", name + ".java").toString()))
                .redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        process.waitFor(2, TimeUnit.MINUTES);
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), text);
        return text;
    }

    @Test
    void jitSaxpyCallsTheKernelOfTheTextOnJavaArrays() throws Exception {
        StringBuilder x = new StringBuilder();
        StringBuilder y = new StringBuilder();
        StringBuilder r = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            String sep = i == 0 ? "" : ", ";
            x.append(sep).append((float) i);
            y.append(sep).append(0.5f * i);
            r.append(sep).append(Math.fma(3.0f, (float) i, 0.5f * i));
        }
        assertEquals("x         = [" + x + "]\ny         = [" + y + "]\n3 * x + y = [" + r + "]\n", run("JitSaxpy"));
    }

    @Test
    void buildAndRunPrintsTheBuiltKernelAndItsResult() throws Exception {
        assertEquals("""
                Built:
                module {
                  func.func @distance(%arg0: memref<?xf32>, %arg1: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
                    %c0 = arith.constant 0 : index
                    %c1 = arith.constant 1 : index
                    %cst = arith.constant 0.000000e+00 : f32
                    %dim = memref.dim %arg0, %c0 : memref<?xf32>
                    %0 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %cst) -> (f32) {
                      %2 = memref.load %arg0[%arg2] : memref<?xf32>
                      %3 = memref.load %arg1[%arg2] : memref<?xf32>
                      %4 = arith.subf %2, %3 : f32
                      %5 = arith.mulf %4, %4 : f32
                      %6 = arith.addf %arg3, %5 : f32
                      scf.yield %6 : f32
                    }
                    %1 = math.sqrt %0 : f32
                    return %1 : f32
                  }
                }

                distance([1, 2, 3, 4], [4, 6, 3, 4]) = 5.0
                """, run("BuildAndRun"));
    }

    @Test
    void hotKernelComputesWhatJavaComputesOnEveryCall() throws Exception {
        float expected = 0;
        for (int i = 0; i < 64; i++) {
            expected += ((i % 7) * 0.25f) * ((i % 5) - 1.5f);
        }
        String[] lines = run("HotKernel").split("\n");
        assertEquals(2, lines.length, String.join("\n", lines));
        assertEquals("dot(x, y) = " + expected + " (Java: " + expected + ")", lines[0]);
        assertTrue(lines[1].matches("1000000 calls of 64 elements each, 0 different results: [0-9.]+ ns per call"),
                lines[1]);
    }

    @Test
    void everyProgramIsTested() throws IOException {
        try (var files = Files.list(Path.of("examples/java"))) {
            assertEquals(List.of("BuildAndRun.java", "HotKernel.java", "JitSaxpy.java"), files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".java")).sorted().toList());
        }
    }
}

package dev.mlirj.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mlirj.llvm.loader.LlvmLibrary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Loading libLLVM in a fresh JVM, where the process-wide outcome of loading can be observed. */
class FreshJvmTest {

    private record Outcome(int exitCode, String output) {
    }

    private static Outcome probe(List<String> jvmOptions, Map<String, String> env) throws IOException, InterruptedException {
        return probe(jvmOptions, env, List.of());
    }

    private static Outcome probe(List<String> jvmOptions, Map<String, String> env, List<String> args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-Dmlirj.cache.dir=" + System.getProperty("mlirj.cache.dir", "target/test-cache"));
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(LoadProbe.class.getName());
        command.addAll(args);
        Path log = Files.createTempFile("mlirj-probe", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().remove(LlvmLibrary.LIBRARY_ENV);
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the probe JVM did not finish within 60 s (a deadlock?): " + command);
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        return new Outcome(process.exitValue(), output);
    }

    @Test
    void loadsWithNativeAccessEnabled() throws Exception {
        Outcome outcome = probe(List.of("--enable-native-access=ALL-UNNAMED"), Map.of());
        assertEquals(0, outcome.exitCode(), outcome.output());
        assertTrue(outcome.output().startsWith("loaded LLVM 17."), outcome.output());
        assertTrue(!outcome.output().contains("WARNING"), "no restricted-method warnings: " + outcome.output());
    }

    @Test
    void loadingRacesWithDirectBindingCallsWithoutDeadlock() throws Exception {
        for (int run = 0; run < 3; run++) {
            Outcome outcome = probe(List.of("--enable-native-access=ALL-UNNAMED"), Map.of(), List.of("race"));
            assertEquals(0, outcome.exitCode(), outcome.output());
        }
    }

    @Test
    void withoutNativeAccessTheErrorNamesTheFlag() throws Exception {
        Outcome outcome = probe(List.of(), Map.of());
        assertEquals(3, outcome.exitCode(), outcome.output());
        assertTrue(outcome.output().contains("start java with --enable-native-access=ALL-UNNAMED"), outcome.output());
    }

    @Test
    void aMissingLibraryIsReportedWithWhereItWasLookedFor() throws Exception {
        Outcome outcome = probe(List.of("--enable-native-access=ALL-UNNAMED", "-Dmlirj.llvm.library=/no/such/libLLVM-17.so"),
                Map.of());
        assertEquals(3, outcome.exitCode(), outcome.output());
        assertTrue(outcome.output().contains("system property mlirj.llvm.library names /no/such/libLLVM-17.so"),
                outcome.output());
    }

    @Test
    void aLibraryThatIsNotLlvmIsRefused() throws Exception {
        Path notLlvm = Stream.of("/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1",
                        "/lib/aarch64-linux-gnu/libz.so.1", "/usr/lib/libz.dylib")
                .map(Path::of).filter(Files::isRegularFile).findFirst().orElse(null);
        assumeTrue(notLlvm != null, "no libz to stand in for a wrong library");
        Outcome outcome = probe(List.of("--enable-native-access=ALL-UNNAMED"),
                Map.of(LlvmLibrary.LIBRARY_ENV, notLlvm.toString()));
        assertEquals(3, outcome.exitCode(), outcome.output());
        assertTrue(outcome.output().contains("has no LLVMGetVersion"), outcome.output());
    }
}

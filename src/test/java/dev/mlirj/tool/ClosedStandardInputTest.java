package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code mlirj opt - <&-}: with standard input closed, mlirj says that it cannot read it, as mlir-opt 19 does
 * ({@code cannot open input file '-': Bad file descriptor}, status 1), instead of reading the file the JVM opened
 * as descriptor 0. Run as a fresh JVM started by a shell that closes descriptor 0, once as the {@code mlirj}
 * script starts it (which tells it) and once bare (which finds out on Linux).
 */
class ClosedStandardInputTest {

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void closedStandardInputCannotBeRead(boolean asTheScriptStartsIt) throws Exception {
        assumeTrue(asTheScriptStartsIt || Files.isDirectory(Path.of("/proc/self/fd")), "needs /proc to find out");
        Path sh = Path.of("/bin/sh");
        assumeTrue(Files.isExecutable(sh), "needs /bin/sh");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "exec \"$0\" --enable-native-access=ALL-UNNAMED "
                + (asTheScriptStartsIt ? "-Dmlirj.stdin.closed=true " : "")
                + "-cp \"$1\" " + Mlirj.class.getName() + " opt - <&-";
        Process process = new ProcessBuilder(List.of(sh.toString(), "-c", command, java,
                System.getProperty("java.class.path"))).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assumeTrue(process.waitFor(2, TimeUnit.MINUTES));
        assertEquals("cannot open input file '-': Bad file descriptor\n", output);
        assertEquals(1, process.exitValue());
    }
}

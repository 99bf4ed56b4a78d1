package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code mlirj opt --mlir-print-debuginfo} prints what mlir-opt 19 prints for every compat input
 * ({@code compat/mlir19-debuginfo/}, and {@code compat/mlir19-generic-debuginfo/} with
 * {@code --mlir-print-op-generic} for some): locations as {@code #loc} aliases, the ones only operations use
 * defined after the module, block arguments' locations written out. mlir-opt's outputs also read back: printing
 * them again gives them unchanged, so aliases used before their definition resolve.
 */
class DebugInfoCorpusTest {
    private static final Path INPUTS = Path.of("src/test/resources/compat/input");
    private static final Path DEBUGINFO = Path.of("src/test/resources/compat/mlir19-debuginfo");
    private static final Path GENERIC_DEBUGINFO = Path.of("src/test/resources/compat/mlir19-generic-debuginfo");

    private record Result(int status, String out, String err) {
    }

    private static Result opt(Path file, String... flags) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> args = new ArrayList<>(List.of("opt", "--allow-unregistered-dialect"));
        args.addAll(List.of(flags));
        if (file.getFileName().toString().equals("split.mlir")) {
            args.add("--split-input-file");
        }
        args.add(file.toString());
        int status = Mlirj.execute(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
        return new Result(status, out.toString(), err.toString());
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
    }

    /** For each file of {@code expected}: mlirj on its input prints it, and mlirj on it prints it again. */
    private static Stream<DynamicTest> matches(Path expected, String... flags) throws IOException {
        return files(expected).stream().map(out -> DynamicTest.dynamicTest(out.getFileName().toString(), () -> {
            String name = out.getFileName().toString();
            Result r = opt(INPUTS.resolve(name), flags);
            if (OptCommandTest.BUILTIN_GAPS.containsKey(name)) {
                assertEquals(1, r.status(), r.out());
                assertTrue(r.err().contains(OptCommandTest.BUILTIN_GAPS.get(name)), r.err());
                return;
            }
            String text = Files.readString(out);
            assertEquals(new Result(0, text, ""), r);
            assertEquals(new Result(0, text, ""), opt(out, flags), "printing mlir-opt's output again");
        }));
    }

    @TestFactory
    Stream<DynamicTest> debugInfoOutputMatchesMlirOpt19() throws IOException {
        return matches(DEBUGINFO, "--mlir-print-debuginfo");
    }

    @TestFactory
    Stream<DynamicTest> genericDebugInfoOutputMatchesMlirOpt19() throws IOException {
        return matches(GENERIC_DEBUGINFO, "--mlir-print-op-generic", "--mlir-print-debuginfo");
    }

    @Test
    void theCorporaAreThere() throws IOException {
        assertEquals(files(INPUTS).size(), files(DEBUGINFO).size(), "every input should have a debuginfo output");
        assertTrue(files(GENERIC_DEBUGINFO).size() >= 5, "the generic debuginfo corpus should be there");
    }
}

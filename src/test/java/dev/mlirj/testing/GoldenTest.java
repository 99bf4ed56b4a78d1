package dev.mlirj.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mlirj.tool.Mlirj;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the golden tests under {@code src/test/resources/golden} and the examples' {@code .mlir} files: each {@code .mlir} file says how to run it in
 * {@code // RUN:} lines, lit-style, and what the output must contain in {@code // CHECK:} lines. A RUN line is
 * {@code [not] mlirj SUBCOMMAND ARGS [2>&1] [| FileCheck %s [--check-prefix=P]]}: {@code %s} is the file,
 * {@code not} expects a failing exit status, {@code 2>&1} sends errors to FileCheck too, and without FileCheck
 * the command must just succeed (e.g. {@code --verify-diagnostics}). {@code scripts/golden-mlir19.sh} runs the
 * same lines with mlir-opt 19, so the expectations are MLIR's.
 */
class GoldenTest {
    static final Path ROOT = Path.of("src/test/resources/golden");
    /** The bundled examples carry RUN lines too, so they stay valid. */
    static final Path EXAMPLES = Path.of("examples");

    /** One parsed RUN line. */
    record RunLine(boolean expectFailure, List<String> args, boolean mergeStderr, boolean fileCheck,
                   String checkPrefix) {
    }

    @TestFactory
    Stream<DynamicNode> golden() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Stream.concat(Files.walk(ROOT), Files.walk(EXAMPLES))) {
            files = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no golden tests under " + ROOT);
        return files.stream().map(file -> {
            String name = file.startsWith(ROOT) ? ROOT.relativize(file).toString() : file.toString();
            try {
                String text = Files.readString(file);
                List<RunLine> runs = runLines(text, file.toString());
                assertFalse(runs.isEmpty(), name + " has no RUN line");
                List<DynamicTest> tests = new ArrayList<>();
                for (int i = 0; i < runs.size(); i++) {
                    RunLine run = runs.get(i);
                    tests.add(DynamicTest.dynamicTest("RUN #" + (i + 1) + ": " + String.join(" ", run.args()),
                            () -> execute(run, text, file)));
                }
                return DynamicContainer.dynamicContainer(name, tests);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private static void execute(RunLine run, String text, Path file) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter errWriter = new PrintWriter(err, true);
        int status = Mlirj.execute(new PrintWriter(out, true), run.mergeStderr() ? new PrintWriter(out, true)
                : errWriter, run.args().toArray(String[]::new));
        String described = "mlirj " + String.join(" ", run.args()) + "\nexit status " + status + "\nstdout:\n" + out
                + "\nstderr:\n" + err;
        if (run.expectFailure()) {
            assertTrue(status != 0, "expected a failure\n" + described);
        } else {
            assertEquals(0, status, described);
        }
        if (run.fileCheck()) {
            FileCheck check = FileCheck.parse(text, file.toString(), run.checkPrefix());
            FileCheck.Result result = check.check(out.toString(), "<stdout>");
            if (!result.passed()) {
                fail(result.report() + "\n" + described);
            }
        }
    }

    /** The RUN lines of {@code text}, with {@code \} continuations joined and {@code %s} replaced by {@code path}. */
    static List<RunLine> runLines(String text, String path) {
        List<String> commands = new ArrayList<>();
        StringBuilder pending = null;
        for (String line : text.split("\n")) {
            int at = line.indexOf("RUN:");
            if (at < 0 || !line.substring(0, at).strip().startsWith("//")) {
                continue;
            }
            String part = line.substring(at + 4).strip();
            boolean continues = part.endsWith("\\");
            if (continues) {
                part = part.substring(0, part.length() - 1).strip();
            }
            pending = pending == null ? new StringBuilder(part) : pending.append(' ').append(part);
            if (!continues) {
                commands.add(pending.toString());
                pending = null;
            }
        }
        List<RunLine> runs = new ArrayList<>();
        for (String command : commands) {
            runs.add(parse(command.replace("%s", path)));
        }
        return runs;
    }

    private static RunLine parse(String command) {
        String[] pipe = command.split("\\|", 2);
        List<String> words = new ArrayList<>(List.of(pipe[0].strip().split("\\s+")));
        boolean not = !words.isEmpty() && words.getFirst().equals("not");
        if (not) {
            words.removeFirst();
        }
        boolean merge = words.remove("2>&1");
        if (words.isEmpty() || !words.getFirst().equals("mlirj")) {
            throw new IllegalArgumentException("a RUN line must start with [not] mlirj: " + command);
        }
        words.removeFirst();
        String prefix = "CHECK";
        boolean fileCheck = false;
        if (pipe.length == 2) {
            List<String> check = List.of(pipe[1].strip().split("\\s+"));
            if (check.isEmpty() || !check.getFirst().equals("FileCheck")) {
                throw new IllegalArgumentException("only FileCheck may follow '|': " + command);
            }
            fileCheck = true;
            for (String w : check.subList(1, check.size())) {
                if (w.startsWith("--check-prefix=")) {
                    prefix = w.substring("--check-prefix=".length());
                } else if (!w.equals(check.get(1)) || w.startsWith("-")) {
                    throw new IllegalArgumentException("unsupported FileCheck argument " + w + ": " + command);
                }
            }
        }
        return new RunLine(not, words.stream().map(GoldenTest::unquote).toList(), merge, fileCheck, prefix);
    }

    private static String unquote(String word) {
        if (word.length() >= 2 && (word.startsWith("'") && word.endsWith("'")
                || word.startsWith("\"") && word.endsWith("\""))) {
            return word.substring(1, word.length() - 1);
        }
        int eq = word.indexOf("='");
        if (eq > 0 && word.endsWith("'")) {
            return word.substring(0, eq + 1) + word.substring(eq + 2, word.length() - 1);
        }
        return word;
    }
}

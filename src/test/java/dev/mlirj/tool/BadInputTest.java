package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.syntax.SourceParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input to {@code mlirj opt}: each file gets one located {@code file:line:col: error:} and exit status 1,
 * never a stack trace, a crash or a hang. The timeout only catches hangs (speed is measured in benchmarks/);
 * the dialect-level cases (type mismatches, bad successors, duplicate symbols...) are golden
 * {@code --verify-diagnostics} files under src/test/resources/golden.
 */
class BadInputTest {
    private static final Duration HANG = Duration.ofSeconds(60);

    @TempDir
    Path temp;

    private String optError(String name, String text, String expectedAt, String expectedMessage) throws IOException {
        Path in = Files.writeString(temp.resolve(name), text);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = assertTimeoutPreemptively(HANG, () -> Mlirj.execute(new PrintWriter(out, true),
                new PrintWriter(err, true), "opt", "--allow-unregistered-dialect", in.toString()));
        String e = err.toString();
        assertEquals(1, status, e);
        assertEquals("", out.toString());
        assertTrue(e.startsWith(in + ":" + expectedAt + ": error: " + expectedMessage + "\n"), e.length() > 2000
                ? e.substring(0, 2000) : e);
        assertFalse(e.contains("Exception") || e.contains("\tat "), e);
        assertTrue(e.length() < 4000, "the report stays short: " + e.length() + " characters");
        return e;
    }

    @Test
    void truncatedInput() throws IOException {
        optError("truncated.mlir", "\"u.op\"() ({\n  %0 = \"u.x\"() : () -> i32\n", "3:1",
                "expected '}' to end a region");
        optError("truncated-type.mlir", "\"u.op\"() : () -> tuple<i32,", "1:28", "expected non-function type");
        optError("unterminated-string.mlir", "\"u.op\"() {a = \"abc} : () -> ()\n", "1:31",
                "expected '\"' in string literal");
    }

    @Test
    void deepNestingIsRefusedNotOverflowed() throws IOException {
        // Nesting that the parser takes is DeepNestingTest's; here, far past its limit.
        int depth = 100_000;
        int limit = SourceParser.MAX_NESTING;
        String tooDeep = "nesting is too deep: more than " + limit + " levels";
        optError("deep-regions.mlir", "\"u.op\"() ({\n".repeat(depth) + "}) : () -> ()\n".repeat(depth),
                (limit + 1) + ":1", tooDeep);
        // The operation and its function type are two levels; "tuple<" is 6 characters.
        optError("deep-types.mlir", "\"u.op\"() : () -> " + "tuple<".repeat(depth) + "i32" + ">".repeat(depth)
                + "\n", "1:" + (18 + 6 * (limit - 2)), tooDeep);
        optError("deep-arrays.mlir", "\"u.op\"() {a = " + "[".repeat(depth) + "]".repeat(depth) + "} : () -> ()\n",
                "1:" + (15 + limit - 1), tooDeep);
        optError("deep-dense.mlir", "\"u.op\"() {a = dense<" + "[".repeat(depth) + "1" + "]".repeat(depth)
                + "> : tensor<1xi32>} : () -> ()\n", "1:" + (21 + limit - 2), tooDeep);
        optError("deep-affine.mlir", "\"u.op\"() {m = affine_map<(d0) -> (" + "(".repeat(depth) + "d0"
                + ")".repeat(depth) + ")>} : () -> ()\n", "1:" + (35 + limit - 1), tooDeep);
        // A sum of n terms is a tree n levels deep, built without recursion but printed and lowered with it.
        String sum = java.util.stream.IntStream.range(0, depth).mapToObj(k -> "d0 mod " + (k + 2))
                .collect(java.util.stream.Collectors.joining(" + "));
        optError("long-affine-sum.mlir", "\"u.op\"() {m = affine_map<(d0) -> (" + sum + ")>} : () -> ()\n", "1:35",
                tooDeep + " (in an affine expression)");
    }

    @Test
    void aTenMegabyteLine() throws IOException {
        StringBuilder line = new StringBuilder("\"u.op\"() {a = [");
        while (line.length() < 10_000_000) {
            line.append("12345, ");
        }
        // As mlir-opt, "expected attribute value" points right after the last token, the ','.
        int column = line.length();
        line.append("oops]} : () -> ()\n");
        String e = optError("long.mlir", line.toString(), "1:" + column, "expected attribute value");
        assertTrue(e.contains("12345, oops]"), "the quoted line is cut around the column");
    }

    @Test
    void undefinedValuesAndBlocks() throws IOException {
        optError("undefined.mlir", "\"u.op\"(%x) : (i32) -> ()\n", "1:8", "use of undeclared SSA value name");
        optError("undefined-block.mlir", "\"u.op\"() ({\n  \"u.br\"()[^missing] : () -> ()\n}) : () -> ()\n",
                "2:12", "reference to an undefined block");
        optError("bad-attribute.mlir", "\"u.op\"() {a = 1 : f32x} : () -> ()\n", "1:19", "expected non-function type");
    }
}

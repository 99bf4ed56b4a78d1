package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** {@code mlirj opt}: mlir-opt's output for the same input, and its errors. */
class OptCommandTest {
    private static final Path INPUTS = Path.of("src/test/resources/compat/input");
    private static final Path PRETTY = Path.of("src/test/resources/compat/mlir19");

    @TempDir
    Path temp;

    private record Result(int status, String out, String err) {
    }

    private static Result opt(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of("opt"));
        all.addAll(List.of(args));
        int status = Mlirj.execute(new PrintWriter(out, true), new PrintWriter(err, true), all.toArray(String[]::new));
        return new Result(status, out.toString(), err.toString());
    }

    @TestFactory
    Stream<DynamicTest> prettyOutputMatchesMlirOpt19() throws IOException {
        List<Path> inputs;
        try (Stream<Path> s = Files.list(INPUTS)) {
            inputs = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
        return inputs.stream().map(input -> DynamicTest.dynamicTest(input.getFileName().toString(), () -> {
            String name = input.getFileName().toString();
            List<String> args = new ArrayList<>(List.of("--allow-unregistered-dialect", input.toString()));
            if (name.equals("split.mlir")) {
                args.addFirst("--split-input-file");
            }
            Result r = opt(args.toArray(String[]::new));
            assertEquals(new Result(0, Files.readString(PRETTY.resolve(name)), ""), r);
        }));
    }

    @Test
    void genericAndPrettyFormsOfBuiltinOps() throws IOException {
        Path in = Files.writeString(temp.resolve("m.mlir"), """
                module @m attributes {a.b = 1 : i32} {
                  %0 = "foo.x"() : () -> i32
                  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
                  module {
                  }
                }
                """);
        // Both expectations are what mlir-opt 19 prints for this input.
        assertEquals(new Result(0, """
                module @m attributes {a.b = 1 : i32} {
                  %0 = "foo.x"() : () -> i32
                  %1 = unrealized_conversion_cast %0 : i32 to i64
                  module {
                  }
                }

                """, ""), opt("--allow-unregistered-dialect", in.toString()));
        assertEquals(new Result(0, """
                "builtin.module"() <{sym_name = "m"}> ({
                  %0 = "foo.x"() : () -> i32
                  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
                  "builtin.module"() ({
                  ^bb0:
                  }) : () -> ()
                }) {a.b = 1 : i32} : () -> ()

                """, ""), opt("--allow-unregistered-dialect", "--mlir-print-op-generic", in.toString()));
    }

    @Test
    void splitInputFileReportsErrorsAtTheirLineInTheChunk() throws IOException {
        Path in = Files.writeString(temp.resolve("s.mlir"), """
                "test.ok"() : () -> ()
                // -----
                "test.ok"() : () -> ()

                "test.bad"(%x) : (i32) -> ()
                // -----
                "test.also_ok"() : () -> ()
                """);
        Result r = opt("--allow-unregistered-dialect", "--split-input-file", in.toString());
        assertEquals(1, r.status());
        // As mlir-opt 19: named after the separator's line, counted from it.
        assertEquals("within split at " + in + ":2 offset :4:12: error: use of undeclared SSA value name\n"
                + "\"test.bad\"(%x) : (i32) -> ()\n           ^\n", r.err());
        // As mlir-opt 19: the chunks that succeeded are printed, a failed one leaves only its separator.
        assertEquals("""
                module {
                  "test.ok"() : () -> ()
                }

                // -----
                // -----
                module {
                  "test.also_ok"() : () -> ()
                }

                """, r.out());
    }

    @Test
    void badBytesAndMissingFilesAreReportedPlainly() throws IOException {
        Path bad = temp.resolve("bad.mlir");
        Files.write(bad, "\"test.ok\"() : () -> ()\n\"test.x\"() {s = \"\u00e9\"} : () -> ()\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(new Result(1, "", bad + ":2:18: error: invalid UTF-8 in input\n"),
                opt("--allow-unregistered-dialect", bad.toString()));
        Path missing = temp.resolve("missing.mlir");
        assertEquals(new Result(1, "", "cannot open input file '" + missing + "': No such file or directory\n"),
                opt(missing.toString()));
    }

    @Test
    void unregisteredDialectsNeedTheFlag() throws IOException {
        Path in = Files.writeString(temp.resolve("u.mlir"), "\"foo.op\"() : () -> ()\n");
        Result r = opt(in.toString());
        assertEquals(1, r.status());
        // As mlir-opt 19: at the token after the name.
        assertTrue(r.err().startsWith(in + ":1:9: error: operation being parsed with an unregistered dialect."),
                r.err());
    }

    @Test
    void writesToAFileWithDashO() throws IOException {
        Path in = Files.writeString(temp.resolve("in.mlir"), "module {\n}\n");
        Path outFile = temp.resolve("out.mlir");
        assertEquals(new Result(0, "", ""), opt(in.toString(), "-o", outFile.toString()));
        assertEquals("module {\n}\n\n", Files.readString(outFile));
    }

    @Test
    void verifyDiagnosticsReportsUnexpectedAndMissingDiagnostics() throws IOException {
        Path in = Files.writeString(temp.resolve("vd.mlir"), """
                // expected-note@+1 {{see existing symbol definition here}}
                "u.s"() {sym_name = "f"} : () -> ()
                // expected-error@+1 {{redefinition of symbol named 'f'}}
                "u.s"() {sym_name = "f"} : () -> ()
                // -----
                "u.s"() {sym_name = "g"} : () -> ()
                "u.s"() {sym_name = "g"} : () -> ()
                // -----
                // expected-warning@below {{never}}
                "u.ok"() : () -> ()
                // -----
                // expected-note@+1 {{see existing symbol}}
                "u.s"() {sym_name = "h"} : () -> ()
                // expected-error-re@+1 {{redefinition of symbol named '{{[a-z]}}'}}
                "u.s"() {sym_name = "h"} : () -> ()
                """);
        Result r = opt("--allow-unregistered-dialect", "--split-input-file", "--verify-diagnostics", in.toString());
        // The same file through mlir-opt 19 gives the same output.
        assertEquals(1, r.status());
        String second = "within split at " + in + ":5 offset ";
        assertEquals(second + ":3:1: error: unexpected error: redefinition of symbol named 'g'\n"
                + "\"u.s\"() {sym_name = \"g\"} : () -> ()\n^\n"
                + second + ":2:1: error: unexpected note: see existing symbol definition here\n"
                + "\"u.s\"() {sym_name = \"g\"} : () -> ()\n^\n"
                + "within split at " + in + ":8 offset :2:4: error: expected warning \"never\" was not produced\n"
                + "// expected-warning@below {{never}}\n   ^~~~~\n", r.err());
        assertEquals("""
                // -----
                // -----
                module {
                  "u.ok"() : () -> ()
                }

                // -----
                """, r.out(), "as mlir-opt 19: a chunk that got through is printed even if expectations failed");
    }

    @Test
    void everyErrorIsReportedWithTheOperationInANote() throws IOException {
        Path in = Files.writeString(temp.resolve("two.mlir"), """
                "u.s"() {sym_name = "f"} : () -> ()
                "u.s"() {sym_name = "f"} : () -> ()
                "u.s"() {sym_name = "f"} : () -> ()
                """);
        Result r = opt("--allow-unregistered-dialect", in.toString());
        assertEquals(1, r.status());
        String second = in + ":2:1: error: redefinition of symbol named 'f'\n\"u.s\"() {sym_name = \"f\"} : () -> ()\n"
                + "^\n" + in + ":2:1: note: see current operation: \"u.s\"() {sym_name = \"f\"} : () -> ()\n"
                + in + ":1:1: note: see existing symbol definition here\n\"u.s\"() {sym_name = \"f\"} : () -> ()\n^\n";
        assertEquals(second + second.replace(in + ":2:1", in + ":3:1"), r.err());
        Result quiet = opt("--allow-unregistered-dialect", "--mlir-print-op-on-diagnostic=false", in.toString());
        assertTrue(!quiet.err().contains("see current operation"), quiet.err());
    }

    @Test
    void passFlagsAndPipelines() throws IOException {
        Path in = Files.writeString(temp.resolve("p.mlir"), "\"u.op\"() : () -> () loc(\"x.c\":1:2)\n");
        Result flag = opt("--allow-unregistered-dialect", "--strip-debuginfo", "--mlir-print-debuginfo", in.toString());
        Result pipeline = opt("--allow-unregistered-dialect", "--pass-pipeline=builtin.module(strip-debuginfo)",
                "--mlir-print-debuginfo", in.toString());
        assertEquals(0, flag.status(), flag.err());
        assertEquals(flag, pipeline);
        assertTrue(!flag.out().contains("x.c"), flag.out());
        Result both = opt("--strip-debuginfo", "--pass-pipeline=builtin.module(symbol-dce)", in.toString());
        assertEquals(new Result(1, "", "'--pass-pipeline' option can't be used with individual pass "
                + "options\n"), both);
        Result bad = opt("--pass-pipeline=builtin.module(nope)", in.toString());
        assertEquals(new Result(1, "", "--pass-pipeline:1:16: error: 'nope' does not refer to a "
                + "registered pass or pass pipeline\nbuiltin.module(nope)\n               ^\n"), bad);
        Result unknown = opt("--nope", in.toString());
        assertEquals(1, unknown.status());
        assertTrue(unknown.err().contains("unknown option or pass '--nope'"), unknown.err());
    }

    @Test
    void readsStandardInputForDash() {
        java.io.InputStream saved = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream("\"u.op\"() : () -> ()\n".getBytes(StandardCharsets.UTF_8)));
            assertEquals(new Result(0, "module {\n  \"u.op\"() : () -> ()\n}\n\n", ""),
                    opt("--allow-unregistered-dialect", "-"));
        } finally {
            System.setIn(saved);
        }
    }
}

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

    /**
     * The inputs whose pretty output mlirj reproduces; every other one needs a dialect (or affine maps) mlirj
     * does not have yet and must stop at an unknown custom op or an affine map, so the list only grows.
     */
    private static final List<String> DIALECTS_PENDING_EXCEPT = List.of(
            "builtin-floats.mlir"
            // func and cf

            // arith

            // llvm
            , "llvm-aggregates.mlir", "llvm-arith.mlir", "llvm-calls.mlir", "llvm-casts.mlir", "llvm-constants.mlir",
            "llvm-control.mlir", "llvm-funcs.mlir", "llvm-globals.mlir", "llvm-intrinsics.mlir", "llvm-memory.mlir",
            "llvm-types.mlir"

            // affine maps

            );

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
            if (DIALECTS_PENDING_EXCEPT.contains(name)) {
                assertEquals(new Result(0, Files.readString(PRETTY.resolve(name)), ""), r);
            } else {
                assertEquals(1, r.status(), r.out());
                assertTrue(r.err().contains("error: custom op '") && r.err().contains("' is unknown")
                        || r.err().contains("error: affine_map attributes are not supported by mlirj yet"), r.err());
            }
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
    void splitInputFileReportsErrorsAtTheirLineInTheWholeFile() throws IOException {
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
        assertEquals(in + ":5:12: error: use of undeclared SSA value name\n\"test.bad\"(%x) : (i32) -> ()\n"
                + "           ^\n", r.err());
        assertEquals("", r.out(), "nothing is printed when a chunk failed");
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
        assertTrue(r.err().startsWith(in + ":1:1: error: operation being parsed with an unregistered dialect."),
                r.err());
    }

    @Test
    void writesToAFileWithDashO() throws IOException {
        Path in = Files.writeString(temp.resolve("in.mlir"), "module {\n}\n");
        Path outFile = temp.resolve("out.mlir");
        assertEquals(new Result(0, "", ""), opt(in.toString(), "-o", outFile.toString()));
        assertEquals("module {\n}\n\n", Files.readString(outFile));
    }
}

package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mlirj run}: mlir-cpu-runner's options, output and error messages. */
class RunCommandTest {
    @TempDir
    Path temp;

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Result(status, out.toString(), err.toString());
    }

    private Path file(String name, String text) throws IOException {
        return Files.writeString(temp.resolve(name), text);
    }

    @Test
    void theBundledExampleRunsAtEveryLevel() {
        for (String level : new String[] {"-O0", "-O1", "-O2", "-O3"}) {
            Result r = run("run", "examples/saxpy.ll", level);
            assertEquals(new Result(0, "1.048576e+06\n", ""), r, level);
        }
        assertEquals(new Result(0, "1.048576e+06\n", ""), run("run", "examples/saxpy.ll"), "no -O flag");
    }

    @Test
    void integerAndVoidResults() throws IOException {
        Path ll = file("ints.ll", """
                define i32 @main() {
                  ret i32 -7
                }
                define i64 @big() {
                  ret i64 9223372036854775807
                }
                define void @nothing() {
                  ret void
                }
                define double @pi() {
                  ret double 3.14159265358979
                }
                define float @nan() {
                  ret float 0x7FF8000000000000
                }
                define float @ninf() {
                  ret float 0xFFF0000000000000
                }
                """);
        assertEquals(new Result(0, "-7\n", ""), run("run", ll.toString(), "--entry-point-result=i32"));
        assertEquals(new Result(0, "9223372036854775807\n", ""),
                run("run", ll.toString(), "-e", "big", "--entry-point-result=i64"));
        assertEquals(new Result(0, "", ""), run("run", ll.toString(), "-e", "nothing", "--entry-point-result=void"));
        assertEquals(new Result(0, "3.141593e+00\n", ""),
                run("run", ll.toString(), "-e", "pi", "--entry-point-result=f64"));
        assertEquals(new Result(0, "nan\n", ""), run("run", ll.toString(), "-e", "nan"));
        assertEquals(new Result(0, "-INF\n", ""), run("run", ll.toString(), "-e", "ninf"));
    }

    @Test
    void wrongEntryPointsGiveMlirCpuRunnersErrors() throws IOException {
        Path ll = file("entry.ll", """
                declare i32 @external()
                define i32 @main() {
                  ret i32 1
                }
                define i32 @takes(i32 %x) {
                  ret i32 %x
                }
                """);
        assertEquals(new Result(1, "", "Error: entry point not found\n"), run("run", ll.toString(), "-e", "absent",
                "--entry-point-result=i32"));
        assertEquals(new Result(1, "", "Error: entry point not found\n"), run("run", ll.toString(), "-e", "external",
                "--entry-point-result=i32"));
        assertEquals(new Result(1, "", "Error: function inputs not supported\n"),
                run("run", ll.toString(), "-e", "takes", "--entry-point-result=i32"));
        assertEquals(new Result(1, "", "Error: only single f32 function result supported\n"), run("run", ll.toString()));
        assertEquals(new Result(1, "", "Error: expected void function\n"),
                run("run", ll.toString(), "--entry-point-result=void"));
    }

    @Test
    void badInputIsAReadableErrorWithALocation() throws IOException {
        Path ll = file("bad.ll", "define i32 @main() {\n  ret i64 7\n}\n");
        Result r = run("run", ll.toString(), "--entry-point-result=i32");
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("Error: parsing LLVM IR " + ll + ": " + ll + ":2:"), r.err());
        assertEquals("", r.out());

        Path mlir = file("kernel.mlir", "module {\n}\n");
        assertEquals(new Result(1, "", "Error: " + mlir + ": mlirj run reads LLVM IR (.ll) for now; MLIR input is"
                + " not supported yet (see the feature table in README.md)\n"), run("run", mlir.toString()));

        Result missing = run("run", temp.resolve("nope.ll").toString());
        assertEquals(new Result(1, "", "cannot open input file '" + temp.resolve("nope.ll")
                + "': No such file or directory\n"), missing);
    }

    @Test
    void anUnresolvedCalleeIsAnErrorNotACrash() throws IOException {
        Path ll = file("link.ll", """
                declare i32 @mlirj_no_such_function()
                define i32 @main() {
                  %r = call i32 @mlirj_no_such_function()
                  ret i32 %r
                }
                """);
        Result r = run("run", ll.toString(), "--entry-point-result=i32");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("mlirj_no_such_function"), r.err());
    }

    @Test
    void usageErrorsExitWith2() {
        Result r = run("run", "examples/saxpy.ll", "--entry-point-result=i8");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--entry-point-result must be void, i32, i64, f32 or f64, not 'i8'"), r.err());
        assertEquals(2, run("run", "examples/saxpy.ll", "-O1", "-O3").status(), "one -O level at most");
    }
}

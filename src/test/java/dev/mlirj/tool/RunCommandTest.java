package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
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
    void aFailingGlobalConstructorOrDestructorIsReportedNotThrown() throws IOException {
        String structors = """
                declare void @abort()
                @llvm.global_%s = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @f, ptr null }]
                define internal void @f() {
                  call void @abort()
                  unreachable
                }
                define i32 @main() {
                  ret i32 7
                }
                """;
        Result ctor = run("run", file("ctor.ll", structors.formatted("ctors")).toString(), "-e", "main",
                "--entry-point-result=i32");
        assertEquals(1, ctor.status(), ctor.err());
        assertEquals("", ctor.out());
        assertEquals("abort() was called\nmlirj: the program failed (in a call of @__mlirj_run_global_ctors)\n",
                ctor.err());
        Result dtor = run("run", file("dtor.ll", structors.formatted("dtors")).toString(), "-e", "main",
                "--entry-point-result=i32");
        assertEquals(1, dtor.status(), dtor.err());
        assertEquals("7\n", dtor.out());
        assertEquals("abort() was called\nmlirj: the program failed (in a call of @__mlirj_run_global_dtors)\n",
                dtor.err());
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
    void mlirTimingReportsEveryStageInOrder() {
        Result r = run("run", "examples/saxpy.mlir", "-O3", "--mlir-timing");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().endsWith("1.048576e+06\n"), r.out());
        String[] stages = {"Execution time report", "Total Execution Time:", "Parser", "SCFToControlFlow",
            "FinalizeMemRefToLLVMConversionPass", "ConvertFuncToLLVMPass", "ReconcileUnrealizedCasts",
            "Build LLVM IR module", "LLVM IR pipeline", "JIT lookup (code generation, linking)", "Execution\n",
            "Rest", "Total\n"};
        int at = 0;
        for (String stage : stages) {
            int found = r.err().indexOf(stage, at);
            assertTrue(found >= 0, "'" + stage + "' missing or out of order in:\n" + r.err());
            at = found + stage.length();
        }
        Result plain = run("run", "examples/saxpy.ll", "-O3", "--mlir-timing");
        assertTrue(plain.err().contains("Build LLVM IR module") && !plain.err().contains("Parser"), plain.err());
        assertEquals("", run("run", "examples/saxpy.mlir", "-O3").err(), "no report unless asked");
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
    void runsLlvmDialectMlir() throws IOException {
        Path mlir = file("answer.mlir", """
                llvm.func @main() -> i32 {
                  %a = llvm.mlir.constant(6 : i32) : i32
                  %b = llvm.mlir.constant(7 : i32) : i32
                  %c = llvm.mul %a, %b overflow<nsw> : i32
                  llvm.return %c : i32
                }
                """);
        assertEquals(new Result(0, "42\n", ""), run("run", mlir.toString(), "--entry-point-result=i32"));
        assertEquals(new Result(0, "42\n", ""), run("run", mlir.toString(), "--entry-point-result=i32", "-O3"));
        assertEquals(new Result(1, "", "Error: only single i64 function result supported\n"),
                run("run", mlir.toString(), "--entry-point-result=i64"));
    }

    @Test
    void mlirErrorsAreLocatedAsMlirOptPrintsThem() throws IOException {
        Path bad = file("bad.mlir", "llvm.func @main() {\n  %0 = llvm.foo\n  llvm.return\n}\n");
        assertEquals(new Result(1, "", bad + ":2:8: error: custom op 'llvm.foo' is unknown\n  %0 = llvm.foo\n"
                + "       ^\ncould not parse the input IR\n"), run("run", bad.toString(), "--entry-point-result=void"));

        // Not in the LLVM dialect after the standard lowering (a cast no pass can remove): reported at its location
        // by name, before any translation.
        // (The sum is used: convert-vector-to-llvm erases unused pure operations, as MLIR 19's does.)
        Path func = file("func.mlir", "func.func @main() {\n  %0 = llvm.mlir.constant(1 : i64) : i64\n"
                + "  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32\n  %2 = llvm.add %1, %1 : i32\n"
                + "  llvm.call @use(%2) : (i32) -> ()\n  return\n}\nllvm.func @use(i32)\n");
        Result r = run("run", func.toString(), "--entry-point-result=void");
        assertEquals(1, r.status());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith(func + ":3:8: error: 'builtin.unrealized_conversion_cast' was not lowered to "
                + "the LLVM dialect: reconcile-unrealized-casts found no cast it cancels out with\n"), r.err());
    }

    @Test
    void badInputIsAReadableErrorWithALocation() throws IOException {
        Path ll = file("bad.ll", "define i32 @main() {\n  ret i64 7\n}\n");
        Result r = run("run", ll.toString(), "--entry-point-result=i32");
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("Error: parsing LLVM IR " + ll + ": " + ll + ":2:"), r.err());
        assertEquals("", r.out());

        Path mlir = file("kernel.mlir", "module {\n}\n");
        assertEquals(new Result(1, "", "Error: entry point not found\n"), run("run", mlir.toString()));

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

    /** Builds a shared library exporting {@code name(long) -> long} returning {@code x + delta}; needs cc. */
    private Path library(String name, long delta) throws IOException, InterruptedException {
        Path cc = Path.of("/usr/bin/cc");
        assumeTrue(Files.isExecutable(cc), "needs a C compiler to build a test library");
        Path source = file(name + ".c", "long " + name + "(long x) { return x + " + delta + "; }\n");
        Path library = temp.resolve("lib" + name + ".so");
        Process compile = new ProcessBuilder(cc.toString(), "-shared", "-fPIC", "-o", library.toString(),
                source.toString()).redirectErrorStream(true).start();
        String log = new String(compile.getInputStream().readAllBytes());
        assumeTrue(compile.waitFor() == 0, "cc failed: " + log);
        return library;
    }

    @Test
    void sharedLibsAreCommaSeparatedOrRepeated() throws Exception {
        Path one = library("mlirj_run_one", 1);
        Path two = library("mlirj_run_two", 20);
        Path ll = file("libs.ll", """
                declare i64 @mlirj_run_one(i64)
                declare i64 @mlirj_run_two(i64)
                define i64 @main() {
                  %a = call i64 @mlirj_run_one(i64 100)
                  %b = call i64 @mlirj_run_two(i64 %a)
                  ret i64 %b
                }
                """);
        // First, while only the first library was ever loaded: libraries stay loaded (and global) once loaded.
        Result without = run("run", ll.toString(), "--entry-point-result=i64", "--shared-libs=" + one);
        assertEquals(1, without.status());
        assertTrue(without.err().contains("Symbols not found: [ mlirj_run_two ]"), without.err());
        Result expected = new Result(0, "121\n", "");
        assertEquals(expected, run("run", ll.toString(), "--entry-point-result=i64", "--shared-libs=" + one + "," + two));
        assertEquals(expected, run("run", ll.toString(), "--entry-point-result=i64", "--shared-libs=" + one,
                "--shared-libs", two.toString()));
        assertEquals(expected, run("run", ll.toString(), "-entry-point-result=i64", "-shared-libs=" + one + "," + two,
                "-O3"));
        Result missing = run("run", ll.toString(), "--entry-point-result=i64", "--shared-libs=" + temp.resolve("no.so"));
        assertEquals(new Result(1, "", "Error: shared library '" + temp.resolve("no.so")
                + "' does not exist or is not a file\n"), missing);
    }

    @Test
    void mlirRunnerUtilsFromLlvm19AreLoadable() throws IOException {
        Path utils = Path.of("/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so");
        assumeTrue(Files.exists(utils), "LLVM 19's runner utilities are not installed");
        Path ll = file("clock.ll", """
                declare double @rtclock()
                define i32 @main() {
                  %t = call double @rtclock()
                  %p = fcmp ogt double %t, 0.0
                  %r = zext i1 %p to i32
                  ret i32 %r
                }
                """);
        assertEquals(new Result(0, "1\n", ""), run("run", ll.toString(), "-entry-point-result=i32",
                "-shared-libs=" + utils));
    }

    @Test
    void theObjectFileIsDumpedNextToTheInputOrWhereAsked() throws IOException {
        Path ll = file("obj.ll", "define i32 @main() {\n  ret i32 5\n}\n");
        assertEquals(new Result(0, "5\n", ""), run("run", ll.toString(), "--entry-point-result=i32",
                "--dump-object-file"));
        byte[] object = Files.readAllBytes(temp.resolve("obj.ll.o"));
        assertArrayEquals(new byte[] {0x7f, 'E', 'L', 'F'}, Arrays.copyOf(object, 4));
        Path elsewhere = temp.resolve("elsewhere.o");
        assertEquals(new Result(0, "5\n", ""), run("run", ll.toString(), "--entry-point-result=i32",
                "--dump-object-file", "--object-filename=" + elsewhere));
        assertArrayEquals(object, Files.readAllBytes(elsewhere), "the same code both times");
        Path notWritten = temp.resolve("not-written.o");
        assertEquals(new Result(0, "5\n", ""), run("run", ll.toString(), "--entry-point-result=i32",
                "--object-filename=" + notWritten));
        assertTrue(!Files.exists(notWritten), "--object-filename alone dumps nothing, as in mlir-cpu-runner");
        Result unwritable = run("run", ll.toString(), "--entry-point-result=i32", "--dump-object-file",
                "--object-filename=" + temp.resolve("no/such/dir/x.o"));
        assertEquals(1, unwritable.status());
        assertTrue(unwritable.err().startsWith("Error: cannot write object file"), unwritable.err());
    }

    @Test
    void globalConstructorsRunBeforeTheEntryPoint() throws IOException {
        Path ll = file("ctor.ll", """
                @g = global i32 0
                @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
                define internal void @init() {
                  store i32 7, ptr @g
                  ret void
                }
                define i32 @main() {
                  %v = load i32, ptr @g
                  ret i32 %v
                }
                """);
        // mlir-cpu-runner 19 prints 7 for the same program in the LLVM dialect (llvm.mlir.global_ctors).
        assertEquals(new Result(0, "7\n", ""), run("run", ll.toString(), "--entry-point-result=i32", "-O2"));
    }
}

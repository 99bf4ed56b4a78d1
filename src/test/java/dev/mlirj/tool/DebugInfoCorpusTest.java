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
import org.junit.jupiter.api.io.TempDir;

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
    void fusedLocationsAreSimplifiedAndDeferredAliasesKeepTheirContents(@TempDir Path temp) throws IOException {
        Path in = Files.writeString(temp.resolve("f.mlir"), """
                #map = affine_map<(d0) -> (d0 + 1)>
                module {
                  "u.a"() : () -> () loc(fused[unknown])
                  "u.b"() : () -> () loc(fused["a.c":1:1])
                  "u.c"() : () -> () loc(fused<"m">[unknown])
                  "u.d"() : () -> () loc(fused["a.c":1:1, fused["b.c":1:1, "a.c":1:1], fused<"x">["c.c":1:1]])
                  "u.e"() : () -> () loc(fused<"x">["a.c":1:1, fused<"x">["b.c":1:1]])
                  "u.f"() : () -> () loc(fused<#map>[])
                  "u.r"() ({
                  ^bb0(%x: i32 loc(callsite("q.c":1:1 at fused["r.c":2:2, "s.c":3:3]))):
                    "u.t"(%x) : (i32) -> () loc(fused["r.c":2:2, "s.c":3:3])
                  }) : () -> () loc("named"("b.c":1:1))
                } loc("m.c":0:0)
                """);
        // What mlir-opt 19 prints for this input: a map only a deferred location uses is deferred with it; the
        // locations a block argument uses are defined up front, with what they contain, even its own location,
        // which it writes out instead of using the alias (#loc15).
        assertEquals(new Result(0, """
                #loc5 = loc("q.c":1:1)
                #loc6 = loc("r.c":2:2)
                #loc7 = loc("s.c":3:3)
                #loc13 = loc(fused[#loc6, #loc7])
                #loc15 = loc(callsite(#loc5 at #loc13))
                module {
                  "u.a"() : () -> () loc(#loc1)
                  "u.b"() : () -> () loc(#loc2)
                  "u.c"() : () -> () loc(#loc8)
                  "u.d"() : () -> () loc(#loc14)
                  "u.e"() : () -> () loc(#loc10)
                  "u.f"() : () -> () loc(#loc11)
                  "u.r"() ({
                  ^bb0(%arg0: i32 loc(callsite(#loc5 at #loc13))):
                    "u.t"(%arg0) : (i32) -> () loc(#loc13)
                  }) : () -> () loc(#loc12)
                } loc(#loc)
                #loc = loc("m.c":0:0)
                #loc1 = loc(unknown)
                #loc2 = loc("a.c":1:1)
                #loc3 = loc("b.c":1:1)
                #loc4 = loc("c.c":1:1)
                #map = affine_map<(d0) -> (d0 + 1)>
                #loc8 = loc(fused<"m">[#loc1])
                #loc9 = loc(fused<"x">[#loc4])
                #loc10 = loc(fused<"x">[#loc2, #loc3])
                #loc11 = loc(fused<#map>[#loc1])
                #loc12 = loc("named"(#loc3))
                #loc14 = loc(fused[#loc2, #loc3, #loc9])

                """, ""), opt(in, "--mlir-print-debuginfo"));
    }

    @Test
    void theCorporaAreThere() throws IOException {
        assertEquals(files(INPUTS).size(), files(DEBUGINFO).size(), "every input should have a debuginfo output");
        assertTrue(files(GENERIC_DEBUGINFO).size() >= 5, "the generic debuginfo corpus should be there");
    }
}

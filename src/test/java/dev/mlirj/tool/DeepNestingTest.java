package dev.mlirj.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.JitModule;
import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DeepNesting;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.pass.PassManager;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.target.llvmir.ModuleTranslation;
import dev.mlirj.transforms.StripDebugInfoPass;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * IR nested far deeper than a thread's default stack holds (mlir-opt 19 overflows between 4,000 and 8,000 nested
 * modules) goes through every path: the library's entry points called from an ordinary thread with the JVM's default
 * stack (which holds about 500 levels), and the command line's {@code opt}, {@code translate} and {@code run}. Depths
 * are kept to what shows the point quickly: the printed form of nested IR grows with the square of the depth, and the
 * lowering's dominance and legality checks walk up the nesting. Deeper than the limit is refused
 * with a located error ({@link BadInputTest}).
 */
class DeepNestingTest {
    @TempDir
    Path temp;

    /** {@code depth} nested {@code builtin.module}s around a function returning 42. */
    static String nestedModules(int depth) {
        return "builtin.module {\n".repeat(depth) + "func.func @f() -> i32 {\n  %c = arith.constant 42 : i32\n"
                + "  return %c : i32\n}\n" + "}\n".repeat(depth);
    }

    /** {@code @main} returning 42 from the bottom of {@code depth} nested {@code scf.execute_region}s. */
    static String nestedRegions(int depth) {
        return "func.func @main() -> i32 {\n" + "%r = scf.execute_region -> i32 {\n".repeat(depth)
                + "%c = arith.constant 42 : i32\nscf.yield %c : i32\n" + "}\nscf.yield %r : i32\n".repeat(depth - 1)
                + "}\nreturn %r : i32\n}\n";
    }

    /** {@code @main} printing 7 from the bottom of {@code depth} nested {@code scf.if}s and {@code affine.for}s. */
    static String nestedIfsAndLoops(int depth) {
        StringBuilder s = new StringBuilder("func.func @main() {\n%t = arith.constant true\n"
                + "%m = memref.alloca() : memref<1xindex>\n");
        for (int i = 0; i < depth; i++) {
            s.append(i % 2 == 0 ? "scf.if %t {\n" : "affine.for %i" + i + " = 7 to 8 {\n");
        }
        s.append("affine.store %i1, %m[0] : memref<1xindex>\n").append("}\n".repeat(depth));
        return s.append("%v = affine.load %m[0] : memref<1xindex>\nvector.print %v : index\nreturn\n}\n").toString();
    }

    /**
     * Runs {@code work} on a new thread with the JVM's default stack size on Linux x64, 1 MB (the test JVM's own
     * default is raised by {@code -Xss}), rethrowing what it throws.
     */
    private static <T> T onDefaultStack(java.util.function.Supplier<T> work) throws InterruptedException {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(work.get());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "default-stack", 1L << 20);
        thread.start();
        thread.join();
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
        return result.get();
    }

    @Test
    void libraryEntryPointsOnADefaultStack() throws InterruptedException {
        int depth = 10_000;
        String text = nestedModules(depth);
        String printed = onDefaultStack(() -> {
            MlirContext context = InitAllDialects.context();
            DiagnosticEngine diagnostics = new DiagnosticEngine();
            Operation module = SourceParser.parse(context, diagnostics, "deep.mlir", text);
            assertNotNull(module, () -> diagnostics.collected().toString());
            assertTrue(Verifier.verify(module, context, diagnostics));
            assertEquals(depth + 2, DeepNesting.depth(module, context));
            PassManager pm = new PassManager("builtin.module");
            pm.addPass(new StripDebugInfoPass());
            assertTrue(pm.run(module, context, diagnostics));
            return AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT);
        });
        assertTrue(printed.startsWith("module {\n  module {\n"), printed.substring(0, 40));
        assertEquals(depth + 1, printed.lines().filter(l -> l.strip().equals("}")).count());
    }

    /**
     * {@code @main} returning {@code s + (28 + s) floordiv 2} for {@code s = sum(7 mod k for k in 2..terms+1)},
     * through affine maps of that many terms.
     */
    static String longAffineSum(int terms) {
        String sum = java.util.stream.IntStream.range(0, terms).mapToObj(k -> "d0 mod " + (k + 2))
                .collect(java.util.stream.Collectors.joining(" + "));
        // A floordiv of a sum: its simplification walks down the sum while the map is being parsed.
        return "#sum = affine_map<(d0) -> (" + sum + ")>\n#half = affine_map<(d0) -> ((d0 * 4 + " + sum
                + ") floordiv 2)>\nfunc.func @main() -> index {\n%c = arith.constant 7 : index\n"
                + "%s = affine.apply #sum(%c)\n%h = affine.apply #half(%c)\n%r = arith.addi %s, %h : index\n"
                + "return %r : index\n}\n";
    }

    @Test
    void longAffineExpressionsOnADefaultStack() throws InterruptedException {
        // A sum of n terms is a tree n levels deep: the parser builds it in a loop and counts its depth as nesting,
        // so printing, lowering and translating it run on a stack sized for it.
        int terms = 16_000;
        long sum = java.util.stream.LongStream.range(0, terms).map(k -> 7 % (k + 2)).sum();
        long expected = sum + Math.floorDiv(28 + sum, 2);
        Object result = onDefaultStack(() -> {
            MlirContext context = InitAllDialects.context();
            DiagnosticEngine diagnostics = new DiagnosticEngine();
            Operation module = SourceParser.parse(context, diagnostics, "sum.mlir", longAffineSum(terms));
            assertNotNull(module, () -> diagnostics.collected().toString());
            // The map attribute is a level; the sum's tree below it at least terms + 1 (a term: a mod of two leaves).
            assertTrue(context.deepestParsedNesting() >= terms + 2, () -> "" + context.deepestParsedNesting());
            String printed = AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT);
            assertTrue(printed.contains(" + d0 mod " + (terms + 1) + ")>"), printed.substring(0, 200));
            try (JitModule jit = JitModule.compile(printed)) {
                return jit.function("main").call();
            }
        });
        assertEquals(expected, ((Number) result).longValue());
    }

    @Test
    void loweringAndTranslationOnADefaultStack() throws InterruptedException {
        String text = nestedIfsAndLoops(1_500);
        String ir = onDefaultStack(() -> {
            MlirContext context = InitAllDialects.context();
            DiagnosticEngine diagnostics = new DiagnosticEngine();
            Operation module = SourceParser.parse(context, diagnostics, "deep.mlir", text);
            assertTrue(StandardLowering.passManager().run(module, context, diagnostics),
                    () -> diagnostics.collected().toString());
            try (LlvmContext llvm = LlvmContext.create();
                 LlvmModule translated = ModuleTranslation.translateModuleToLlvmIr(module, llvm, diagnostics)) {
                assertNotNull(translated, () -> diagnostics.collected().toString());
                return translated.print();
            }
        });
        assertTrue(ir.contains("define void @main()"), ir.substring(0, Math.min(ir.length(), 400)));
    }

    @Test
    void jitModuleOnADefaultStack() throws InterruptedException {
        Object result = onDefaultStack(() -> {
            try (JitModule module = JitModule.compile(nestedRegions(1_500))) {
                return module.function("main").call();
            }
        });
        assertEquals(42, result);
    }

    private String[] mlirj(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        assertEquals(0, status, err.toString());
        assertFalse(err.toString().contains("Exception"), err.toString());
        return new String[] {out.toString(), err.toString()};
    }

    @Test
    void commandLine() throws IOException {
        int depth = 3_000;
        Path modules = Files.writeString(temp.resolve("modules.mlir"), nestedModules(depth));
        assertTrue(mlirj("opt", modules.toString())[0].startsWith("module {\n  module {\n"));
        assertTrue(mlirj("opt", "--mlir-print-op-generic", modules.toString())[0]
                .startsWith("\"builtin.module\"() ({\n  \"builtin.module\"() ({\n"));
        assertTrue(mlirj("opt", "--mlir-print-debuginfo", modules.toString())[0].contains("#loc" + depth + " = loc("));
        assertTrue(mlirj("opt", "--lower-to-llvm", modules.toString())[0].contains("llvm.func @f() -> i32"));
        // Past the 2,000 levels mlirj used to refuse; the library tests above show the lowering from a small stack.
        Path regions = Files.writeString(temp.resolve("regions.mlir"), nestedIfsAndLoops(2_100));
        assertTrue(mlirj("translate", "--lower-to-llvm", "--mlir-to-llvmir", regions.toString())[0]
                .contains("define void @main()"));
        Path run = Files.writeString(temp.resolve("run.mlir"), nestedRegions(2_100));
        assertEquals("42\n", mlirj("run", run.toString(), "-e", "main", "--entry-point-result=i32")[0]);
    }
}

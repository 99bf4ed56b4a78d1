package dev.mlirj.conversion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.init.InitAllPasses;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.tool.Mlirj;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the golden tests of {@code convert-scf-to-cf}, {@code convert-math-to-llvm}, {@code convert-math-to-libm}
 * and {@code convert-math-to-funcs} do not show: their options (defaults as MLIR prints them, bad values refused
 * with MLIR's messages), their place in {@link StandardLowering}, and an operation the standard lowering leaves,
 * named at its location by {@code mlirj run}.
 */
class ScfAndMathPassesTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    @Test
    void optionsPrintAsMlirPrintsThem() {
        assertEquals("", PassRegistry.create("convert-scf-to-cf").optionsText());
        assertEquals("{approximate-log1p=true}", PassRegistry.create("convert-math-to-llvm").optionsText());
        assertEquals("", PassRegistry.create("convert-math-to-libm").optionsText());
        assertEquals("{convert-ctlz=false min-width-of-fpowi-exponent=1}",
                PassRegistry.create("convert-math-to-funcs").optionsText());
        Pass funcs = PassRegistry.create("convert-math-to-funcs");
        funcs.configure(Map.of("convert-ctlz", "1", "min-width-of-fpowi-exponent", "32"));
        assertEquals("{convert-ctlz=true min-width-of-fpowi-exponent=32}", funcs.optionsText());
        Pass llvm = PassRegistry.create("convert-math-to-llvm");
        llvm.configure(Map.of("approximate-log1p", "false"));
        assertEquals("{approximate-log1p=false}", llvm.optionsText());
    }

    @Test
    void badOptionsAreRefused() {
        Pass llvm = PassRegistry.create("convert-math-to-llvm");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> llvm.configure(Map.of("approximate-log1p", "2")));
        assertEquals("'2' is invalid value for boolean argument! Try 0 or 1", e.getMessage());
        assertEquals("{approximate-log1p=true}", llvm.optionsText(), "a refused option changes nothing");
        assertThrows(IllegalArgumentException.class,
                () -> PassRegistry.create("convert-math-to-funcs").configure(Map.of("min-width-of-fpowi-exponent",
                        "-1")));
        assertThrows(IllegalArgumentException.class,
                () -> PassRegistry.create("convert-scf-to-cf").configure(Map.of("index-bitwidth", "32")));
        assertThrows(IllegalArgumentException.class,
                () -> PassRegistry.create("convert-math-to-libm").configure(Map.of("x", "1")));
    }

    @Test
    void standardLoweringRunsScfThenMathFirst() {
        assertTrue(StandardLowering.PASSES.indexOf("convert-scf-to-cf") >= 0);
        assertTrue(StandardLowering.PASSES.indexOf("convert-scf-to-cf")
                < StandardLowering.PASSES.indexOf("convert-math-to-llvm"));
        assertTrue(StandardLowering.PASSES.indexOf("convert-math-to-llvm")
                < StandardLowering.PASSES.indexOf("convert-arith-to-llvm"));
    }

    @Test
    void mathLeftByTheLlvmLoweringIsReportedWhenRun(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("tan.mlir");
        Files.writeString(file, """
                func.func private @printF64(f64)
                func.func @main() {
                  %x = arith.constant 1.0 : f64
                  %0 = math.tan %x : f64
                  call @printF64(%0) : (f64) -> ()
                  return
                }
                """);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(out, true), new PrintWriter(err, true), "run", file.toString(),
                "-e", "main", "--entry-point-result=void");
        assertNotEquals(0, status);
        assertTrue(err.toString().contains("tan.mlir:4:8"), err.toString());
    }
}

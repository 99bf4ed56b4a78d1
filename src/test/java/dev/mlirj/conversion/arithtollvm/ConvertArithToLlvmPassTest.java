package dev.mlirj.conversion.arithtollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.tool.Mlirj;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the golden tests of {@code convert-arith-to-llvm} do not show: its options, the operations it leaves (and
 * why), the located errors they cause later, and {@link ArithToLlvm#populatePatterns} in a full conversion, where
 * an operation it cannot lower fails to legalize with the pattern's reason.
 */
class ConvertArithToLlvmPassTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private final MlirContext context = InitAllDialects.context();

    private Operation parse(String text, DiagnosticEngine diags) {
        Operation module = SourceParser.parse(context, diags, "t.mlir", text);
        assertNotNull(module, () -> diags.collected().toString());
        assertTrue(Verifier.verify(module, context, diags), () -> diags.collected().toString());
        return module;
    }

    /** ArithToLlvm's patterns in a conversion where every arith operation must go. */
    private boolean lowerWithArithIllegal(Operation module, DiagnosticEngine diags) {
        LlvmTypeConverter converter = new LlvmTypeConverter(((LlvmDialect) context.dialect("llvm"))
                .identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        ArithToLlvm.populatePatterns(converter, patterns);
        LlvmConversionTarget target = new LlvmConversionTarget();
        target.addIllegalDialect("arith");
        return DialectConversion.applyPartialConversion(module, target, patterns, context, diags);
    }

    private static List<String> messages(Diagnostic d) {
        List<String> all = new ArrayList<>(List.of(d.message()));
        d.notes().forEach(n -> all.add("note: " + n.message()));
        return all;
    }

    @Test
    void optionsAreMlirs() {
        ConvertArithToLlvmPass pass = (ConvertArithToLlvmPass) PassRegistry.create("convert-arith-to-llvm");
        assertEquals("{index-bitwidth=0}", pass.optionsText());
        pass.configure(Map.of("index-bitwidth", "32"));
        assertEquals("{index-bitwidth=32}", pass.optionsText());
        assertEquals("ArithToLLVMConversionPass", pass.name());
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("index-bitwidth", "-1")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("index-bitwidth", "wide")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("index-bitwidth", "99999999999")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("use-bare-ptr", "1")));
    }

    @Test
    void truncfWithAndWithoutARoundingModeTakeTheirOwnPatterns() {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = parse("""
                func.func @f(%a: f64) -> (f32, f32) {
                  %0 = arith.truncf %a toward_zero : f64 to f32
                  %1 = arith.truncf %a : f64 to f32
                  return %0, %1 : f32, f32
                }
                """, diags);
        assertTrue(lowerWithArithIllegal(module, diags), () -> diags.collected().toString());
        List<String> names = new ArrayList<>();
        List<Long> modes = new ArrayList<>();
        module.walk(o -> {
            names.add(o.name().fullName());
            if (o.properties().get("roundingmode") instanceof dev.mlirj.ir.IntegerAttr m) {
                modes.add(m.value().longValue());
            }
        });
        assertTrue(names.contains("llvm.fptrunc"), names::toString);
        assertTrue(names.contains("llvm.intr.experimental.constrained.fptrunc"), names::toString);
        assertEquals(List.of(0L), modes); // llvm::RoundingMode::TowardZero
    }

    @Test
    void nDimensionalExtendedArithmeticFailsToLegalizeWithMlirsReason() {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = parse("""
                func.func @f(%a: vector<2x2xi32>) -> vector<2x2xi32> {
                  %low, %high = arith.mulsi_extended %a, %a : vector<2x2xi32>
                  return %high : vector<2x2xi32>
                }
                """, diags);
        assertFalse(lowerWithArithIllegal(module, diags));
        List<String> reported = messages(diags.collected().getFirst());
        assertTrue(reported.getFirst().startsWith("failed to legalize operation 'arith.mulsi_extended'"),
                reported::toString);
        assertTrue(diags.collected().getFirst().location().toString().contains("line=2, column=17"));
        assertTrue(reported.stream().anyMatch(m -> m.contains("ND vector types are not supported yet")),
                reported::toString);
    }

    @Test
    void adduiExtendedOnIndexUsesTheConvertedSumType() {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = parse("""
                func.func @f(%a: index, %b: index) -> (index, i1) {
                  %s, %o = arith.addui_extended %a, %b : index, i1
                  return %s, %o : index, i1
                }
                """, diags);
        assertTrue(PassRegistry.create("convert-arith-to-llvm").run(module, context, diags),
                () -> diags.collected().toString());
        assertTrue(Verifier.verify(module, context, diags), () -> diags.collected().toString());
        List<String> types = new ArrayList<>();
        module.walk(o -> {
            if (o.name().fullName().equals("llvm.intr.uadd.with.overflow")) {
                types.add(dev.mlirj.dialect.llvm.LlvmTypes.toString(o.result(0).type()));
            }
        });
        assertEquals(List.of("!llvm.struct<(i64, i1)>"), types);
    }

    @Test
    void anOperationLeftUnconvertedIsALocatedErrorWhenRun(@TempDir Path temp) throws Exception {
        Path program = temp.resolve("left.mlir");
        Files.writeString(program, """
                llvm.func @f(%a: i32, %b: i32) -> i32 {
                  %0 = arith.addi %a, %b : i32
                  %1 = arith.ceildivsi %0, %b : i32
                  llvm.return %1 : i32
                }
                """);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(out), new PrintWriter(err), "run", program.toString(), "-e", "f",
                "--entry-point-result=i32");
        assertEquals(1, status);
        assertTrue(err.toString().startsWith(program + ":3:8: error: 'arith.ceildivsi' was not lowered to the LLVM "
                + "dialect: no pass of the lower-to-llvm pipeline converts it\n"), err::toString);
    }
}

package dev.mlirj.conversion.functollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Verifier;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The {@code convert-func-to-llvm} pass: every row of the type conversion table (the functions of
 * {@code conversion/llvm-type-conversion.mlir}, one per row) through the pass with the default options,
 * {@code index-bitwidth=32} and the bare-pointer convention, against the {@code llvm.func} mlir-opt 19 made of it
 * (committed expected files); where mlir-opt 19 left the function as it was, the pass fails with a located
 * {@code failed to legalize} error naming the type. Also its options, registration, and that a failed conversion
 * leaves the input as it was.
 */
class ConvertFuncToLlvmPassTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private static final Path DIR = Path.of("src/test/resources/conversion");
    private MlirContext context = InitAllDialects.context();

    /** Everything said, notes included. */
    private static String said(DiagnosticEngine diagnostics) {
        StringBuilder out = new StringBuilder();
        for (dev.mlirj.ir.Diagnostic d : diagnostics.collected()) {
            out.append(d).append('\n');
            for (dev.mlirj.ir.Diagnostic n : d.notes()) {
                out.append("  ").append(n).append('\n');
            }
        }
        return out.toString();
    }

    private Operation parse(String name, String text) {
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, name, text);
        assertNotNull(module, diagnostics.collected()::toString);
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        return module;
    }

    private String print(Operation op) {
        return AsmPrinter.print(op, context, AsmPrinter.Options.DEFAULT).strip();
    }

    private static Pass pass(Map<String, String> options) {
        Pass p = PassRegistry.create("convert-func-to-llvm");
        p.configure(options);
        return p;
    }

    @TestFactory
    Stream<DynamicTest> everyTypeRowAsMlir19() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        List<String> inputs = Files.readAllLines(DIR.resolve("llvm-type-conversion.mlir")).stream()
                .filter(l -> l.startsWith("func.func")).toList();
        for (String[] variant : List.of(new String[] {"", ""}, new String[] {"-index32", "index-bitwidth=32"},
                new String[] {"-bareptr", "use-bare-ptr-memref-call-conv=true"})) {
            // A context per variant and per function: converted identified structs live in the context.
            context = InitAllDialects.context();
            Operation expected = parse("expected", Files.readString(DIR.resolve("llvm-type-conversion" + variant[0]
                    + ".expected.mlir")));
            Map<String, String> want = new LinkedHashMap<>();
            Map<String, Boolean> converted = new LinkedHashMap<>();
            for (Operation op : expected.region(0).entryBlock()) {
                want.put(((StringAttr) op.attribute("sym_name")).value(), print(op));
                converted.put(((StringAttr) op.attribute("sym_name")).value(), !op.name().fullName().equals("func.func"));
            }
            for (String line : inputs) {
                String name = line.replaceAll(".*@(\\w+).*", "$1");
                tests.add(DynamicTest.dynamicTest("@" + name + variant[0], () -> {
                    context = InitAllDialects.context();
                    Operation module = parse(name + ".mlir", line + "\n");
                    String before = print(module);
                    Map<String, String> options = variant[1].isEmpty() ? Map.of()
                            : Map.of(variant[1].split("=")[0], variant[1].split("=")[1]);
                    DiagnosticEngine diagnostics = new DiagnosticEngine();
                    boolean ok = pass(options).run(module, context, diagnostics);
                    if (!converted.get(name)) {
                        assertFalse(ok, () -> "mlir-opt 19 does not convert " + line + " but we gave " + print(module));
                        String errors = said(diagnostics);
                        assertTrue(errors.contains("file=" + name + ".mlir, line=1, column=1") && errors.contains(
                                "failed to legalize operation 'func.func'"), errors);
                        assertEquals(before, print(module), "the input is kept");
                        return;
                    }
                    assertTrue(ok, diagnostics.collected()::toString);
                    assertEquals(want.get(name), print(module.region(0).entryBlock().firstOp()));
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void optionsAsMlir() {
        Pass p = pass(Map.of("index-bitwidth", "32", "use-bare-ptr-memref-call-conv", "true"));
        assertEquals("ConvertFuncToLLVMPass", p.name());
        assertEquals("builtin.module", p.anchor());
        assertEquals("{index-bitwidth=32 use-bare-ptr-memref-call-conv=true}", p.optionsText());
        assertThrows(IllegalArgumentException.class, () -> pass(Map.of("index-bitwidth", "x")));
        assertThrows(IllegalArgumentException.class, () -> pass(Map.of("index-bitwidth", "-1")));
        assertThrows(IllegalArgumentException.class, () -> pass(Map.of("use-bare-ptr-memref-call-conv", "maybe")));
        assertThrows(IllegalArgumentException.class, () -> pass(Map.of("use-bare-ptr", "true")));
        assertTrue(StandardLowering.PASSES.contains("convert-func-to-llvm"));
    }

    @Test
    void aFailureLeavesEveryFunctionAsItWas() {
        String text = """
                func.func @ok(%a: memref<?xf32>) -> index {
                  %c = llvm.mlir.constant(1 : index) : i64
                  %i = builtin.unrealized_conversion_cast %c : i64 to index
                  return %i : index
                }
                func.func private @bad(tensor<2xf32>)
                func.func @caller(%a: memref<?xf32>) -> index {
                  %r = call @ok(%a) : (memref<?xf32>) -> index
                  return %r : index
                }
                """;
        Operation module = parse("t.mlir", text);
        String before = print(module);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        assertFalse(pass(Map.of()).run(module, context, diagnostics));
        assertEquals(before, print(module));
        String said = said(diagnostics);
        assertTrue(said.contains("line=6, column=1") && said.contains("failed to legalize operation 'func.func'"),
                said);
        assertTrue(said.contains("cannot convert tensor<2xf32> to the LLVM dialect"), said);
    }

    @Test
    void theStandardLoweringLeavesOnlyTheLlvmDialect() {
        Operation module = parse("t.mlir", """
                func.func @f(%a: memref<?xf32>, %b: i32) -> (memref<?xf32>, i32) attributes {llvm.emit_c_interface} {
                  return %a, %b : memref<?xf32>, i32
                }
                func.func @g(%a: memref<?xf32>) -> i32 {
                  %c = llvm.mlir.constant(3 : i32) : i32
                  %r:2 = call @f(%a, %c) : (memref<?xf32>, i32) -> (memref<?xf32>, i32)
                  return %r#1 : i32
                }
                """);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        assertTrue(StandardLowering.passManager().run(module, context, diagnostics), diagnostics.collected()::toString);
        assertTrue(StandardLowering.isLowered(module), () -> print(module));
        assertFalse(print(module).contains("unrealized_conversion_cast"), () -> print(module));
    }
}

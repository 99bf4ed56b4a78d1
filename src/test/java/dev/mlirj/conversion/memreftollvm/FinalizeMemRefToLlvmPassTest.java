package dev.mlirj.conversion.memreftollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the golden tests of {@code finalize-memref-to-llvm} do not show: its options and their errors, its place in
 * the registry and the standard lowering, and the reasons its patterns give when the memref dialect must go
 * entirely and an operation cannot be lowered.
 */
class FinalizeMemRefToLlvmPassTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private final MlirContext context = InitAllDialects.context();

    @Test
    void optionsAsMlir19s() {
        Pass pass = PassRegistry.create("finalize-memref-to-llvm");
        assertEquals("FinalizeMemRefToLLVMConversionPass", pass.name());
        assertEquals("{index-bitwidth=0 use-aligned-alloc=false use-generic-functions=false}", pass.optionsText());
        pass.configure(Map.of("index-bitwidth", "32", "use-aligned-alloc", "", "use-generic-functions", "true"));
        assertEquals("{index-bitwidth=32 use-aligned-alloc=true use-generic-functions=true}", pass.optionsText());
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("index-bitwidth", "-1")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("use-aligned-alloc", "maybe")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("use-bare-ptr", "1")));
    }

    /** Both allocation options at once (which a golden RUN line cannot spell: its words split at spaces). */
    @Test
    void alignedAllocWithGenericFunctions() {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diags, "t.mlir", """
                func.func @f(%n: index) {
                  %a = memref.alloc(%n) : memref<?x3xf32>
                  memref.dealloc %a : memref<?x3xf32>
                  return
                }
                """);
        assertNotNull(module, () -> diags.collected().toString());
        Pass pass = PassRegistry.create("finalize-memref-to-llvm");
        pass.configure(Map.of("use-aligned-alloc", "1", "use-generic-functions", "1"));
        assertTrue(pass.run(module, context, diags), () -> diags.collected().toString());
        String printed = AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT);
        assertTrue(printed.contains("llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr"), printed);
        assertTrue(printed.contains("llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)"), printed);
        assertTrue(printed.contains("llvm.call @_mlir_memref_to_llvm_aligned_alloc("), printed);
        assertTrue(printed.contains("llvm.call @_mlir_memref_to_llvm_free("), printed);
        assertFalse(printed.contains("malloc"), printed);
    }

    @Test
    void runsBeforeTheArithFuncAndCfConversions() {
        assertTrue(StandardLowering.PASSES.indexOf("finalize-memref-to-llvm")
                < StandardLowering.PASSES.indexOf("convert-arith-to-llvm"));
        assertTrue(StandardLowering.PASSES.indexOf("finalize-memref-to-llvm")
                < StandardLowering.PASSES.indexOf("convert-func-to-llvm"));
    }

    /** The patterns in a conversion where every memref operation must go. */
    private String lowerWithMemRefIllegal(String text) {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diags, "t.mlir", text);
        assertNotNull(module, () -> diags.collected().toString());
        LlvmTypeConverter converter = new LlvmTypeConverter(((LlvmDialect) context.dialect("llvm"))
                .identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        MemRefToLlvm.populatePatterns(converter, patterns, false, false);
        LlvmConversionTarget target = new LlvmConversionTarget();
        target.addLegalOp("func.func");
        target.addLegalOp("func.return");
        target.addIllegalDialect("memref");
        assertFalse(DialectConversion.applyPartialConversion(module, target, patterns, context, diags));
        StringBuilder reported = new StringBuilder();
        for (Diagnostic d : diags.collected()) {
            reported.append(d.message()).append('\n');
            d.notes().forEach(n -> reported.append("note: ").append(n.message()).append('\n'));
        }
        return reported.toString();
    }

    @Test
    void anAllocOfANonIdentityLayoutFailsToLegalizeWithTheReason() {
        String reported = lowerWithMemRefIllegal("""
                func.func @f() {
                  %a = memref.alloc() : memref<4x4xf32, strided<[1, 4]>>
                  return
                }
                """);
        assertTrue(reported.contains("failed to legalize operation 'memref.alloc'"), reported);
        assertTrue(reported.contains("incompatible memref type"), reported);
    }

    @Test
    void anUnrankedMemorySpaceCastIsRefused() {
        String reported = lowerWithMemRefIllegal("""
                func.func @f(%u: memref<*xf32>) -> memref<*xf32, 1> {
                  %c = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
                  return %c : memref<*xf32, 1>
                }
                """);
        assertTrue(reported.contains("failed to legalize operation 'memref.memory_space_cast'"), reported);
        assertTrue(reported.contains("only ranked memrefs"), reported);
    }

    @Test
    void aSymbolNamedLikeMallocOfAnotherTypeIsReported() {
        String reported = lowerWithMemRefIllegal("""
                llvm.func @malloc(i32) -> i32
                func.func @f() {
                  %a = memref.alloc() : memref<4xf32>
                  return
                }
                """);
        assertTrue(reported.contains("failed to legalize operation 'memref.alloc'"), reported);
        assertTrue(reported.contains("named like the allocation function"), reported);
    }
}

package dev.mlirj.conversion.controlflowtollvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.Verifier;
import dev.mlirj.pass.PassPipelineParser;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import dev.mlirj.transforms.dialectconversion.SignatureConversion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cf lowering through its Java API: block signatures converted by the region's owner (as the func lowering
 * does) let the branches lower; unconverted ones make them refuse with MLIR 19's reason; a failed conversion
 * takes back the assertion's globals and declarations; the non-aborting assertion; refusals instead of invalid IR;
 * the pass's option.
 */
class ControlFlowToLlvmTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private final MlirContext context = InitAllDialects.context();
    private final DiagnosticEngine diagnostics = new DiagnosticEngine();

    private Operation parse(String text) {
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir", text);
        assertTrue(module != null && Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        return module;
    }

    private String print(Operation op) {
        return AsmPrinter.print(op, context, AsmPrinter.Options.DEFAULT);
    }

    private LlvmTypeConverter converter(int indexBitwidth) {
        return new LlvmTypeConverter(LowerToLlvmOptions.DEFAULT.withIndexBitwidth(indexBitwidth),
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
    }

    private RewritePatternSet cfPatterns(LlvmTypeConverter converter) {
        RewritePatternSet patterns = new RewritePatternSet();
        ControlFlowToLlvm.populatePatterns(converter, patterns);
        return patterns;
    }

    /** A stand-in for the func lowering's signature part: converts the function type and every block's types. */
    private static OpConversionPattern funcRegionTypes(LlvmTypeConverter converter) {
        return OpConversionPattern.of("FuncRegionTypes", "func.func", converter, (op, adaptor, rewriter) -> {
            FunctionType type = FuncOp.functionType(op);
            SignatureConversion conversion = new SignatureConversion(type.inputs().size());
            List<Type> results = new ArrayList<>();
            if (!converter.convertSignatureArgs(type.inputs(), conversion)
                    || !converter.convertTypes(type.results(), results)
                    || rewriter.convertRegionTypes(op.region(0), converter, conversion) == null) {
                return rewriter.notifyMatchFailure(op, "cannot convert");
            }
            rewriter.modifyOpInPlace(op, () -> op.setAttribute(FuncOp.FUNCTION_TYPE,
                    new TypeAttr(new FunctionType(conversion.convertedTypes(), results))));
            return true;
        });
    }

    private static final String INDEX_LOOP = """
            func.func @f(%c: i1, %i: index) -> index {
              cf.br ^bb1(%i : index)
            ^bb1(%j: index):
              cf.cond_br %c, ^bb1(%j : index), ^bb2(%j, %c : index, i1)
            ^bb2(%k: index, %d: i1):
              cf.switch %k_flag : i32, [default: ^bb1(%k : index), -3: ^bb2(%k, %d : index, i1)]
            }
            """.replace("cf.switch %k_flag : i32", "%z = arith.constant 0 : i32\n  cf.switch %z : i32");

    @Test
    void branchesToBlocksTheRegionOwnerConvertedLower() {
        Operation module = parse(INDEX_LOOP);
        LlvmTypeConverter converter = converter(32);
        RewritePatternSet patterns = cfPatterns(converter).add(funcRegionTypes(converter));
        ConversionTarget target = new LlvmConversionTarget().addIllegalDialect("cf")
                .addDynamicallyLegalOp("func.func", op -> converter.isSignatureLegal(FuncOp.functionType(op)));
        assertTrue(DialectConversion.applyPartialConversion(module, target, patterns, context, diagnostics),
                diagnostics.collected()::toString);
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        String printed = print(module);
        assertTrue(printed.contains("llvm.br ^bb1(%arg1 : i32)"), printed);
        assertTrue(printed.contains("^bb1(%0: i32):"), printed);
        assertTrue(printed.contains("llvm.cond_br %arg0, ^bb1(%0 : i32), ^bb2(%0, %arg0 : i32, i1)"), printed);
        assertTrue(printed.contains(
                "llvm.switch %c0_i32 : i32, ^bb1(%1 : i32) [\n      4294967293: ^bb2(%1, %2 : i32, i1)"), printed);
        assertFalse(printed.contains("cf."), printed);
    }

    @Test
    void aBranchToABlockWithIndexArgumentsIsRefusedWithMlirsReason() {
        Operation module = parse(INDEX_LOOP);
        String before = print(module);
        ConversionTarget target = new LlvmConversionTarget().addIllegalDialect("cf");
        assertFalse(DialectConversion.applyPartialConversion(module, target, cfPatterns(converter(64)), context,
                diagnostics));
        assertEquals(before, print(module));
        Diagnostic error = diagnostics.collected().getFirst();
        assertEquals("failed to legalize operation 'cf.br' that was explicitly marked illegal", error.message());
        assertEquals(List.of("pattern 'BranchOpLowering' failed: mismatched types from operand # 0 i64 not "
                        + "compatible with destination block argument type index which should be converted with the "
                        + "parent op."),
                error.notes().stream().map(Diagnostic::message).toList());
    }

    @Test
    void theFalseDestinationIsCheckedFirst() {
        Operation module = parse("""
                func.func @f(%c: i1, %f: i32, %a: i32, %i: index) {
                  cf.cond_br %c, ^bb1(%i : index), ^bb2(%i : index)
                ^bb1(%x: index):
                  return
                ^bb2(%y: index):
                  return
                ^bb3(%z: i32):
                  return
                }
                """);
        ConversionTarget target = new LlvmConversionTarget().addIllegalOp("cf.cond_br");
        assertFalse(DialectConversion.applyPartialConversion(module, target, cfPatterns(converter(64)), context,
                diagnostics));
        List<String> notes = diagnostics.collected().stream().flatMap(d -> d.notes().stream())
                .map(Diagnostic::message).toList();
        assertTrue(notes.getFirst().startsWith("pattern 'CondBranchOpLowering' failed: in false case branch "
                + "mismatched types from operand # 0 i64"), notes::toString);
    }

    @Test
    void switchCaseNumbersInTheReason() {
        Operation module = parse("""
                func.func @f(%f: i32, %a: i32, %i: index) {
                  cf.switch %f : i32, [default: ^bb2(%a : i32), 7: ^bb2(%a : i32), 8: ^bb1(%i : index)]
                ^bb1(%y: index):
                  return
                ^bb2(%z: i32):
                  return
                }
                """);
        ConversionTarget target = new LlvmConversionTarget().addIllegalOp("cf.switch");
        assertFalse(DialectConversion.applyPartialConversion(module, target, cfPatterns(converter(64)), context,
                diagnostics));
        assertEquals(List.of("pattern 'SwitchOpLowering' failed: in switch case 1 mismatched types from operand # 0 "
                        + "i64 not compatible with destination block argument type index which should be converted "
                        + "with the parent op."),
                diagnostics.collected().getFirst().notes().stream().map(Diagnostic::message).toList());
    }

    @Test
    void aFailedConversionTakesBackTheAssertionsGlobalAndDeclarations() {
        Operation module = parse("""
                func.func @f(%c: i1, %i: index) -> index {
                  cf.assert %c, "gone again"
                  cf.br ^bb1(%i : index)
                ^bb1(%j: index):
                  return %j : index
                }
                """);
        String before = print(module);
        ConversionTarget target = new LlvmConversionTarget().addIllegalOp("cf.br");
        assertFalse(DialectConversion.applyPartialConversion(module, target, cfPatterns(converter(64)), context,
                diagnostics));
        assertEquals(before, print(module));
    }

    @Test
    void withoutAbortingAFailedAssertionPrintsAndContinues() {
        Operation module = parse("""
                func.func @f(%c: i1) {
                  cf.assert %c, "noted"
                  return
                }
                """);
        RewritePatternSet patterns = new RewritePatternSet();
        ControlFlowToLlvm.populateAssertPattern(converter(64), patterns, false);
        assertTrue(DialectConversion.applyPartialConversion(module, new LlvmConversionTarget().addIllegalDialect("cf"),
                patterns, context, diagnostics), diagnostics.collected()::toString);
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        String printed = print(module);
        assertTrue(printed.contains("""
                    llvm.cond_br %arg0, ^bb1, ^bb2
                  ^bb1:  // 2 preds: ^bb0, ^bb2
                    return
                  ^bb2:  // pred: ^bb0
                    %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
                    %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
                    llvm.call @puts(%1) : (!llvm.ptr) -> ()
                    llvm.br ^bb1
                """), printed);
        assertFalse(printed.contains("abort"), printed);
    }

    @Test
    void anAssertionIsRefusedRatherThanCallingAPutsThatIsNotTheLibcOne() {
        for (String puts : List.of("func.func private @puts(i32)", "llvm.func @puts(i32)")) {
            DiagnosticEngine local = new DiagnosticEngine();
            Operation module = SourceParser.parse(context, local, "t.mlir", puts + """

                    func.func @f(%c: i1) {
                      cf.assert %c, "m"
                      return
                    }
                    """);
            String before = print(module);
            assertFalse(DialectConversion.applyPartialConversion(module,
                    new LlvmConversionTarget().addIllegalOp("cf.assert"), cfPatterns(converter(64)), context, local));
            assertEquals(before, print(module));
            String note = local.collected().getFirst().notes().getFirst().message();
            assertTrue(note.startsWith("pattern 'AssertOpLowering' failed: the module's "), note);
        }
    }

    @Test
    void aSignedSwitchFlagGetsSignlessCaseValues() {
        Operation module = parse("""
                func.func @f(%f: ui8) {
                  cf.switch %f : ui8, [default: ^bb1, 200: ^bb1]
                ^bb1:
                  return
                }
                """);
        assertTrue(DialectConversion.applyPartialConversion(module, new LlvmConversionTarget().addIllegalDialect("cf"),
                cfPatterns(converter(64)), context, diagnostics), diagnostics.collected()::toString);
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        assertTrue(print(module).contains("llvm.switch %0 : i8, ^bb1 [\n      200: ^bb1"), print(module));
    }

    @Test
    void theIndexBitwidthOption() throws Exception {
        ConvertControlFlowToLlvmPass pass = new ConvertControlFlowToLlvmPass();
        assertEquals("{index-bitwidth=0}", pass.optionsText());
        pass.configure(Map.of("index-bitwidth", "32"));
        assertEquals("{index-bitwidth=32}", pass.optionsText());
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("index-bitwidth", "-1")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("index-bitwidth", "x")));
        assertThrows(IllegalArgumentException.class, () -> pass.configure(Map.of("use-bare-ptr", "1")));
        assertEquals("{index-bitwidth=32}", pass.optionsText());
        assertEquals("builtin.module(convert-cf-to-llvm{index-bitwidth=16})",
                PassPipelineParser.parse("builtin.module(convert-cf-to-llvm{index-bitwidth=16})").toString());
    }
}

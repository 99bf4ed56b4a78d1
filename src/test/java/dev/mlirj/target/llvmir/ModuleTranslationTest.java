package dev.mlirj.target.llvmir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.llvm.LlvmDataLayout;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.LlJit;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmTargetData;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.ThreadSafeModule;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.tool.Mlirj;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The translation's phases, block order and PHIs, repeated successors, errors, determinism, index width, JIT. */
class ModuleTranslationTest {
    private final MlirContext mlir = InitAllDialects.context();

    private Operation parse(String text, DiagnosticEngine diags) {
        Operation module = SourceParser.parse(mlir, diags, "t.mlir", text);
        assertNotNull(module, () -> diags.collected().toString());
        assertTrue(Verifier.verify(module, mlir, diags), () -> diags.collected().toString());
        return module;
    }

    private String translate(String text) {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = parse(text, diags);
        try (LlvmContext context = LlvmContext.create()) {
            LlvmModule m = ModuleTranslation.translateModuleToLlvmIr(module, context, diags);
            assertNotNull(m, () -> diags.collected().toString());
            try (m) {
                return m.print();
            }
        }
    }

    private List<Diagnostic> failures(String text) {
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = parse(text, diags);
        try (LlvmContext context = LlvmContext.create()) {
            assertNull(ModuleTranslation.translateModuleToLlvmIr(module, context, diags));
        }
        return diags.collected();
    }

    private static final String REPEATED = """
            llvm.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
              llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
            ^bb1(%x: i32):
              llvm.return %x : i32
            }
            """;

    @Test
    void repeatedSuccessorWithDifferentArgumentsGetsAForwardingBlock() {
        String ir = translate(REPEATED);
        // The second edge goes through a new block, so the PHI has one input per predecessor.
        Matcher br = Pattern.compile("br i1 %0, label %(\\d+), label %(\\d+)").matcher(ir);
        assertTrue(br.find(), ir);
        String target = br.group(1);
        String forward = br.group(2);
        assertTrue(!target.equals(forward), ir);
        assertTrue(ir.contains("\n" + forward + ":"), ir);
        assertTrue(ir.contains("br label %" + target), ir);
        Matcher phi = Pattern.compile("phi i32 \\[ [^\\]]+ \\], \\[ [^\\]]+ \\]").matcher(ir);
        assertTrue(phi.find(), ir);
        assertTrue(phi.group().contains("%1, %3") && phi.group().contains(", %" + forward + " ]"), ir);
    }

    @Test
    void repeatedSuccessorExecutesBothWays() throws Throwable {
        try (ThreadSafeContext tsc = ThreadSafeContext.create(); LlJit jit = LlJit.create()) {
            DiagnosticEngine diags = new DiagnosticEngine();
            LlvmModule m = ModuleTranslation.translateModuleToLlvmIr(parse(REPEATED, diags), tsc.context(), diags);
            assertNotNull(m, () -> diags.collected().toString());
            jit.addModule(ThreadSafeModule.create(m, tsc));
            MethodHandle pick = Linker.nativeLinker().downcallHandle(jit.lookup("pick"), FunctionDescriptor.of(
                    ValueLayout.JAVA_INT, ValueLayout.JAVA_BOOLEAN, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
            assertEquals(7, (int) pick.invokeExact(true, 7, 9));
            assertEquals(9, (int) pick.invokeExact(false, 7, 9));
        }
    }

    @Test
    void loopBlocksAreEmittedDefinitionsFirstAndPhisConnectedLast() throws Throwable {
        // The loop body is written before the header; the back edge's value is defined after the PHI.
        String text = """
                llvm.func @sum(%n: i64) -> i64 {
                  %z = llvm.mlir.constant(0 : i64) : i64
                  llvm.br ^head(%z, %z : i64, i64)
                ^body(%i: i64, %acc: i64):
                  %one = llvm.mlir.constant(1 : i64) : i64
                  %acc2 = llvm.add %acc, %i : i64
                  %i2 = llvm.add %i, %one : i64
                  llvm.br ^head(%i2, %acc2 : i64, i64)
                ^head(%j: i64, %s: i64):
                  %c = llvm.icmp "slt" %j, %n : i64
                  llvm.cond_br %c, ^body(%j, %s : i64, i64), ^done
                ^done:
                  llvm.return %s : i64
                }
                """;
        try (ThreadSafeContext tsc = ThreadSafeContext.create(); LlJit jit = LlJit.create()) {
            DiagnosticEngine diags = new DiagnosticEngine();
            LlvmModule m = ModuleTranslation.translateModuleToLlvmIr(parse(text, diags), tsc.context(), diags);
            assertNotNull(m, () -> diags.collected().toString());
            jit.addModule(ThreadSafeModule.create(m, tsc));
            MethodHandle sum = Linker.nativeLinker().downcallHandle(jit.lookup("sum"),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
            assertEquals(4950L, (long) sum.invokeExact(100L));
            assertEquals(0L, (long) sum.invokeExact(0L));
        }
    }

    @Test
    void translationIsDeterministic() {
        String text = REPEATED + """
                llvm.mlir.global internal constant @g(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
                llvm.func @h(%p: !llvm.ptr) -> f32 {
                  %a = llvm.mlir.addressof @g : !llvm.ptr
                  %v = llvm.load %a : !llvm.ptr -> f32
                  %w = llvm.intr.fabs(%v) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
                  llvm.return %w : f32
                }
                """;
        String first = translate(text);
        assertEquals(first, translate(text));
    }

    @Test
    void unknownOperationIsALocatedError() {
        List<Diagnostic> d = failures("""
                llvm.func @f(%a: i32) -> i32 {
                  %0 = arith.addi %a, %a : i32
                  llvm.return %0 : i32
                }
                """);
        assertEquals(1, d.size(), d::toString);
        assertTrue(d.getFirst().message().contains("missing `LLVMTranslationDialectInterface` registration for "
                + "dialect for op: arith.addi"), d::toString);
        assertTrue(d.getFirst().location().toString().contains("line=2,"), () -> d.getFirst().location().toString());
    }

    @Test
    void llvmVerifierFailureIsReportedAtTheOperation() {
        // MLIR's verifier accepts duplicate switch cases; LLVM's does not.
        List<Diagnostic> d = failures("""
                llvm.func @f(%a: i32) {
                  llvm.switch %a : i32, ^bb1 [
                    1: ^bb1,
                    1: ^bb1
                  ]
                ^bb1:
                  llvm.return
                }
                """);
        assertEquals(1, d.size(), d::toString);
        assertTrue(d.getFirst().message().contains("LLVM IR fails to verify: Duplicate integer as switch case"),
                d::toString);
        assertTrue(d.getFirst().location().toString().contains("line=2,"), () -> d.getFirst().location().toString());
    }

    @Test
    void incompatibleFunctionAttributesFailAtTheFunction() {
        List<Diagnostic> d = failures("""
                llvm.func @f() attributes {passthrough = ["noinline", "alwaysinline"]} {
                  llvm.return
                }
                """);
        assertEquals(1, d.size(), d::toString);
        assertTrue(d.getFirst().message().contains("fails to verify"), d::toString);
        assertTrue(d.getFirst().location().toString().contains("line=1,"), () -> d.getFirst().location().toString());
    }

    @Test
    void untranslatableAttributeIsAnErrorNotDropped() {
        List<Diagnostic> d = failures("""
                llvm.func @f(%p: !llvm.ptr) -> i32 {
                  %v = llvm.load %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
                  llvm.return %v : i32
                }
                """);
        assertTrue(d.getFirst().message().contains("syncscope(\"agent\")"), d::toString);
    }

    @Test
    void invalidDataLayoutIsAnErrorNotAnAbort() {
        List<Diagnostic> d = failures("""
                module attributes {llvm.data_layout = "e-p:0:64-q7"} {
                  llvm.func @f() {
                    llvm.return
                  }
                }
                """);
        assertTrue(d.getFirst().message().contains("invalid data layout"), d::toString);
    }

    @Test
    void dataLayoutAndTripleAreHonoured() {
        String ir = translate("""
                module attributes {llvm.data_layout = "e-p:32:32-i64:64", llvm.target_triple = "i686-pc-linux-gnu"} {
                  llvm.func @f() {
                    llvm.return
                  }
                }
                """);
        assertTrue(ir.contains("target datalayout = \"e-p:32:32-i64:64\""), ir);
        assertTrue(ir.contains("target triple = \"i686-pc-linux-gnu\""), ir);
    }

    @Test
    void indexBitwidthComesFromTheDataLayout() {
        DiagnosticEngine diags = new DiagnosticEngine();
        assertEquals(32, LlvmDataLayout.indexBitwidth(parse(
                "module attributes {llvm.data_layout = \"e-p:32:32-i64:64\"} {}", diags)));
        assertEquals(64, LlvmDataLayout.indexBitwidth(parse("module {}", diags)));
        assertEquals(64, LlvmDataLayout.indexBitwidth(parse(
                "module attributes {llvm.target_triple = \"aarch64-unknown-linux-gnu\"} {}", diags)));
        assertThrows(IllegalArgumentException.class, () -> LlvmDataLayout.indexBitwidth(parse(
                "module attributes {llvm.data_layout = \"e-p:32:12\"} {}", diags)));
    }

    @Test
    void theIndexWidthWithoutLlvmIsThePointerSizeOfLlvmsDefaultLayout() {
        for (String triple : List.of("x86_64-unknown-linux-gnu", "i686-pc-linux-gnu", "x86_64-pc-linux-gnux32",
                "aarch64-unknown-linux-gnu", "aarch64-unknown-linux-gnu_ilp32", "arm64-apple-macosx14.0.0",
                "arm64_32-apple-watchos", "x86_64-apple-darwin", "i386-pc-windows-msvc")) {
            String layout = DataLayouts.defaultLayout(triple);
            try (LlvmTargetData data = LlvmTargetData.parse(layout)) {
                assertEquals(data.pointerSizeInBits(0), LlvmDataLayout.pointerSizeInBitsOfTriple(triple), triple);
                assertEquals(data.pointerSizeInBits(0), LlvmDataLayout.pointerSizeInBits(layout, 0), layout);
            }
        }
        assertEquals(16, LlvmDataLayout.pointerSizeInBits("e-p:16:16-p1:32:32", 0));
        assertEquals(32, LlvmDataLayout.pointerSizeInBits("e-p:16:16-p1:32:32", 1));
        assertEquals(64, LlvmDataLayout.pointerSizeInBits("e-p1:32:32", 0));
        assertThrows(IllegalArgumentException.class, () -> LlvmDataLayout.pointerSizeInBitsOfTriple("zz80-none"));
    }

    @Test
    void dataLayoutSyntaxAcceptsRealLayoutsAndRejectsBadOnes() {
        for (String good : List.of("", "e", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
                "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128", "E-p:32:32:32:32-a:0:64-Fi8-ni:1:2")) {
            assertNull(LlvmDataLayout.check(good), good);
        }
        for (String bad : List.of("x", "e-", "p:0:64", "i8:16", "i32:7", "p:64:64:32", "m:q", "ni:0", "S12")) {
            assertNotNull(LlvmDataLayout.check(bad), bad);
        }
    }

    @Test
    void aarch64ObjectFromTheCommandLine(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("f.mlir");
        Path out = dir.resolve("f.o");
        Files.writeString(in, "llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n");
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "translate",
                "--mlir-to-llvmir", in.toString(), "--emit=obj", "--target=aarch64-unknown-linux-gnu", "-o",
                out.toString());
        assertEquals(0, status, err::toString);
        byte[] elf = Files.readAllBytes(out);
        assertEquals(0x7f, elf[0]);
        assertEquals('E', elf[1]);
        assertEquals(183, ByteBuffer.wrap(elf, 18, 2).order(ByteOrder.LITTLE_ENDIAN).getShort());
    }

    @Test
    void commandLineErrorsAreLocated(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("bad.mlir");
        Files.writeString(in, "llvm.func @f() {\n  \"test.op\"() : () -> ()\n  llvm.return\n}\n");
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "translate",
                "--mlir-to-llvmir", "--allow-unregistered-dialect", in.toString());
        assertEquals(1, status);
        assertTrue(err.toString().contains(in + ":2:3: error: cannot be converted to LLVM IR"), err::toString);
    }
}

package dev.mlirj.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Host and cross target machines, data layouts, object and assembly emission. */
class LlvmTargetMachineTest {
    private static final int EM_X86_64 = 62;
    private static final int EM_AARCH64 = 183;

    @Test
    void theHostIsDescribedExactly() {
        try (LlvmTargetMachine tm = LlvmTargetMachine.host(OptLevel.O3)) {
            assertFalse(tm.cpu().isEmpty());
            assertFalse(tm.features().isEmpty());
            assertEquals(LlvmTargetMachine.hostTriple(), tm.triple());
            try (LlvmTargetData data = LlvmTargetData.parse(tm.dataLayout())) {
                assertEquals(64, data.pointerSizeInBits(0), "x86-64 and AArch64 hosts have 64-bit pointers");
            }
        }
    }

    @Test
    void theIndexWidthFollowsTheDataLayout() {
        try (LlvmTargetData data = LlvmTargetData.parse("e-m:e-p:32:32-i64:64-n32-S128");
             LlvmContext context = LlvmContext.create()) {
            assertEquals(32, data.pointerSizeInBits(0));
            assertEquals(8, data.abiSize(context.i64()));
            assertEquals(8, data.abiAlignment(context.f64()));
        }
    }

    @Test
    void anAArch64ObjectIsProducedOnAnyHost() {
        assertObjectFor("aarch64-unknown-linux-gnu", EM_AARCH64);
        assertObjectFor("x86_64-unknown-linux-gnu", EM_X86_64);
    }

    private static void assertObjectFor(String triple, int machine) {
        try (LlvmTargetMachine tm = LlvmTargetMachine.create(triple, "", "", OptLevel.O2,
                LlvmTargetMachine.RelocMode.PIC, LlvmTargetMachine.CodeModel.DEFAULT);
             LlvmContext context = LlvmContext.create(); LlvmModule module = TestModules.scale(context)) {
            tm.configure(module);
            module.verify();
            byte[] object = tm.emit(module, LlvmTargetMachine.FileType.OBJECT);
            assertEquals("\u007fELF", new String(object, 0, 4, StandardCharsets.ISO_8859_1));
            assertEquals(machine, ByteBuffer.wrap(object).order(ByteOrder.LITTLE_ENDIAN).getShort(18));
            String assembly = new String(tm.emit(module, LlvmTargetMachine.FileType.ASSEMBLY), StandardCharsets.UTF_8);
            assertTrue(assembly.contains("scale:"), assembly);
        }
    }

    @Test
    void anUnknownTripleIsAnLlvmError() {
        LlvmException e = assertThrows(LlvmException.class, () -> LlvmTargetMachine.create("nonsense-arch-os", "",
                "", OptLevel.O0, LlvmTargetMachine.RelocMode.DEFAULT, LlvmTargetMachine.CodeModel.DEFAULT));
        assertTrue(e.getMessage().contains("nonsense-arch-os"), e.getMessage());
        assertFalse(e.llvmMessage().isEmpty());
    }

    @Test
    void aBadPipelineIsAnLlvmError() {
        try (LlvmContext context = LlvmContext.create(); LlvmModule module = TestModules.add(context);
             LlvmTargetMachine tm = LlvmTargetMachine.host(OptLevel.O2);
             LlvmPassBuilderOptions options = LlvmPassBuilderOptions.create()) {
            LlvmException e = assertThrows(LlvmException.class, () -> module.runPasses("no-such-pass", tm, options));
            assertTrue(e.llvmMessage().contains("no-such-pass"), e.getMessage());
        }
    }

    @Test
    void llvmIrTextParsesAndBadTextIsLocated() {
        try (LlvmContext context = LlvmContext.create()) {
            try (LlvmModule module = LlvmModule.parseIr(context, "define i32 @f() {\n  ret i32 7\n}\n", "ok.ll")) {
                assertTrue(module.function("f").isPresent());
                assertTrue(module.bitcode().length > 0);
            }
            LlvmException e = assertThrows(LlvmException.class,
                    () -> LlvmModule.parseIr(context, "define i32 @f() {\n  ret i64 7\n}\n", "bad.ll"));
            assertTrue(e.llvmMessage().startsWith("bad.ll:2:"), e.llvmMessage());
        }
    }
}

package dev.mlirj.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Who owns what: transfers kill the giver, closes are idempotent, dead handles throw before native calls. */
class OwnershipTest {

    @Test
    void aModuleHandedToAThreadSafeModuleIsDead() {
        try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
            LlvmModule module = TestModules.add(tsc.context());
            LlvmValue add = module.function("add").orElseThrow();
            try (ThreadSafeModule tsm = ThreadSafeModule.create(module, tsc)) {
                assertFalse(module.isAlive());
                IllegalStateException e = assertThrows(IllegalStateException.class, module::print);
                assertTrue(e.getMessage().contains("handed over to a ThreadSafeModule"), e.getMessage());
                assertThrows(IllegalStateException.class, add::name);
                module.close(); // harmless: the ThreadSafeModule owns it now
                assertTrue(tsm.isAlive());
            }
        }
    }

    @Test
    void aThreadSafeModuleHandedToTheJitIsDead() {
        try (LlJit jit = LlJit.create(); ThreadSafeContext tsc = ThreadSafeContext.create()) {
            ThreadSafeModule tsm = ThreadSafeModule.create(TestModules.add(tsc.context()), tsc);
            jit.addModule(tsm);
            assertFalse(tsm.isAlive());
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> jit.addModule(tsm));
            assertTrue(e.getMessage().contains("handed over to an LLJIT"), e.getMessage());
        }
    }

    @Test
    void aModuleFromAnotherContextIsRefused() {
        try (ThreadSafeContext a = ThreadSafeContext.create(); ThreadSafeContext b = ThreadSafeContext.create();
             LlvmContext plain = LlvmContext.create()) {
            LlvmModule inA = a.context().createModule("m");
            assertThrows(IllegalArgumentException.class, () -> ThreadSafeModule.create(inA, b));
            assertTrue(inA.isAlive(), "a refused transfer leaves the module with its owner");
            LlvmModule inPlain = plain.createModule("p");
            assertThrows(IllegalArgumentException.class, () -> ThreadSafeModule.create(inPlain, a));
            inA.close();
            inPlain.close();
        }
    }

    @Test
    void aTargetMachineHandedToAJitIsDead() {
        LlvmTargetMachine tm = LlvmTargetMachine.host(OptLevel.O1);
        try (LlJit jit = LlJit.create(tm)) {
            assertFalse(tm.isAlive());
            assertThrows(IllegalStateException.class, tm::dataLayout);
            assertFalse(jit.triple().isEmpty());
        }
        tm.close();
    }

    @Test
    void closingTwiceIsHarmlessAndUseAfterCloseThrows() {
        LlvmContext context = LlvmContext.create();
        LlvmModule module = context.createModule("m");
        LlvmType i64 = context.i64();
        module.close();
        module.close();
        assertThrows(IllegalStateException.class, () -> module.addFunction("f", context.function(i64, List.of(), false)));
        context.close();
        context.close();
        IllegalStateException e = assertThrows(IllegalStateException.class, context::i32);
        assertTrue(e.getMessage().contains("is closed"), e.getMessage());
        assertThrows(IllegalStateException.class, i64::kind);
        assertEquals("LlvmType (context closed)", i64.toString());
    }

    @Test
    void closingAContextKillsItsModulesWithoutDoubleFree() {
        LlvmContext context = LlvmContext.create();
        LlvmModule module = TestModules.add(context);
        LlvmValue add = module.function("add").orElseThrow();
        context.close();
        assertFalse(module.isAlive());
        assertThrows(IllegalStateException.class, add::type);
        module.close(); // LLVM freed it with the context; this must not free it again
    }

    @Test
    void aBorrowedContextCannotBeClosedAndDiesWithItsOwner() {
        ThreadSafeContext tsc = ThreadSafeContext.create();
        LlvmContext borrowed = tsc.context();
        assertThrows(IllegalStateException.class, borrowed::close);
        assertTrue(borrowed.isAlive());
        tsc.close();
        assertFalse(borrowed.isAlive());
        assertThrows(IllegalStateException.class, borrowed::i64);
        assertThrows(IllegalStateException.class, tsc::context);
    }

    @Test
    void anUnpositionedBuilderSaysSo() {
        try (LlvmContext context = LlvmContext.create(); LlvmBuilder b = context.createBuilder()) {
            IllegalStateException e = assertThrows(IllegalStateException.class, b::retVoid);
            assertTrue(e.getMessage().contains("position"), e.getMessage());
        }
    }

    @Test
    void valuesPrintAndNameThemselves() {
        try (LlvmContext context = LlvmContext.create(); LlvmModule module = TestModules.add(context)) {
            LlvmValue add = module.function("add").orElseThrow();
            assertEquals("add", add.name());
            assertTrue(add.toString().contains("define i64 @add(i64 %0, i64 %1)"), add.toString());
            assertEquals(TypeKind.FUNCTION, add.globalValueType().kind());
            assertEquals(2, add.globalValueType().paramCount());
            assertEquals("i64", add.globalValueType().returnType().toString());
            assertEquals(List.of(add), module.functions());
            assertThrows(IndexOutOfBoundsException.class, () -> add.param(2));
            assertTrue(module.print().contains("%sum = add i64 %0, %1"), module.print());
        }
    }
}

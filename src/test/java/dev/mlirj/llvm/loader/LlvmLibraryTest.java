package dev.mlirj.llvm.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.llvm.c.LlvmCSymbols;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The loaded library: LLVM 17, every bound symbol present, clear errors for what is not. */
class LlvmLibraryTest {

    @Test
    void loadsLlvm17() {
        LlvmLibrary.load();
        assertEquals(17, LlvmLibrary.version().major());
        assertTrue(Files.isRegularFile(LlvmLibrary.path()), LlvmLibrary.path().toString());
        assertTrue(LlvmLibrary.origin().startsWith("class path resource")
                || LlvmLibrary.origin().startsWith("system") || LlvmLibrary.origin().startsWith("environment"),
                LlvmLibrary.origin());
    }

    @Test
    void everyBoundFunctionExistsInTheLibrary() {
        assertTrue(LlvmCSymbols.FUNCTIONS.size() > 300, "the index lists the bound functions");
        for (String name : LlvmCSymbols.FUNCTIONS) {
            MemorySegment address = LlvmLibrary.symbol(name);
            assertTrue(address.address() != 0, name);
        }
    }

    @Test
    void aMissingSymbolIsNamed() {
        LlvmLoadException e = assertThrows(LlvmLoadException.class, () -> LlvmLibrary.symbol("LLVMNoSuchFunction"));
        assertTrue(e.getMessage().contains("LLVMNoSuchFunction"), e.getMessage());
    }

    @Test
    void anotherMajorVersionIsRefusedWithWhatToDo() {
        LlvmLoadException e = assertThrows(LlvmLoadException.class,
                () -> LlvmLibrary.checkVersion(new LlvmVersion(18, 1, 8), Path.of("/opt/libLLVM.so")));
        assertTrue(e.getMessage().contains("/opt/libLLVM.so is LLVM 18.1.8, but mlirj needs LLVM 17"), e.getMessage());
        assertTrue(e.getMessage().contains("-Dmlirj.llvm.library"), e.getMessage());
        LlvmLibrary.checkVersion(new LlvmVersion(17, 0, 6), Path.of("x"));
    }
}

package dev.mlirj.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The LLVM corpus inputs, parsed from their custom form, verified by the ops' own verifiers and printed in
 * generic form, give what {@code mlir-opt --mlir-print-op-generic} 19 printed: so the custom parsers store the
 * same properties, defaults included, as MLIR's. ({@code llvm-lowered.mlir} also needs func and arith.)
 */
class LlvmCorpusTest {
    private static final Path INPUTS = Path.of("src/test/resources/compat/input");
    private static final Path GENERIC = Path.of("src/test/resources/compat/mlir19-generic");

    @TestFactory
    Stream<DynamicTest> customFormParsesToMlirsGenericForm() throws IOException {
        try (Stream<Path> files = Files.list(INPUTS)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("llvm-") && !n.equals("llvm-lowered.mlir")).sorted().toList().stream()
                    .map(name -> DynamicTest.dynamicTest(name, () -> {
                        LlvmTesting.Result r = LlvmTesting.parseAndVerify(Files.readString(INPUTS.resolve(name)));
                        assertNull(r.error(), r.error());
                        assertEquals(Files.readString(GENERIC.resolve(name)), r.print(true) + "\n");
                    }));
        }
    }

    @TestFactory
    Stream<DynamicTest> mlirsGenericFormRoundTripsWithTheDialectLoaded() throws IOException {
        try (Stream<Path> files = Files.list(GENERIC)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("llvm-")).sorted().toList()
                    .stream().map(name -> DynamicTest.dynamicTest(name, () -> {
                        String text = Files.readString(GENERIC.resolve(name));
                        LlvmTesting.Result r = LlvmTesting.parseAndVerify(text, true);
                        assertNull(r.error(), r.error());
                        assertEquals(text, r.print(true) + "\n");
                    }));
        }
    }

    @Test
    void legacyNullIsZero() {
        LlvmTesting.Result r = LlvmTesting.parseAndVerify("llvm.func @f() -> !llvm.ptr {\n"
                + "  %0 = llvm.mlir.null : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}\n");
        assertNull(r.error());
        assertEquals("module {\n  llvm.func @f() -> !llvm.ptr {\n    %0 = llvm.mlir.zero : !llvm.ptr\n"
                + "    llvm.return %0 : !llvm.ptr\n  }\n}\n", r.print(false));
    }

    @Test
    void opsInsideLlvmFuncKeepTheirPrefix() {
        String error = LlvmTesting.parseAndVerify(
                "llvm.func @f(%a: i32) -> i32 {\n  %0 = add %a, %a : i32\n  llvm.return %0 : i32\n}\n").error();
        assertTrue(error.startsWith("2:8: error: custom op 'add' is unknown"), error);
    }
}

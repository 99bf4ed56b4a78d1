package dev.mlirj.dialect.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.dialect.DialectTesting;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The memref golden input {@code golden/memref/ops.mlir} printed byte for byte as mlir-opt 19 prints it, in custom
 * ({@code ops.mlir.out}) and generic ({@code ops.mlir.generic.out}) form — both files are mlir-opt 19's output, made
 * by {@code scripts/memref-golden-out.sh} — and each printed form parsed again prints the same (a round trip).
 */
class MemRefRoundTripTest {
    private static final Path DIR = Path.of("src/test/resources/golden/memref");

    /** What {@code mlirj opt} writes: the printed module and, as mlir-opt, an empty line. */
    private static String opt(String text, boolean generic) {
        return DialectTesting.print(text, generic) + "\n";
    }

    private static String read(String name) throws IOException {
        return Files.readString(DIR.resolve(name));
    }

    @Test
    void customFormMatchesMlirOpt19() throws IOException {
        assertEquals(read("ops.mlir.out"), opt(read("ops.mlir"), false));
    }

    @Test
    void genericFormMatchesMlirOpt19() throws IOException {
        assertEquals(read("ops.mlir.generic.out"), opt(read("ops.mlir"), true));
    }

    @Test
    void printedFormsParseBackToTheSameIr() throws IOException {
        String custom = read("ops.mlir.out");
        assertEquals(custom, opt(custom, false));
        assertEquals(custom, opt(read("ops.mlir.generic.out"), false));
        // (The custom form drops an explicit 'nontemporal = false', so only the generic form round-trips it.)
        assertEquals(read("ops.mlir.generic.out"), opt(read("ops.mlir.generic.out"), true));
    }

    @Test
    void goldenInputVerifies() throws IOException {
        assertEquals("", DialectTesting.verify(read("ops.mlir")));
    }
}

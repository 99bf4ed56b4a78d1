package dev.mlirj.dialect.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mlirj.dialect.DialectTesting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each memref golden input {@code golden/memref/NAME.mlir} that has a {@code NAME.mlir.out} next to it, printed byte
 * for byte as mlir-opt 19 prints it, in custom ({@code NAME.mlir.out}) and generic ({@code NAME.mlir.generic.out})
 * form — both files are mlir-opt 19's output, made by {@code scripts/memref-golden-out.sh} — and each printed form
 * parsed again prints the same (a round trip), and the input verifies.
 */
class MemRefRoundTripTest {
    private static final Path DIR = Path.of("src/test/resources/golden/memref");

    /** What {@code mlirj opt} writes: the printed module and, as mlir-opt, an empty line. */
    private static String opt(String text, boolean generic) {
        return DialectTesting.print(text, generic) + "\n";
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @TestFactory
    Stream<DynamicTest> goldenInputsPrintAsMlirOpt19() throws IOException {
        List<Path> outs;
        try (Stream<Path> s = Files.list(DIR)) {
            outs = s.filter(p -> p.toString().endsWith(".mlir.out")).sorted().toList();
        }
        assertFalse(outs.isEmpty(), "no golden outputs in " + DIR);
        return outs.stream().flatMap(out -> {
            String name = out.getFileName().toString().replace(".mlir.out", "");
            Path input = DIR.resolve(name + ".mlir");
            Path genericOut = DIR.resolve(name + ".mlir.generic.out");
            return Stream.of(
                    DynamicTest.dynamicTest(name + ": custom form", () ->
                            assertEquals(read(out), opt(read(input), false))),
                    DynamicTest.dynamicTest(name + ": generic form", () ->
                            assertEquals(read(genericOut), opt(read(input), true))),
                    DynamicTest.dynamicTest(name + ": printed forms parse back to the same IR", () -> {
                        String custom = read(out);
                        assertEquals(custom, opt(custom, false));
                        assertEquals(custom, opt(read(genericOut), false));
                        // (The custom form drops an explicit 'nontemporal = false', so only the generic form
                        // round-trips it.)
                        assertEquals(read(genericOut), opt(read(genericOut), true));
                    }),
                    DynamicTest.dynamicTest(name + ": verifies", () ->
                            assertEquals("", DialectTesting.verify(read(input)))));
        });
    }
}

package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Printer and parser are inverses over every {@code .mlir} file in the tests: for each chunk, the custom form
 * printed from it parses and verifies again and prints the same text; the generic form does too, and the IR it
 * parses to prints the same custom form (so the generic form loses nothing). Files made to fail (those checked
 * with {@code --verify-diagnostics}, and {@code invalid.mlir} tables) are left out.
 */
class RoundTripTest {
    private static final Path RESOURCES = Path.of("src/test/resources");

    @TestFactory
    Stream<DynamicTest> everyTestFileRoundTrips() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(RESOURCES)) {
            files = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
        assertTrue(files.size() > 100, "expected the whole test corpus, found " + files.size());
        return files.stream().filter(RoundTripTest::meantToBeValid)
                .map(file -> DynamicTest.dynamicTest(RESOURCES.relativize(file).toString(), () -> check(file)));
    }

    private static boolean meantToBeValid(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return !file.getFileName().toString().equals("invalid.mlir") && !text.contains("--verify-diagnostics");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void check(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String[] chunks = text.split("(?m)^// -----\n", -1);
        int checked = 0;
        for (String chunk : chunks) {
            Mlir.Parsed first = Mlir.parse(file.toString(), chunk, true);
            assertEquals(null, first.error());
            String pretty = AsmPrinter.print(first.module(), first.context(), AsmPrinter.Options.DEFAULT);
            String generic = AsmPrinter.print(first.module(), first.context(), new AsmPrinter.Options(true, false));
            Mlir.Parsed again = Mlir.parse("pretty", pretty, true);
            assertEquals(null, again.error(), pretty);
            assertEquals(pretty, AsmPrinter.print(again.module(), again.context(), AsmPrinter.Options.DEFAULT));
            Mlir.Parsed fromGeneric = Mlir.parse("generic", generic, true);
            assertEquals(null, fromGeneric.error(), generic);
            assertEquals(generic, AsmPrinter.print(fromGeneric.module(), fromGeneric.context(),
                    new AsmPrinter.Options(true, false)));
            assertEquals(pretty, AsmPrinter.print(fromGeneric.module(), fromGeneric.context(),
                    AsmPrinter.Options.DEFAULT));
            checked++;
        }
        assertFalse(checked == 0 && !text.isBlank(), "nothing in " + file + " was checked");
    }
}

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
 * Printer and parser are inverses over every {@code .mlir} file of the project ({@code src/test/resources} and
 * {@code examples}): each {@code // -----} chunk that parses and verifies prints, in custom and generic form, with
 * and without debug info, text that parses and verifies again and prints the same ({@link RoundTripLaw}); and the
 * generic form loses nothing: the IR it reads back prints the same custom form. Chunks made to fail (in files
 * checked with {@code --verify-diagnostics}, and {@code invalid.mlir} tables) are checked when they happen to be
 * valid; every other chunk must be.
 */
class RoundTripTest {
    private static final List<Path> ROOTS = List.of(Path.of("src/test/resources"), Path.of("examples"));

    @TestFactory
    Stream<DynamicTest> everyFileRoundTrips() throws IOException {
        List<Path> files = new java.util.ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> s = Files.walk(root)) {
                s.filter(p -> p.toString().endsWith(".mlir")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() > 100, "expected the whole test corpus, found " + files.size());
        return files.stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check(file)));
    }

    private static void check(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        boolean meantToBeValid = !file.getFileName().toString().equals("invalid.mlir")
                && !text.contains("--verify-diagnostics");
        String[] chunks = text.split("(?m)^// -----\n", -1);
        int checked = 0;
        for (String chunk : chunks) {
            Mlir.Parsed first = Mlir.parse(file.toString(), chunk, true);
            if (!meantToBeValid && first.error() != null) {
                continue;
            }
            assertEquals(null, first.error());
            assertEquals(null, RoundTripLaw.check(first.module(), first.context()));
            String pretty = AsmPrinter.print(first.module(), first.context(), AsmPrinter.Options.DEFAULT);
            String generic = AsmPrinter.print(first.module(), first.context(), new AsmPrinter.Options(true, false));
            Mlir.Parsed fromGeneric = Mlir.parse("generic", generic, true);
            assertEquals(null, fromGeneric.error(), generic);
            assertEquals(pretty, AsmPrinter.print(fromGeneric.module(), fromGeneric.context(),
                    AsmPrinter.Options.DEFAULT));
            checked++;
        }
        assertFalse(meantToBeValid && checked == 0 && !text.isBlank(), "nothing in " + file + " was checked");
    }
}

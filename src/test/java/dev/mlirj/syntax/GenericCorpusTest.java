package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file real {@code mlir-opt} 19 printed in generic form ({@code src/test/resources/compat/mlir19-generic},
 * made by {@code scripts/mlir19-corpus.sh}) parses and prints back byte for byte: value numbering, block
 * labels, predecessor comments, properties, attributes, float formatting, with every mlirj dialect loaded and
 * the verifier passing. Files that need a feature mlirj does
 * not have yet are listed in {@link #PENDING} with the error they must fail with, so the list can only shrink.
 */
class GenericCorpusTest {
    private static final Path CORPUS = Path.of("src/test/resources/compat/mlir19-generic");

    /** Corpus files that cannot round-trip yet, and the error each must stop at. */
    static final Map<String, String> PENDING = Map.of();

    static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> genericOutputOfMlirOpt19RoundTripsExactly() throws IOException {
        return files(CORPUS).stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            String pending = PENDING.get(file.getFileName().toString());
            if (pending != null) {
                AssertionError e = assertThrows(AssertionError.class,
                        () -> Mlir.roundTrip(file.toString(), text, new AsmPrinter.Options(true, false)));
                assertTrue(e.getMessage().contains(pending), e.getMessage());
                return;
            }
            assertEquals(text, Mlir.roundTrip(file.toString(), text, new AsmPrinter.Options(true, false)));
        }));
    }

    @Test
    void theCorpusIsThere() throws IOException {
        assertTrue(files(CORPUS).size() >= 36, "the generic corpus should have every input's output");
        for (String pending : PENDING.keySet()) {
            assertTrue(Files.exists(CORPUS.resolve(pending)), pending + " is listed as pending but does not exist");
        }
    }
}

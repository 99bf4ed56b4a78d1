package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file real {@code mlir-opt} 19 printed in generic form ({@code src/test/resources/compat/mlir19-generic},
 * made by {@code scripts/mlir19-corpus.sh}) parses and prints back byte for byte: value numbering, block
 * labels, predecessor comments, properties, attributes, float formatting, with every mlirj dialect loaded and
 * the verifier passing.
 */
class GenericCorpusTest {
    private static final Path CORPUS = Path.of("src/test/resources/compat/mlir19-generic");

    static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> genericOutputOfMlirOpt19RoundTripsExactly() throws IOException {
        return files(CORPUS).stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            assertEquals(text, Mlir.roundTrip(file.toString(), text, new AsmPrinter.Options(true, false)));
        }));
    }

    @Test
    void theCorpusIsThere() throws IOException {
        assertTrue(files(CORPUS).size() >= 36, "the generic corpus should have every input's output");
    }
}

package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Affine maps, integer sets and memref map layouts parse, simplify and print as mlir-opt 19 does: every line of
 * {@code src/test/resources/syntax/affine/cases.tsv} (made by {@code scripts/syntax-expected.sh affine} from
 * {@code inputs.txt}) gives an input and what mlir-opt printed for it, or the error it reported and where.
 */
class AffineSyntaxTest {
    private static final Path CASES = Path.of("src/test/resources/syntax/affine/cases.tsv");
    private static final String PREFIX = "\"test.op\"() {a = ";
    private static final String SUFFIX = "} : () -> ()";
    private static final Pattern ERROR = Pattern.compile("^test:1:(\\d+): error: (.*)$", Pattern.MULTILINE);

    private record Case(String input, String expected) {
    }

    private static List<Case> cases() throws IOException {
        return Files.readAllLines(CASES, StandardCharsets.UTF_8).stream().map(line -> {
            int tab = line.indexOf('\t');
            return new Case(line.substring(0, tab), line.substring(tab + 1));
        }).toList();
    }

    /** What mlirj makes of {@code input} in the same form as the expected column. */
    static String outcome(String input) {
        Mlir.Parsed parsed = Mlir.parse("test", PREFIX + input + SUFFIX, true);
        if (parsed.error() != null) {
            Matcher m = ERROR.matcher(parsed.error());
            assertTrue(m.find(), parsed.error());
            return "error@" + (Integer.parseInt(m.group(1)) - PREFIX.length()) + ": " + m.group(2);
        }
        Operation op = parsed.module().region(0).blocks().getFirst().firstOp();
        Attribute a = op.attributes().get("a");
        assertNotNull(a);
        return AttributePrinter.toString(a);
    }

    @TestFactory
    Stream<DynamicTest> printsAndReportsAsMlirOpt19() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.input(),
                () -> assertEquals(c.expected(), outcome(c.input()))));
    }

    @Test
    void theTableCoversSimplificationsPrintingAndErrors() throws IOException {
        List<Case> all = cases();
        assertTrue(all.size() >= 90, "cases.tsv should hold every input of inputs.txt");
        assertTrue(all.stream().filter(c -> c.expected().startsWith("error@")).count() >= 30);
        assertTrue(all.stream().anyMatch(c -> c.expected().startsWith("affine_set<")));
        assertTrue(all.stream().anyMatch(c -> c.expected().startsWith("memref<")));
    }
}

package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.FloatSemantics;
import dev.mlirj.ir.FloatType;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The 8-bit float types and {@code tf32}: float attributes and dense elements of them parse, round and print as
 * mlir-opt 19 does. Every line of {@code src/test/resources/syntax/float8/cases.tsv} (made by
 * {@code scripts/syntax-expected.sh float8} from {@code inputs.txt}) gives an input and what mlir-opt printed for it, or
 * the error it reported and where.
 */
class Float8SyntaxTest {
    private static final Path CASES = Path.of("src/test/resources/syntax/float8/cases.tsv");

    private record Case(String input, String expected) {
    }

    private static List<Case> cases() throws IOException {
        return Files.readAllLines(CASES, StandardCharsets.UTF_8).stream().map(line -> {
            int tab = line.indexOf('\t');
            return new Case(line.substring(0, tab), line.substring(tab + 1));
        }).toList();
    }

    @TestFactory
    Stream<DynamicTest> printsAndReportsAsMlirOpt19() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.input(),
                () -> assertEquals(c.expected(), AffineSyntaxTest.outcome(c.input()))));
    }

    @Test
    void theTableCoversEveryFormatItsSpecialValuesAndErrors() throws IOException {
        List<Case> all = cases();
        assertTrue(all.size() >= 400, "cases.tsv should hold every input of inputs.txt");
        for (FloatType.Kind k : FloatType.Kind.values()) {
            String name = new FloatType(k).toString();
            if (name.startsWith("f8E")) {
                assertTrue(all.stream().anyMatch(c -> c.input().endsWith(" : " + name)
                        && c.expected().startsWith("0x")), name + " needs a NaN case");
            }
        }
        assertTrue(all.stream().filter(c -> c.expected().startsWith("error@")).count() >= 20);
    }

    @Test
    void finiteOnlyFormatsOverflowToNaNAndHaveTheirOwnLargestValues() {
        FloatSemantics fn = new FloatType(FloatType.Kind.F8E4M3FN).semantics();
        assertEquals(BigInteger.valueOf(0x7E), fn.fromDecimal("448"));
        assertEquals(BigInteger.valueOf(0x7F), fn.fromDecimal("1e6"));
        assertEquals(BigInteger.valueOf(0xFF), fn.fromDecimal("-1e6"));
        assertEquals(FloatSemantics.Category.FINITE, fn.category(BigInteger.valueOf(0x78)));
        FloatSemantics b11 = new FloatType(FloatType.Kind.F8E4M3B11FNUZ).semantics();
        assertEquals(BigInteger.valueOf(0x7F), b11.fromDecimal("30"));
        assertEquals(BigInteger.valueOf(0x80), b11.fromDecimal("31"));
        assertEquals(BigInteger.ZERO, b11.fromDecimal("-0.0"));
        assertEquals(FloatSemantics.Category.NAN, b11.category(BigInteger.valueOf(0x80)));
        assertEquals(BigInteger.valueOf(0x7C), new FloatType(FloatType.Kind.F8E5M2).semantics().fromDecimal("1e6"));
    }

    @Test
    void keywordsAreCaseSensitiveAndOnlyMlir19sFormatsExist() {
        assertEquals(FloatType.Kind.F8E4M3B11FNUZ, FloatType.Kind.fromKeyword("f8E4M3B11FNUZ"));
        assertNull(FloatType.Kind.fromKeyword("f8e4m3fn"));
        assertNull(FloatType.Kind.fromKeyword("f8E3M4"));
    }
}

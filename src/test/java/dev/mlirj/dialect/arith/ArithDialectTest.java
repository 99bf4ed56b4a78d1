package dev.mlirj.dialect.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The arith dialect against mlir-opt 19, one golden file per op group in {@code src/test/resources/arith}: each
 * {@code X.mlir} prints as mlir-opt printed it ({@code X.pretty}, {@code X.generic}), both outputs read back to
 * the same IR, and every case of {@code invalid.mlir} fails with the first error mlir-opt reported, on its line.
 */
class ArithDialectTest {
    private static final Path DIR = Path.of("src/test/resources/arith");
    private static final List<String> GROUPS = List.of("integer", "float", "casts", "cmpselect", "constants");

    @TestFactory
    Stream<DynamicTest> eachGroupPrintsAsMlirOpt19() {
        return GROUPS.stream().map(group -> DynamicTest.dynamicTest(group, () -> {
            String input = Files.readString(DIR.resolve(group + ".mlir"));
            String pretty = Files.readString(DIR.resolve(group + ".pretty"));
            String generic = Files.readString(DIR.resolve(group + ".generic"));
            assertEquals(pretty, ArithTesting.print(input, false));
            assertEquals(generic, ArithTesting.print(input, true));
            assertEquals(pretty, ArithTesting.print(pretty, false), "the custom form reads back");
            assertEquals(pretty, ArithTesting.print(generic, false), "the generic form reads back");
            assertEquals(generic, ArithTesting.print(generic, true));
            assertNull(ArithTesting.firstError(input), "valid IR verifies");
        }));
    }

    @TestFactory
    Stream<DynamicTest> mlirOpt19sGenericCorpusReadsBackWithArithLoaded() {
        Path compat = Path.of("src/test/resources/compat");
        return Stream.of("arith-casts", "arith-cmp", "arith-constants", "arith-float", "arith-integer",
                "arith-vector", "builtin-dense").map(name -> DynamicTest.dynamicTest(name, () -> {
                    String generic = Files.readString(compat.resolve("mlir19-generic/" + name + ".mlir"));
                    assertEquals(generic, ArithTesting.print(generic, true));
                    assertEquals(Files.readString(compat.resolve("mlir19/" + name + ".mlir")),
                            ArithTesting.print(generic, false));
                    assertNull(ArithTesting.firstError(generic));
                }));
    }

    private static final Pattern EXPECTED = Pattern.compile("// expected-error@\\+1 \\{\\{(.*)}}");

    @TestFactory
    Stream<DynamicTest> invalidIrFailsWithMlirOpt19sFirstError() throws IOException {
        String[] chunks = Files.readString(DIR.resolve("invalid.mlir")).split("(?m)^// -----\n");
        List<DynamicTest> tests = new ArrayList<>();
        for (String chunk : chunks) {
            String[] lines = chunk.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher m = EXPECTED.matcher(lines[i]);
                if (m.matches()) {
                    String expected = (i + 2) + ": " + m.group(1);
                    tests.add(DynamicTest.dynamicTest(lines[i + 1], () ->
                            assertEquals(expected, ArithTesting.firstError(chunk))));
                }
            }
        }
        assertTrue(tests.size() > 60, "every case has its expectation");
        return tests.stream();
    }

    @Test
    void flagAttributesPrintInMlirsCanonicalOrder() {
        assertEquals("nsw, nuw", new IntegerOverflowFlagsAttr(IntegerOverflowFlagsAttr.NSW
                | IntegerOverflowFlagsAttr.NUW).keywords());
        assertEquals("none", IntegerOverflowFlagsAttr.NONE.keywords());
        assertEquals("fast", new FastMathFlagsAttr(FastMathFlagsAttr.FAST).keywords());
        assertEquals("nnan,contract", new FastMathFlagsAttr(FastMathFlagsAttr.CONTRACT | FastMathFlagsAttr.NNAN)
                .keywords());
        assertEquals("none", FastMathFlagsAttr.NONE.keywords());
    }

    @Test
    void constantNamesFollowTheValue() {
        // What mlir-opt 19 names these constants.
        assertEquals("""
                module {
                  %c-2_i3 = arith.constant -2 : i3
                  %c127_i8 = arith.constant 127 : i8
                  %c-5 = arith.constant -5 : index
                  %true = arith.constant true
                  %cst = arith.constant dense<1> : vector<2xi32>
                  %cst_0 = arith.constant 1.000000e+00 : f32
                  %c-5_1 = arith.constant -5 : index
                }

                """, ArithTesting.print("""
                %0 = arith.constant 6 : i3
                %1 = arith.constant 127 : i8
                %2 = arith.constant -5 : index
                %3 = arith.constant 1 : i1
                %4 = arith.constant dense<1> : vector<2xi32>
                %5 = arith.constant 1.0 : f32
                %6 = arith.constant -5 : index
                """, false));
    }
}

package dev.mlirj.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.testing.FileCheck.BadCheckFile;
import dev.mlirj.testing.FileCheck.Result;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** {@link FileCheck}: LLVM FileCheck's directives, pattern syntax, matching rules and diagnostics. */
class FileCheckTest {
    private static final String ADD_CHECKS = """
            // RUN: mlir-opt %s | FileCheck %s
            // CHECK-LABEL: func.func @add
            // CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
            // CHECK: %[[R:.*]] = arith.addi %[[A]], %[[B]] : i32
            // CHECK-NEXT: return %[[R]]
            """;

    private static final String ADD_OUTPUT = """
            module {
              func.func @add(%arg0: i32, %arg1: i32) -> i32 {
                %0 = arith.addi %arg0, %arg1 : i32
                return %0 : i32
              }
            }
            """;

    private static Result run(String checks, String input) {
        return FileCheck.parse(checks, "test.mlir").check(input, "out.mlir");
    }

    private static void passes(String checks, String input) {
        Result r = run(checks, input);
        assertTrue(r.passed(), r.report());
        assertEquals("", r.report());
    }

    private static String fails(String checks, String input) {
        Result r = run(checks, input);
        assertFalse(r.passed(), "expected a failure");
        assertFalse(r.report().isEmpty());
        return r.report();
    }

    private static void assertContains(String report, String... parts) {
        for (String part : parts) {
            assertTrue(report.contains(part), () -> "missing <" + part + "> in:\n" + report);
        }
    }

    private static BadCheckFile bad(String checks) {
        return assertThrows(BadCheckFile.class, () -> FileCheck.parse(checks, "test.mlir"));
    }

    private static void assertBad(String checks, int line, int column, String message) {
        BadCheckFile e = bad(checks);
        assertEquals("test.mlir", e.fileName());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
        assertContains(e.getMessage(), "test.mlir:" + line + ":" + column + ": error: " + message);
    }

    @Nested
    class RealisticMlir {
        @Test
        void theAddFunctionPasses() {
            FileCheck fc = FileCheck.parse(ADD_CHECKS, "add.mlir");
            assertEquals(4, fc.directiveCount());
            Result r = fc.check(ADD_OUTPUT, "<stdin>");
            assertEquals(new Result(true, ""), r);
        }

        @Test
        void aMissingNextLineReportsTheDirectiveTheScanStartAndTheVariables() {
            String output = ADD_OUTPUT.replace("    return %0 : i32", "    %1 = arith.muli %0, %0 : i32\n"
                    + "    return %1 : i32");
            Result r = FileCheck.parse(ADD_CHECKS, "add.mlir").check(output, "<stdin>");
            assertFalse(r.passed());
            String report = r.report();
            assertTrue(report.startsWith("""
                    add.mlir:5:16: error: CHECK-NEXT: expected string not found in input
                    // CHECK-NEXT: return %[[R]]
                                   ^
                    <stdin>:3:39: note: scanning from here
                        %0 = arith.addi %arg0, %arg1 : i32
                                                          ^
                    <stdin>:3:39: note: with "R" equal to "0"
                    """), report);
            assertContains(report, "note: possible intended match here", "<stdin>: input around line 3:",
                    ">>     3|     %0 = arith.addi %arg0, %arg1 : i32");
        }

        @Test
        void swappedOperandsFailTheCheckWithBothVariablesShown() {
            String output = ADD_OUTPUT.replace("%arg0, %arg1 :", "%arg1, %arg0 :");
            String report = fails(ADD_CHECKS, output);
            assertContains(report, "test.mlir:4:11: error: CHECK: expected string not found in input",
                    "out.mlir:2:41: note: scanning from here", "note: with \"A\" equal to \"arg0\"",
                    "note: with \"B\" equal to \"arg1\"");
        }

        @Test
        void aFunctionWithSeveralBlocksAndDagOperations() {
            String checks = """
                    // CHECK-LABEL: func.func @f
                    // CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
                    // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
                    // CHECK: scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[C1]] {
                    // CHECK-NOT: memref.alloc
                    // CHECK: }
                    // CHECK-NEXT: return
                    """;
            String output = """
                    func.func @f(%n: index) {
                      %c0 = arith.constant 0 : index
                      %c1 = arith.constant 1 : index
                      scf.for %i = %c0 to %n step %c1 {
                        "test.op"(%i) : (index) -> ()
                      }
                      return
                    }
                    """;
            passes(checks, output);
            assertContains(fails(checks, output.replace("\"test.op\"", "%m = memref.alloc() : memref<4xf32>\n"
                    + "    \"test.op\"")), "test.mlir:5:15: error: CHECK-NOT: excluded string found in input",
                    "out.mlir:5:10: note: found here", "memref.alloc() : memref<4xf32>\n         ^~~~~~~~~~~~\n");
        }
    }

    @Nested
    class Plain {
        @Test
        void matchesInOrderAndContinuesWithinALine() {
            passes("CHECK: a\nCHECK: b\n", "a b\n");
            passes("CHECK: foo\nCHECK: foo\n", "foo foo\n");
            String report = fails("CHECK: b\nCHECK: a\n", "a b\n");
            assertContains(report, "test.mlir:2:8: error: CHECK: expected string not found in input",
                    "out.mlir:1:4: note: scanning from here");
        }

        @Test
        void skipsLinesInBetween() {
            passes("// CHECK: first\n// CHECK: third\n", "first\nsecond\nthird\n");
        }

        @Test
        void theMatchIsASubstring() {
            passes("CHECK: arith.add\n", "%0 = arith.addi %a, %b : i32\n");
        }

        @Test
        void directivesAreFoundAfterCommentsAnywhereOnALine() {
            passes("func.func @f() // CHECK: @f\n  /* CHECK-NEXT: return */\n", "func.func @f()\nreturn */\n");
        }
    }

    @Nested
    class Next {
        @Test
        void passesOnTheFollowingLine() {
            passes("CHECK: a\nCHECK-NEXT: b\nCHECK-NEXT: c\n", "a\n  b\nxx c\n");
        }

        @Test
        void failsWhenTheMatchIsFurtherDown() {
            String report = fails("CHECK: a\nCHECK-NEXT: c\n", "a\nb\nc\n");
            assertContains(report, "test.mlir:2:13: error: CHECK-NEXT: is not on the line after the previous match",
                    "out.mlir:3:1: note: 'next' match was here", "out.mlir:1:2: note: previous match ended here",
                    "out.mlir:2:1: note: non-matching line after previous match is here");
        }

        @Test
        void failsOnTheSameLine() {
            String report = fails("CHECK: a\nCHECK-NEXT: b\n", "a b\n");
            assertContains(report, "test.mlir:2:13: error: CHECK-NEXT: is on the same line as previous match");
        }

        @Test
        void failsWhenNotFoundAtAll() {
            assertContains(fails("CHECK: a\nCHECK-NEXT: z\n", "a\nb\n"),
                    "test.mlir:2:13: error: CHECK-NEXT: expected string not found in input");
        }

        @Test
        void needsAPreviousCheck() {
            assertBad("CHECK-NEXT: a\n", 1, 1, "found 'CHECK-NEXT' without previous 'CHECK: line");
        }
    }

    @Nested
    class Same {
        @Test
        void passesLaterOnTheSameLine() {
            passes("CHECK: func.func\nCHECK-SAME: %arg0\nCHECK-SAME: -> i32\n", "func.func @f(%arg0: i32) -> i32\n");
        }

        @Test
        void failsOnALaterLine() {
            String report = fails("CHECK: a\nCHECK-SAME: b\n", "a\nb\n");
            assertContains(report, "test.mlir:2:13: error: CHECK-SAME: is not on the same line as the previous match",
                    "out.mlir:2:1: note: 'next' match was here");
        }

        @Test
        void cannotMatchBeforeThePreviousMatch() {
            assertContains(fails("CHECK: b\nCHECK-SAME: a\n", "a b\n"),
                    "test.mlir:2:13: error: CHECK-SAME: expected string not found in input");
        }
    }

    @Nested
    class Empty {
        @Test
        void passesOnAnEmptyNextLine() {
            passes("CHECK: }\nCHECK-EMPTY:\nCHECK-NEXT: func\n", "}\n\nfunc\n");
        }

        @Test
        void failsWhenTheNextLineHasText() {
            String report = fails("CHECK: }\nCHECK-EMPTY:\n", "}\nx\n\n");
            assertContains(report, "test.mlir:2:13: error: CHECK-EMPTY: is not on the line after the previous match");
        }

        @Test
        void failsWithoutAnyEmptyLine() {
            assertContains(fails("CHECK: a\nCHECK-EMPTY:\n", "a\nb"),
                    "test.mlir:2:13: error: CHECK-EMPTY: expected string not found in input");
        }

        @Test
        void rejectsAPattern() {
            assertBad("CHECK: a\nCHECK-EMPTY: b\n", 2, 14,
                    "found non-empty check string for empty check with prefix 'CHECK:'");
        }
    }

    @Nested
    class Not {
        private static final String CHECKS = "CHECK: begin\nCHECK-NOT: bad\nCHECK: end\n";

        @Test
        void passesWhenAbsentBetweenMatches() {
            passes(CHECKS, "begin\nfine\nend\nbad after the end is fine\n");
            passes(CHECKS, "bad first\nbegin\nend\n");
        }

        @Test
        void failsWhenPresentBetweenMatches() {
            String report = fails(CHECKS, "begin\nso bad\nend\n");
            assertContains(report, "test.mlir:2:12: error: CHECK-NOT: excluded string found in input",
                    "out.mlir:2:4: note: found here\nso bad\n   ^~~\n");
        }

        @Test
        void atTheEndCoversTheRestOfTheInput() {
            String checks = "CHECK: end\nCHECK-NOT: error\n";
            passes(checks, "error before\nend\n");
            assertContains(fails(checks, "end\nno error here?\n"),
                    "test.mlir:2:12: error: CHECK-NOT: excluded string found in input", "out.mlir:2:4: note: found here");
        }

        @Test
        void aloneCoversTheWholeInput() {
            passes("CHECK-NOT: llvm.call\n", "llvm.return\n");
            assertContains(fails("CHECK-NOT: llvm.call\n", "llvm.return\nllvm.call @f()\n"),
                    "out.mlir:2:1: note: found here");
        }

        @Test
        void reportsEveryViolation() {
            String report = fails("CHECK: a\nCHECK-NOT: x\nCHECK-NOT: y\nCHECK: b\n", "a y x b\n");
            assertContains(report, "test.mlir:2:12: error: CHECK-NOT", "test.mlir:3:12: error: CHECK-NOT");
        }

        @Test
        void isBoundedByTheNextMatchEvenWhenThatIsASameLineCheck() {
            passes("CHECK: a\nCHECK-NOT: x\nCHECK-SAME: b\n", "a b x\n");
            assertContains(fails("CHECK: a\nCHECK-NOT: x\nCHECK-SAME: b\n", "a x b\n"), "CHECK-NOT: excluded");
        }

        @Test
        void canUseVariables() {
            String checks = "CHECK: %[[V:[0-9]+]] = foo\nCHECK-NOT: use %[[V]]\nCHECK: end\n";
            passes(checks, "%1 = foo\nuse %2\nend\n");
            assertContains(fails(checks, "%1 = foo\nuse %1\nend\n"), "error: CHECK-NOT: excluded string found",
                    "note: with \"V\" equal to \"1\"");
        }

        @Test
        void showsWhatAFoundPatternCaptured() {
            assertContains(fails("CHECK: a\nCHECK-NOT: [[Q:b+]]c\nCHECK: d\n", "a\nbbc\nd\n"),
                    "out.mlir:2:1: note: found here\nbbc\n^~~\n", "out.mlir:2:1: note: captured var \"Q\"\nbbc\n^~\n");
        }
    }

    @Nested
    class Dag {
        @Test
        void matchesInAnyOrder() {
            String checks = "CHECK-DAG: b = 2\nCHECK-DAG: a = 1\nCHECK: c = 3\n";
            passes(checks, "a = 1\nb = 2\nc = 3\n");
            passes(checks, "b = 2\na = 1\nc = 3\n");
        }

        @Test
        void failsWhenOneIsMissing() {
            assertContains(fails("CHECK-DAG: a\nCHECK-DAG: z\nCHECK: c\n", "a\nb\nc\n"),
                    "test.mlir:2:12: error: CHECK-DAG: expected string not found in input",
                    "out.mlir:1:1: note: scanning from here");
        }

        @Test
        void matchesMayNotOverlap() {
            String checks = "CHECK-DAG: foo\nCHECK-DAG: foo\n";
            passes(checks, "foo\nfoo\n");
            assertContains(fails(checks, "foo\n"), "test.mlir:2:12: error: CHECK-DAG: expected string not found",
                    "out.mlir:1:4: note: scanning from here");
            assertContains(fails("CHECK-DAG: abc\nCHECK-DAG: bcd\n", "abcd\n"), "CHECK-DAG: expected string not found");
        }

        @Test
        void theFollowingCheckMatchesAfterTheWholeGroup() {
            assertContains(fails("CHECK-DAG: b\nCHECK: a\n", "a\nb\n"),
                    "test.mlir:2:8: error: CHECK: expected string not found in input", "out.mlir:2:2: note: scanning");
        }

        @Test
        void notBetweenGroupsSeparatesThem() {
            String checks = "CHECK-DAG: a\nCHECK-DAG: b\nCHECK-NOT: x\nCHECK-DAG: c\nCHECK-DAG: d\n";
            passes(checks, "b a\nd c\n");
            assertContains(fails(checks, "b a\nx\nd c\n"), "test.mlir:3:12: error: CHECK-NOT: excluded string");
            // c before a and b: the second group starts after the first one.
            assertContains(fails(checks, "c b a d\n"), "test.mlir:4:12: error: CHECK-DAG: expected string not found");
        }

        @Test
        void definesVariablesForLaterDirectives() {
            String checks = """
                    // CHECK-DAG: %[[X:.*]] = arith.constant 1
                    // CHECK-DAG: %[[Y:.*]] = arith.constant 2
                    // CHECK: arith.addi %[[Y]], %[[X]]
                    """;
            passes(checks, "%c2 = arith.constant 2\n%c1 = arith.constant 1\n%s = arith.addi %c2, %c1\n");
        }
    }

    @Nested
    class Label {
        private static final String CHECKS = """
                // CHECK-LABEL: func.func @first
                // CHECK: arith.addi
                // CHECK-LABEL: func.func @second
                // CHECK: arith.muli
                """;

        @Test
        void eachBlockMatchesWithinItsLabel() {
            passes(CHECKS, "func.func @first\narith.addi\nfunc.func @second\narith.muli\n");
        }

        @Test
        void aCheckThatOnlyMatchesInTheNextBlockFails() {
            String report = fails(CHECKS, "func.func @first\narith.subi\nfunc.func @second\narith.addi\narith.muli\n");
            assertContains(report, "test.mlir:2:11: error: CHECK: expected string not found in input",
                    "out.mlir:1:17: note: scanning from here");
            assertFalse(report.contains("test.mlir:4:"), report);
        }

        @Test
        void aFailureInOneBlockStillChecksTheNextBlocks() {
            String report = fails(CHECKS, "func.func @first\nfunc.func @second\narith.subi\n");
            assertContains(report, "test.mlir:2:11: error: CHECK: expected string",
                    "test.mlir:4:11: error: CHECK: expected string");
        }

        @Test
        void aMissingLabelStopsTheRun() {
            String report = fails(CHECKS, "func.func @first\narith.addi\nfunc.func @third\n");
            assertContains(report, "test.mlir:3:17: error: CHECK-LABEL: expected string not found in input",
                    "out.mlir:1:17: note: scanning from here");
        }

        @Test
        void notAndNextStayWithinTheBlock() {
            String checks = """
                    // CHECK-LABEL: @a
                    // CHECK-NOT: call
                    // CHECK-LABEL: @b
                    // CHECK: call
                    """;
            passes(checks, "@a\nret\n@b\ncall\n");
            assertContains(fails(checks, "@a\ncall\n@b\ncall\n"), "test.mlir:2:15: error: CHECK-NOT: excluded");
        }

        @Test
        void variablesRemainVisibleAcrossLabels() {
            String checks = """
                    // CHECK-LABEL: @producer
                    // CHECK: global @[[G:[a-z_]+]]
                    // CHECK-LABEL: @consumer
                    // CHECK: load @[[G]]
                    """;
            passes(checks, "@producer\nglobal @gv\n@consumer\nload @gv\n");
            assertContains(fails(checks, "@producer\nglobal @gv\n@consumer\nload @other\n"),
                    "note: with \"G\" equal to \"gv\"");
        }

        @Test
        void mayNotUseVariables() {
            assertBad("CHECK: [[F:@[a-z]+]]\nCHECK-LABEL: [[F]]\n", 2, 1,
                    "found 'CHECK-LABEL:' with variable definition or use");
        }
    }

    @Nested
    class Count {
        @Test
        void matchesNTimes() {
            passes("CHECK-COUNT-3: scf.yield\nCHECK: return\n", "scf.yield\nscf.yield scf.yield\nreturn\n");
        }

        @Test
        void reportsWhichRepetitionFailed() {
            assertContains(fails("CHECK-COUNT-3: scf.yield\n", "scf.yield\nscf.yield\n"),
                    "test.mlir:1:16: error: CHECK-COUNT: expected string not found in input (3 out of 3)");
        }

        @Test
        void aCountOfOneIsAPlainCheck() {
            assertContains(fails("CHECK-COUNT-1: x\n", "y\n"), "error: CHECK: expected string not found");
        }

        @Test
        void rejectsBadCounts() {
            assertBad("CHECK-COUNT-0: x\n", 1, 14, "invalid count in -COUNT specification on prefix 'CHECK'");
            assertBad("CHECK-COUNT-x: x\n", 1, 13, "invalid count in -COUNT specification on prefix 'CHECK'");
        }
    }

    @Nested
    class Variables {
        @Test
        void aDefinitionIsUsableOnLaterLines() {
            String checks = "CHECK: %[[V:[0-9]+]] = load\nCHECK: store %[[V]]\n";
            passes(checks, "%7 = load\nstore %7\n");
            assertContains(fails(checks, "%7 = load\nstore %8\n"), "note: with \"V\" equal to \"7\"");
        }

        @Test
        void aDefinitionIsUsableLaterInTheSamePattern() {
            String checks = "CHECK: [[X:[a-z]+]] + [[X]]\n";
            passes(checks, "x = ab + ab\n");
            assertContains(fails(checks, "x = ab + ac\n"), "error: CHECK: expected string not found");
        }

        @Test
        void valuesAreSubstitutedLiterally() {
            String checks = "CHECK: def [[T:.*]]\nCHECK: use [[T]]\n";
            passes(checks, "def a.b*c\nuse a.b*c\n");
            fails(checks, "def a.b*c\nuse axbbbc\n");
        }

        @Test
        void aRedefinitionReplacesTheValue() {
            passes("CHECK: [[V:v[0-9]]]\nCHECK: [[V:w[0-9]]]\nCHECK: [[V]]\n", "v1 w2 w2\n");
        }

        @Test
        void anUndefinedVariableIsAnErrorWhenMatching() {
            FileCheck fc = FileCheck.parse("CHECK: a\nCHECK: use [[NOPE]]\n", "test.mlir");
            String report = fc.check("a\nuse x\n", "out.mlir").report();
            assertContains(report, "test.mlir:2:14: error: undefined variable: NOPE\nCHECK: use [[NOPE]]\n");
            assertFalse(report.contains("expected string not found"), report);
        }

        @Test
        void namesAreValidated() {
            assertBad("CHECK: [[1X:a]]\n", 1, 10, "invalid variable name");
            assertBad("CHECK: [[X :a]]\n", 1, 11, "unexpected whitespace");
            assertBad("CHECK: [[X-Y]]\n", 1, 10, "invalid name in string variable use");
            assertBad("CHECK: [[]]\n", 1, 10, "empty variable name");
        }

        @Test
        void numericVariablesAreNotSupported() {
            assertBad("CHECK: [[#N:]]\n", 1, 8, "numeric substitution blocks ([[#...]]) are not supported");
            assertBad("CHECK: line [[@LINE]]\n", 1, 13, "@LINE expressions ([[@LINE]]) are not supported");
        }

        @Test
        void anUnterminatedBlockIsRejected() {
            assertBad("CHECK: a\nCHECK: %[[V:.* = b\n", 2, 9, "Invalid substitution block, no ]] found");
            assertBad("CHECK: [[V:a]b]]\n", 1, 13, "missing closing \"]\" for regex variable");
        }

        @Test
        void bracketsInsideADefinitionNest() {
            passes("CHECK: [[[A:[0-9]+]]] and [[A]]\n", "x[42] and 42\n");
            passes("CHECK: [[V:[[:alpha:]]+]]=[[V]]\n", "abc=abc\n");
        }

        @Test
        void sameLineBackReferencesAreLimitedToTwentyGroups() {
            StringBuilder defs = new StringBuilder();
            for (int i = 0; i < 21; i++) {
                defs.append("[[V").append(i).append(":.]]");
            }
            passes("CHECK: " + defs.substring(0, 10 * 8 + 9) + "[[V10]]\n", "abcdefghijkk\n");
            assertBad("CHECK: " + defs + "[[V20]]\n", 1, 189, "Can't back-reference more than 20 variables");
        }
    }

    @Nested
    class Regex {
        @Test
        void blocksMixWithLiteralText() {
            passes("CHECK: %{{[0-9]+}} = arith.constant {{-?[0-9]+}} : i{{(32|64)}}\n", "%12 = arith.constant -3 : i64\n");
            fails("CHECK: %{{[0-9]+}} = arith.constant\n", "%x = arith.constant\n");
        }

        @Test
        void characterClassesAndRanges() {
            passes("CHECK: {{[[:digit:]]+}}x{{[[:xdigit:]]+}}\n", "12xBeef\n");
            passes("CHECK: a{{[[:space:]]}}b\n", "a b\n");
            passes("CHECK: {{[]a-]+}}\n", "]-a\n");
            passes("CHECK: {{[\\]+}}\n", "\\\\\n");
            fails("CHECK: {{[^a]}}b\n", "a\nb\n");
        }

        @Test
        void bracesInsideARegexNeedParentheses() {
            assertBad("CHECK: {{[0-9]{2}}}\n", 1, 10, "invalid regex: braces not balanced");
            assertContains(bad("CHECK: {{[0-9]{2}}}\n").getMessage(), "write {{(x{n})}} to match x{n}");
            assertBad("CHECK: {{[a-f]{1,3}}}\n", 1, 10, "invalid regex: braces not balanced");
            passes("CHECK: {{([0-9]{2})}}:{{([a-f]{1,3})}}\n", "07:abc\n");
            passes("CHECK: x{{(a{2,})}}y\n", "xaaay\n");
            passes("CHECK: {{\\{\\{}}x\n", "{{x\n");
            passes("CHECK: {{a}}}\n", "a}\n");
        }

        @Test
        void anUnterminatedBlockIsRejected() {
            assertBad("CHECK: a\n// CHECK: foo {{[0-9]+\n", 2, 15, "found start of regex string with no end '}}'");
        }

        @Test
        void invalidRegexesAreRejectedLikeLlvmRegcomp() {
            assertBad("CHECK: {{a(}}\n", 1, 10, "invalid regex: parentheses not balanced");
            assertBad("CHECK: {{*a}}\n", 1, 10, "invalid regex: repetition-operator operand invalid");
            assertBad("CHECK: {{a**}}\n", 1, 10, "invalid regex: repetition-operator operand invalid");
            assertBad("CHECK: {{[z-a]}}\n", 1, 10, "invalid regex: invalid character range");
            assertBad("CHECK: {{[[:word:]]}}\n", 1, 10, "invalid regex: invalid character class");
            assertBad("CHECK: {{[a}}\n", 1, 10, "invalid regex: brackets ([ ]) not balanced");
            assertBad("CHECK: {{a|}}\n", 1, 10, "invalid regex: empty (sub)expression");
            assertBad("CHECK: {{}}\n", 1, 10, "invalid regex: empty (sub)expression");
            assertBad("CHECK: {{(a)\\2}}\n", 1, 10, "invalid regex: invalid backreference number");
        }

        @Test
        void anchorsAreLineAnchorsAndCaretAlsoMatchesWhereTheScanStarts() {
            passes("CHECK: {{^}}return{{$}}\n", "  x return\nreturn\n");
            fails("CHECK: {{^}}return{{$}}\n", "  return\nreturn 1\n");
            passes("CHECK: a\nCHECK-SAME: {{^}}b\n", "ab\n");
        }

        @Test
        void dotDoesNotCrossLines() {
            passes("CHECK: a{{.*}}c\n", "a\nbc\nabc\n");
            fails("CHECK: a{{.*}}c\n", "a\nc\n");
            fails("CHECK: a{{[^x]*}}c\n", "a\nc\n");
        }

        @Test
        void backslashMakesTheNextCharacterLiteral() {
            passes("CHECK: {{\\(\\*\\)}}\n", "(*)\n");
            passes("CHECK: {{\\d}}\n", "d\n");
            fails("CHECK: {{\\d}}\n", "1\n");
        }

        @Test
        void alternationMatchesTheLongestAtTheLeftmostPosition() {
            passes("CHECK: [[X:a|ab]]\nCHECK-SAME: [[X]]c\n", "ababc\n");
            passes("CHECK: {{x|xy}}z\n", "xyz\n");
        }

        @Test
        void wordBoundaries() {
            passes("CHECK: {{[[:<:]]}}add{{[[:>:]]}}\n", "addi add\n");
            fails("CHECK: {{[[:<:]]}}add{{[[:>:]]}}\n", "addi xadd\n");
        }
    }

    @Nested
    class Whitespace {
        @Test
        void anyRunOfBlanksMatchesAnyRunOfBlanks() {
            passes("CHECK: a  b\n", "a \t b\n");
            passes("CHECK:\ta b\n", "a    b\n");
            passes("CHECK: {{a b}}\n", "a\t\tb\n");
            fails("CHECK: a b\n", "ab\n");
        }

        @Test
        void leadingAndTrailingBlanksOfThePatternAreIgnored() {
            passes("CHECK:      x = 1   \n", "x = 1;\n");
        }

        @Test
        void columnsReferToTheOriginalText() {
            assertContains(fails("//    CHECK:     missing\n", "x\n"), "test.mlir:1:18: error: CHECK: expected");
            assertContains(fails("CHECK: a\n", "x\t\t\t y\n"), "out.mlir:1:1: note: scanning from here");
        }

        @Test
        void crlfLineEndingsAreAccepted() {
            passes("CHECK: a\r\nCHECK-NEXT: b\r\nCHECK-EMPTY:\r\n", "a\r\nb\r\n\r\nc\r\n");
        }
    }

    @Nested
    class Directives {
        @Test
        void aCustomPrefix() {
            FileCheck fc = FileCheck.parse("// CHECK: ignored\n// LOWER: llvm.add\n// LOWER-NEXT: llvm.ret\n",
                    "test.mlir", "LOWER");
            assertEquals(2, fc.directiveCount());
            assertTrue(fc.check("llvm.add\nllvm.ret\n", "out").passed());
            assertThrows(IllegalArgumentException.class, () -> FileCheck.parse("x", "t", "A B"));
            assertThrows(IllegalArgumentException.class, () -> FileCheck.parse("x", "t", "RUN"));
        }

        @Test
        void thePrefixMustNotEndALongerWord() {
            FileCheck fc = FileCheck.parse("MYCHECK: a\nCHECKER: b\nCHECK-FOO: c\nCHECK: d\n", "test.mlir");
            assertEquals(1, fc.directiveCount());
            assertTrue(fc.check("d\n", "out").passed());
        }

        @Test
        void commentsAndRunLinesAreIgnored() {
            FileCheck fc = FileCheck.parse("""
                    // RUN: mlir-opt %s | FileCheck %s --check-prefix=CHECK
                    // COM: CHECK: not a directive
                    // CHECK: func
                    """, "test.mlir");
            assertEquals(1, fc.directiveCount());
            assertTrue(fc.check("func\n", "out").passed());
        }

        @Test
        void noDirectivesIsAnError() {
            BadCheckFile e = bad("// RUN: true\nfunc.func @f()\n");
            assertEquals("test.mlir: error: no check strings found with prefix 'CHECK:'\n", e.getMessage());
            assertEquals(0, e.line());
        }

        @Test
        void malformedDirectivesAreRejected() {
            assertEquals("""
                    test.mlir:2:11: error: found start of regex string with no end '}}'
                    // CHECK: {{[0-9]+
                              ^
                    """, bad("// CHECK: a\n// CHECK: {{[0-9]+\n").getMessage());
            assertBad("CHECK:\n", 1, 7, "found empty check string with prefix 'CHECK:'");
            assertBad("CHECK: a\nCHECK_NEXT: b\n", 2, 1, "misspelled directive 'CHECK_NEXT:'");
            assertBad("CHECK-DAG-NOT: a\n", 1, 7, "unsupported -NOT combo on prefix 'CHECK'");
        }

        @Test
        void theLiteralModifierMatchesBracesVerbatim() {
            passes("CHECK{LITERAL}: {{x}} [[y]]\n", "a {{x}} [[y]]\n");
            passes("CHECK: a\nCHECK-NEXT{LITERAL}: [[b]]\n", "a\n[[b]]\n");
        }

        @Test
        void anEmptyInputFails() {
            assertEquals(new Result(false, "FileCheck error: 'out' is empty.\n"),
                    FileCheck.parse("CHECK-NOT: x\n", "t").check("", "out"));
        }

        @Test
        void aParsedFileCanCheckSeveralInputsIndependently() {
            FileCheck fc = FileCheck.parse("CHECK: [[V:[a-z]+]]=\nCHECK: use [[V]]\n", "test.mlir");
            assertTrue(fc.check("a=\nuse a\n", "one").passed());
            assertTrue(fc.check("b=\nuse b\n", "two").passed());
            assertFalse(fc.check("c=\nuse a\n", "three").passed());
        }
    }
}

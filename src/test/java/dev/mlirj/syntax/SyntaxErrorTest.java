package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad input gives one located error, formatted as mlir-opt formats it (position, message, line, caret). */
class SyntaxErrorTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            truncated op             | "test.op"(                       | 1:11 | expected SSA operand
            missing type             | "test.op"() :                    | 1:14 | expected non-function type
            not a function type      | "test.op"() : i32                | 1:15 | expected function type
            operand count            | "test.op"() : (i32) -> ()        | 1:15 | expected 0 operand types but had 1
            undefined value          | "test.op"(%x) : (i32) -> ()      | 1:11 | use of undeclared SSA value name
            type mismatch            | %a = "test.a"() : () -> i32\\n"test.op"(%a) : (i64) -> () | 2:11 | use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
            redefinition             | %a = "test.a"() : () -> i32\\n%a = "test.a"() : () -> i32 | 2:1 | redefinition of SSA value '%a'
            result count             | %a, %b = "test.a"() : () -> i32  | 1:1 | operation defines 1 results but was provided 2 to bind
            undefined block          | "test.br"()[^bb9] : () -> ()     | 1:13 | reference to an undefined block
            bad integer width        | "test.op"() : () -> i0           | 1:21 | invalid integer width
            integer out of range     | "test.op"() {a = 300 : i8} : () -> () | 1:18 | integer constant out of range for attribute
            decimal for float        | "test.op"() {a = 1 : f32} : () -> ()  | 1:18 | unexpected decimal integer literal for a floating point value
            float for integer type   | "test.op"() {a = 1.5 : i8} : () -> () | 1:26 | floating point value not valid for specified type
            dense shape              | "test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> () | 1:34 | inferred shape of elements literal ([2]) does not match type ([3])
            undefined alias          | "test.op"() {a = #nope} : () -> () | 1:18 | undefined symbol alias id 'nope'
            unterminated string      | "test.op"() {a = "abc} : () -> () | 1:34 | expected '"' in string literal
            string ends at its line  | "test.op"() {a = "abc\\ndef"} : () -> () | 1:22 | expected '"' in string literal
            unknown escape           | "test.op"() {a = "a\\qb"} : () -> () | 1:20 | unknown escape in string literal
            bad character            | "test.op"() {a = `} : () -> ()    | 1:18 | unexpected character
            lone dot                 | "test.op"() : () -> () .          | 1:25 | expected three consecutive dots for an ellipsis
            type mismatch, llvm type | llvm.func @f() {\\n  %0 = llvm.load %0 : !llvm.ptr -> i64\\n  llvm.return\\n} | 2:3 | definition of SSA value '%0#0' has type 'i64'
            unknown custom op        | foo.bar                           | 1:1  | custom op 'foo.bar' is unknown
            dense_resource unshaped  | "test.op"() {a = dense_resource<blob> : i32} : () -> () | 1:39 | `dense_resource` expected a shaped type
            missing region end       | "test.op"() ({ "test.x"() : () -> () | 1:37 | expected '}' to end a region
            never-defined loc alias  | "test.op"() : () -> () loc(#loc9)  | 1:28 | operation location alias was never defined
            """)
    void badInputIsALocatedError(String what, String input, String position, String message) {
        String text = input.replace("\\n", "\n");
        Mlir.Parsed parsed = Mlir.parse("bad.mlir", text, true);
        assertNull(parsed.module(), what);
        String firstLine = parsed.error().lines().findFirst().orElseThrow();
        assertEquals("bad.mlir:" + position + ": error: " + message, firstLine, what);
    }

    /** As MLIR's lexer, a NUL byte anywhere in the source (not only at the end) is skipped like white space. */
    @Test
    void aNulByteIsSkippedLikeWhiteSpace() {
        for (String text : List.of("func.func @f() {\n  return\0\n}\n\0", "\0", "// a \0 comment\n\0\0\"t.op\"() : () -> ()")) {
            Mlir.Parsed parsed = Mlir.parse("nul.mlir", text, true);
            assertNull(parsed.error(), text);
        }
        Mlir.Parsed after = Mlir.parse("nul.mlir", "\0\"t.op\"() : () -> () $", true);
        assertEquals("nul.mlir:1:22: error: unexpected character", after.error().lines().findFirst().orElseThrow());
        Mlir.Parsed string = Mlir.parse("nul.mlir", "\"t.op\"() {s = \"a\0b\"} : () -> ()", true);
        assertTrue(AsmPrinter.print(string.module(), string.context(), AsmPrinter.Options.DEFAULT)
                .contains("{s = \"a\\00b\"}"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unregistered op          | "foo.op"() : () -> ()          | operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
            """)
    void unregisteredDialectsAreRefusedUnlessAllowed(String what, String input, String message) {
        Mlir.Parsed parsed = Mlir.parse("bad.mlir", input, false);
        assertNull(parsed.module(), what);
        String firstLine = parsed.error().lines().findFirst().orElseThrow();
        assertEquals(message, firstLine.substring(firstLine.indexOf(": error: ") + 9), what);
    }
}

package dev.mlirj.dialect.cf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.dialect.DialectTesting;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The cf dialect: custom and generic forms of every operation (negative and wide switch cases included), and every verifier message. Every expected text below is what mlir-opt 19 printed for the same input
 * ({@code --allow-unregistered-dialect}, with and without {@code --mlir-print-op-generic}; errors without their
 * source lines and "see current operation" notes).
 */
class CfDialectTest {
    private record RoundTrip(String input, String custom, String generic) {
    }

    private record Case(String input, String error) {
    }

    private static RoundTrip roundTrip(String input, String custom, String generic) {
        return new RoundTrip(input, custom, generic);
    }

    private static Case caseOf(String input, String error) {
        return new Case(input, error);
    }

    private static final List<RoundTrip> ROUND_TRIPS = List.of(
            roundTrip("""
                func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {
                  cf.cond_br %c, ^bb1(%a, %b : i32, f32), ^bb2 {test.weights}
                ^bb1(%x: i32, %y: f32):
                  cf.br ^bb2 {test.u}
                ^bb2:
                  cf.assert %c, "m\\"\\n\\\\ done" {test.w}
                  cf.switch %a : i32, [default: ^bb3(%a : i32), -1: ^bb2, 5: ^bb3(%a : i32), 2147483648: ^bb2] {test.t}
                ^bb3(%r: i32):
                  return %r : i32
                }
                """,
                """
                module {
                  func.func @f(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
                    cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, f32), ^bb2 {test.weights}
                  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
                    cf.br ^bb2 {test.u}
                  ^bb2:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
                    cf.assert %arg0, "m\\22\\0A\\\\ done" {test.w}
                    cf.switch %arg1 : i32, [
                      default: ^bb3(%arg1 : i32),
                      4294967295: ^bb2,
                      5: ^bb3(%arg1 : i32),
                      2147483648: ^bb2
                    ] {test.t}
                  ^bb3(%2: i32):  // 2 preds: ^bb2, ^bb2
                    return %2 : i32
                  }
                }
                """,
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i1, i32, f32) -> i32, sym_name = "f"}> ({
                  ^bb0(%arg0: i1, %arg1: i32, %arg2: f32):
                    "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> {test.weights} : (i1, i32, f32) -> ()
                  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
                    "cf.br"()[^bb2] {test.u} : () -> ()
                  ^bb2:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
                    "cf.assert"(%arg0) <{msg = "m\\22\\0A\\\\ done"}> {test.w} : (i1) -> ()
                    "cf.switch"(%arg1, %arg1, %arg1)[^bb3, ^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 0, 1, 0>, case_values = dense<[-1, 5, -2147483648]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> {test.t} : (i32, i32, i32) -> ()
                  ^bb3(%2: i32):  // 2 preds: ^bb2, ^bb2
                    "func.return"(%2) : (i32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """),
            roundTrip("""
                func.func @widths(%a: i1, %b: i8, %c: i64, %d: i128, %e: ui8, %f: si8) {
                  cf.switch %a : i1, [default: ^bb1, 1: ^bb1, -1: ^bb1, 0: ^bb1]
                ^bb1:
                  cf.switch %b : i8, [default: ^bb1, -128: ^bb1, 255: ^bb1, 300: ^bb1]
                ^bb2:
                  cf.switch %c : i64, [default: ^bb1, -9999999999999999: ^bb1, 18446744073709551615: ^bb2, 9223372036854775808: ^bb2]
                ^bb3:
                  cf.switch %d : i128, [default: ^bb1, -1: ^bb1, 7: ^bb1]
                ^bb4:
                  cf.switch %e : ui8, [default: ^bb1, -1: ^bb1, 7: ^bb1]
                ^bb5:
                  cf.switch %f : si8, [default: ^bb4, -1: ^bb1]
                }
                """,
                """
                module {
                  func.func @widths(%arg0: i1, %arg1: i8, %arg2: i64, %arg3: i128, %arg4: ui8, %arg5: si8) {
                    cf.switch %arg0 : i1, [
                      default: ^bb1,
                      1: ^bb1,
                      1: ^bb1,
                      0: ^bb1
                    ]
                  ^bb1:  // 17 preds: ^bb0, ^bb0, ^bb0, ^bb0, ^bb1, ^bb1, ^bb1, ^bb1, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3, ^bb4, ^bb4, ^bb4, ^bb5
                    cf.switch %arg1 : i8, [
                      default: ^bb1,
                      128: ^bb1,
                      255: ^bb1,
                      44: ^bb1
                    ]
                  ^bb2:  // 2 preds: ^bb2, ^bb2
                    cf.switch %arg2 : i64, [
                      default: ^bb1,
                      18436744073709551617: ^bb1,
                      18446744073709551615: ^bb2,
                      9223372036854775808: ^bb2
                    ]
                  ^bb3:  // no predecessors
                    cf.switch %arg3 : i128, [
                      default: ^bb1,
                      18446744073709551615: ^bb1,
                      7: ^bb1
                    ]
                  ^bb4:  // pred: ^bb5
                    cf.switch %arg4 : ui8, [
                      default: ^bb1,
                      255: ^bb1,
                      7: ^bb1
                    ]
                  ^bb5:  // no predecessors
                    cf.switch %arg5 : si8, [
                      default: ^bb4,
                      255: ^bb1
                    ]
                  }
                }
                """,
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i1, i8, i64, i128, ui8, si8) -> (), sym_name = "widths"}> ({
                  ^bb0(%arg0: i1, %arg1: i8, %arg2: i64, %arg3: i128, %arg4: ui8, %arg5: si8):
                    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[true, true, false]> : vector<3xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
                  ^bb1:  // 17 preds: ^bb0, ^bb0, ^bb0, ^bb0, ^bb1, ^bb1, ^bb1, ^bb1, ^bb2, ^bb2, ^bb3, ^bb3, ^bb3, ^bb4, ^bb4, ^bb4, ^bb5
                    "cf.switch"(%arg1)[^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-128, -1, 44]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
                  ^bb2:  // 2 preds: ^bb2, ^bb2
                    "cf.switch"(%arg2)[^bb1, ^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-9999999999999999, -1, -9223372036854775808]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
                  ^bb3:  // no predecessors
                    "cf.switch"(%arg3)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[18446744073709551615, 7]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
                  ^bb4:  // pred: ^bb5
                    "cf.switch"(%arg4)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[255, 7]> : vector<2xui8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui8) -> ()
                  ^bb5:  // no predecessors
                    "cf.switch"(%arg5)[^bb4, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xsi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si8) -> ()
                  }) : () -> ()
                }) : () -> ()
                """),
            roundTrip("""
                func.func @default_only(%a: i16) {
                  %0 = "test.c"() : () -> i1
                  cf.switch %a : i16, [
                    default: ^bb1
                  ]
                ^bb1:
                  "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
                ^bb2:
                  cf.br ^bb1
                }
                """,
                """
                module {
                  func.func @default_only(%arg0: i16) {
                    %0 = "test.c"() : () -> i1
                    cf.switch %arg0 : i16, [
                      default: ^bb1]
                  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
                    cf.cond_br %0, ^bb1, ^bb2
                  ^bb2:  // pred: ^bb1
                    cf.br ^bb1
                  }
                }
                """,
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i16) -> (), sym_name = "default_only"}> ({
                  ^bb0(%arg0: i16):
                    %0 = "test.c"() : () -> i1
                    "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
                  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
                    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
                  ^bb2:  // pred: ^bb1
                    "cf.br"()[^bb1] : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """)
    );

    private static final List<Case> VERIFIER_CASES = List.of(
            caseOf("""
                func.func @f(%a: i32) {
                  cf.br ^bb1(%a : i32)
                ^bb1(%b: i64):
                  return
                }
                """,
                "2:3: error: type mismatch for bb argument #0 of successor #0\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  cf.br ^bb1(%a : i32)
                ^bb1:
                  return
                }
                """,
                "2:3: error: branch has 1 operands for successor #0, but target block has 0\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'\n"),
            caseOf("""
                func.func @f(%a: i1, %b: i32) {
                  cf.cond_br %a, ^bb1, ^bb1(%b : i32)
                ^bb1:
                  return
                }
                """,
                "2:3: error: branch has 1 operands for successor #1, but target block has 0\n"),
            caseOf("""
                func.func @f(%a: i1, %b: i32) {
                  cf.cond_br %a, ^bb1(%b : i32), ^bb1
                ^bb1(%x: i64):
                  return
                }
                """,
                "2:3: error: type mismatch for bb argument #0 of successor #0\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  cf.switch %a : i32, [default: ^bb1, 1: ^bb2(%a : i32)]
                ^bb1:
                  return
                ^bb2(%x: i64):
                  return
                }
                """,
                "2:3: error: type mismatch for bb argument #0 of successor #1\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.switch' op number of case values (2) should match number of case destinations (1)\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.switch' op 'flag' type ('i32') should match case value type ('i64')\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                ""),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.assert"(%a) <{msg = "x"}> : (i32) -> ()
                  return
                }
                """,
                "2:3: error: 'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'\n"),
            caseOf("""
                func.func @f(%a: i1) {
                  "cf.assert"(%a) : (i1) -> ()
                  return
                }
                """,
                "2:3: error: 'cf.assert' op requires attribute 'msg'\n"),
            caseOf("""
                func.func @f(%a: index) {
                  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.switch' op operand #0 must be integer, but got 'index'\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.br"(%a)[^bb1, ^bb1] : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.br' op requires 1 successor but found 2\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.cond_br"(%a)[^bb1, ^bb1] : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'\n"),
            caseOf("""
                func.func @f(%a: i1) {
                  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.cond_br' op operand count (1) does not match with the total size (3) specified in attribute 'operandSegmentSizes'\n"),
            caseOf("""
                func.func @f(%a: i1) {
                  "cf.switch"(%a)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
                ^bb1:
                  return
                }
                """,
                "2:3: error: 'cf.switch' op requires attribute 'case_operand_segments'\n"),
            caseOf("""
                func.func @f(%a: i1, %b: i32) {
                  cf.cond_br %a, ^bb1(%b : i32), ^bb2(%b, %a : i32, i1)
                ^bb1(%x: i32):
                  return
                ^bb2(%y: i32, %z: i1):
                  cf.br ^bb1(%y : i32)
                }
                """,
                ""),
            caseOf("""
                func.func @f(%a: i32) {
                  cf.switch %a : i32, [default: ^bb1, 1: ^bb1, 2: ^bb2(%a : i32)]
                ^bb1:
                  return
                ^bb2(%x: i32):
                  return
                }
                """,
                ""),
            caseOf("""
                func.func @f(%a: i32) {
                  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<[1]> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
                ^bb1:
                  return
                }
                """,
                "")
    );

    @TestFactory
    Stream<DynamicTest> printsCustomAndGenericFormsAsMlirOpt19() {
        return ROUND_TRIPS.stream().map(rt -> DynamicTest.dynamicTest(rt.input().lines().findFirst().orElse(""), () -> {
            assertEquals(rt.custom(), DialectTesting.print(rt.input(), false));
            assertEquals(rt.generic(), DialectTesting.print(rt.input(), true));
            assertEquals(rt.custom(), DialectTesting.print(rt.custom(), false), "custom output parses back");
            assertEquals(rt.custom(), DialectTesting.print(rt.generic(), false), "generic output parses back");
            assertEquals("", DialectTesting.verify(rt.input()));
        }));
    }

    @TestFactory
    Stream<DynamicTest> verifierMessagesAreMlirOpt19s() {
        return VERIFIER_CASES.stream().map(c -> DynamicTest.dynamicTest(c.error().isEmpty() ? "valid: "
                + c.input().lines().findFirst().orElse("") : c.error(), () ->
                assertEquals(c.error(), DialectTesting.verify(c.input()))));
    }

    @org.junit.jupiter.api.Test
    void parseErrorsAreMlirOpt19s() {
        assertEquals("t.mlir:2:14: error: custom op 'cf.br' 2 operands present, but expected 1\n"
                + "  cf.br ^bb1(%a, %a : i1)\n             ^\n",
                DialectTesting.print("func.func @f(%a: i1) {\n  cf.br ^bb1(%a, %a : i1)\n^bb1(%x: i1):\n  return\n}\n",
                        false));
        assertEquals("t.mlir:2:14: error: expected ':'\n  cf.br ^bb1()\n             ^\n",
                DialectTesting.print("func.func @f(%a: i1) {\n  cf.br ^bb1()\n^bb1:\n  return\n}\n", false));
        assertEquals("t.mlir:2:39: error: custom op 'cf.switch' integer value too large\n"
                + "  cf.switch %a : i64, [default: ^bb1, -9223372036854775807: ^bb1]\n"
                + "                                      ^\n",
                DialectTesting.print("func.func @f(%a: i64) {\n"
                        + "  cf.switch %a : i64, [default: ^bb1, -9223372036854775807: ^bb1]\n^bb1:\n  return\n}\n",
                        false));
        assertEquals("t.mlir:2:18: error: custom op 'cf.switch' invalid kind of type specified\n"
                + "  cf.switch %a : index, [default: ^bb1]\n                 ^\n",
                DialectTesting.print("func.func @f(%a: index) {\n  cf.switch %a : index, [default: ^bb1]\n^bb1:\n"
                        + "  return\n}\n", false));
        assertEquals("t.mlir:2:24: error: expected 'default'\n  cf.switch %a : i32, [1: ^bb1]\n"
                + "                       ^\n",
                DialectTesting.print("func.func @f(%a: i32) {\n  cf.switch %a : i32, [1: ^bb1]\n^bb1:\n  return\n}\n",
                        false));
    }
}

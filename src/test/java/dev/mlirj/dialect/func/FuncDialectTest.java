package dev.mlirj.dialect.func;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.dialect.DialectTesting;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The func dialect: custom and generic forms of every operation, and every verifier message. Every expected text below is what mlir-opt 19 printed for the same input
 * ({@code --allow-unregistered-dialect}, with and without {@code --mlir-print-op-generic}; errors without their
 * source lines and "see current operation" notes).
 */
class FuncDialectTest {
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
                func.func private @decl(i32 {a.b}, i64 loc("x":1:2), (i32) -> i32) -> (i32 {c.d = 1})
                func.func nested @nested(index) -> ((i32) -> i32)
                func.func public @explicit_public() -> (i32) attributes {llvm.emit_c_interface, test.n = 2 : i32} {
                  %0 = "test.x"() : () -> i32
                  return %0 : i32
                }
                func.func private @empty_results() -> ()
                """,
                """
                module {
                  func.func private @decl(i32 {a.b}, i64, (i32) -> i32) -> (i32 {c.d = 1 : i64})
                  func.func nested @nested(index) -> ((i32) -> i32)
                  func.func public @explicit_public() -> i32 attributes {llvm.emit_c_interface, test.n = 2 : i32} {
                    %0 = "test.x"() : () -> i32
                    return %0 : i32
                  }
                  func.func private @empty_results()
                }
                """,
                """
                "builtin.module"() ({
                  "func.func"() <{arg_attrs = [{a.b}, {}, {}], function_type = (i32, i64, (i32) -> i32) -> i32, res_attrs = [{c.d = 1 : i64}], sym_name = "decl", sym_visibility = "private"}> ({
                  }) : () -> ()
                  "func.func"() <{function_type = (index) -> ((i32) -> i32), sym_name = "nested", sym_visibility = "nested"}> ({
                  }) : () -> ()
                  "func.func"() <{function_type = () -> i32, sym_name = "explicit_public", sym_visibility = "public"}> ({
                    %0 = "test.x"() : () -> i32
                    "func.return"(%0) : (i32) -> ()
                  }) {llvm.emit_c_interface, test.n = 2 : i32} : () -> ()
                  "func.func"() <{function_type = () -> (), sym_name = "empty_results", sym_visibility = "private"}> ({
                  }) : () -> ()
                }) : () -> ()
                """),
            roundTrip("""
                func.func @f(%a: i32 {test.arg}, %b: i1 loc("q":3:4)) -> (i32, i1 {test.res}) {
                  %0:2 = func.call @f(%a, %b) {test.y} : (i32, i1) -> (i32, i1)
                  %1:2 = call @f(%0#0, %0#1) : (i32, i1) -> (i32, i1)
                  return {test.z} %1#0, %1#1 : i32, i1
                }
                """,
                """
                module {
                  func.func @f(%arg0: i32 {test.arg}, %arg1: i1) -> (i32, i1 {test.res}) {
                    %0:2 = call @f(%arg0, %arg1) {test.y} : (i32, i1) -> (i32, i1)
                    %1:2 = call @f(%0#0, %0#1) : (i32, i1) -> (i32, i1)
                    return {test.z} %1#0, %1#1 : i32, i1
                  }
                }
                """,
                """
                "builtin.module"() ({
                  "func.func"() <{arg_attrs = [{test.arg}, {}], function_type = (i32, i1) -> (i32, i1), res_attrs = [{}, {test.res}], sym_name = "f"}> ({
                  ^bb0(%arg0: i32, %arg1: i1):
                    %0:2 = "func.call"(%arg0, %arg1) <{callee = @f}> {test.y} : (i32, i1) -> (i32, i1)
                    %1:2 = "func.call"(%0#0, %0#1) <{callee = @f}> : (i32, i1) -> (i32, i1)
                    "func.return"(%1#0, %1#1) {test.z} : (i32, i1) -> ()
                  }) : () -> ()
                }) : () -> ()
                """),
            roundTrip("""
                module @m {
                  func.func private @g(f32) -> f32
                  func.func @h(%x: f32) -> f32 {
                    %f = func.constant @g : (f32) -> f32
                    %c = constant {test.k} @g : (f32) -> f32
                    %0 = func.call_indirect %f(%x) : (f32) -> f32
                    %1 = call_indirect %c(%0) {test.w} : (f32) -> f32
                    %2 = "test.other"() ({
                      %f_0 = "test.inner"() : () -> i32
                      %3 = func.constant @g : (f32) -> f32
                      "test.yield"(%3) : ((f32) -> f32) -> ()
                    }) : () -> ((f32) -> f32)
                    return %1 : f32
                  }
                }
                """,
                """
                module @m {
                  func.func private @g(f32) -> f32
                  func.func @h(%arg0: f32) -> f32 {
                    %f = constant @g : (f32) -> f32
                    %f_0 = constant {test.k} @g : (f32) -> f32
                    %0 = call_indirect %f(%arg0) : (f32) -> f32
                    %1 = call_indirect %f_0(%0) {test.w} : (f32) -> f32
                    %2 = "test.other"() ({
                      %3 = "test.inner"() : () -> i32
                      %f_1 = func.constant @g : (f32) -> f32
                      "test.yield"(%f_1) : ((f32) -> f32) -> ()
                    }) : () -> ((f32) -> f32)
                    return %1 : f32
                  }
                }
                """,
                """
                "builtin.module"() <{sym_name = "m"}> ({
                  "func.func"() <{function_type = (f32) -> f32, sym_name = "g", sym_visibility = "private"}> ({
                  }) : () -> ()
                  "func.func"() <{function_type = (f32) -> f32, sym_name = "h"}> ({
                  ^bb0(%arg0: f32):
                    %0 = "func.constant"() <{value = @g}> : () -> ((f32) -> f32)
                    %1 = "func.constant"() <{value = @g}> {test.k} : () -> ((f32) -> f32)
                    %2 = "func.call_indirect"(%0, %arg0) : ((f32) -> f32, f32) -> f32
                    %3 = "func.call_indirect"(%1, %2) {test.w} : ((f32) -> f32, f32) -> f32
                    %4 = "test.other"() ({
                      %5 = "test.inner"() : () -> i32
                      %6 = "func.constant"() <{value = @g}> : () -> ((f32) -> f32)
                      "test.yield"(%6) : ((f32) -> f32) -> ()
                    }) : () -> ((f32) -> f32)
                    "func.return"(%3) : (f32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """),
            roundTrip("""
                func.func @two_blocks(%x: i32) -> i32 {
                  cf.br ^bb1(%x : i32)
                ^bb1(%y: i32):
                  "func.return"(%y) : (i32) -> ()
                }
                """,
                """
                module {
                  func.func @two_blocks(%arg0: i32) -> i32 {
                    cf.br ^bb1(%arg0 : i32)
                  ^bb1(%0: i32):  // pred: ^bb0
                    return %0 : i32
                  }
                }
                """,
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i32) -> i32, sym_name = "two_blocks"}> ({
                  ^bb0(%arg0: i32):
                    "cf.br"(%arg0)[^bb1] : (i32) -> ()
                  ^bb1(%0: i32):  // pred: ^bb0
                    "func.return"(%0) : (i32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """)
    );

    private static final List<Case> VERIFIER_CASES = List.of(
            caseOf("""
                func.func @f() -> (i32, i32) {
                  %0 = "test.x"() : () -> i32
                  return %0 : i32
                }
                """,
                "3:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 2\n"),
            caseOf("""
                func.func @f() -> i64 {
                  %0 = "test.x"() : () -> i32
                  return %0 : i32
                }
                """,
                "3:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f\n"),
            caseOf("""
                func.func @f() {
                  func.call @nope() : () -> ()
                  return
                }
                """,
                "2:3: error: 'func.call' op 'nope' does not reference a valid function\n"),
            caseOf("""
                func.func private @g(i32)
                func.func @f() {
                  func.call @g() : () -> ()
                  return
                }
                """,
                "3:3: error: 'func.call' op incorrect number of operands for callee\n"),
            caseOf("""
                func.func private @g(i32)
                func.func @f(%a: i64) {
                  func.call @g(%a) : (i64) -> ()
                  return
                }
                """,
                "3:3: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0\n"),
            caseOf("""
                func.func private @g() -> i32
                func.func @f() {
                  func.call @g() : () -> ()
                  return
                }
                """,
                "3:3: error: 'func.call' op incorrect number of results for callee\n"),
            caseOf("""
                func.func private @g() -> (i32, i64)
                func.func @f() {
                  %0:2 = func.call @g() : () -> (i32, i32)
                  return
                }
                """,
                "3:10: error: 'func.call' op result type mismatch at index 1\n3:10: note:       op result types: 'i32', 'i32'\n3:10: note: function result types: 'i32', 'i64'\n"),
            caseOf("""
                func.func @f() {
                  %0 = func.constant @nope : () -> ()
                  return
                }
                """,
                "2:8: error: 'func.constant' op reference to undefined function 'nope'\n"),
            caseOf("""
                func.func private @g() -> i32
                func.func @f() {
                  %0 = func.constant @g : () -> ()
                  return
                }
                """,
                "3:8: error: 'func.constant' op reference to function with mismatched type\n"),
            caseOf("""
                func.func @g()
                """,
                "1:1: error: 'func.func' op symbol declaration cannot have public visibility\n"),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
                ^bb0(%b: i64):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')\n"),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
                ^bb0:
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op entry block must have 1 arguments to match function signature\n"),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{a}]}> ({
                ^bb0(%x : i32):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op arguments may only have dialect attributes\n"),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [1]}> ({
                ^bb0(%x : i32):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes\n"),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{a.b}, {}]}> ({
                ^bb0(%x : i32):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1\n"),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f", res_attrs = []}> ({
                ^bb0(%x : i32):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                ""),
            caseOf("""
                "func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "bogus"}> ({
                ^bb0(%x : i32):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bogus\"\n"),
            caseOf("""
                "func.func"() <{function_type = i32, sym_name = "f"}> ({
                ^bb0(%x : i32):
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type\n"),
            caseOf("""
                "func.func"() <{sym_name = "f"}> ({
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op requires attribute 'function_type'\n"),
            caseOf("""
                "func.func"() <{function_type = () -> ()}> ({
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op requires attribute 'sym_name'\n"),
            caseOf("""
                "test.op"() ({
                  "func.return"() : () -> ()
                }) : () -> ()
                """,
                "2:3: error: 'func.return' op expects parent op 'func.func'\n"),
            caseOf("""
                func.func @f(%a: i32) {
                  %0 = "test.x"() : () -> ((i32) -> i64)
                  %1 = "func.call_indirect"(%0, %a) : ((i32) -> i64, i32) -> i32
                  return
                }
                """,
                "3:8: error: 'func.call_indirect' op failed to verify that callee result types match result types\n"),
            caseOf("""
                func.func @f(%a: i64) {
                  %0 = "test.x"() : () -> ((i32) -> i64)
                  %1 = "func.call_indirect"(%0, %a) : ((i32) -> i64, i64) -> i64
                  return
                }
                """,
                "3:8: error: 'func.call_indirect' op failed to verify that callee input types match argument types\n"),
            caseOf("""
                func.func @f(%a: i64) {
                  %1 = "func.call_indirect"(%a) : (i64) -> i64
                  return
                }
                """,
                "2:8: error: 'func.call_indirect' op operand #0 must be function type, but got 'i64'\n"),
            caseOf("""
                "func.func"() <{function_type = () -> i32, sym_name = "f", res_attrs = [{a}], sym_visibility = "private"}> ({
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op results may only have dialect attributes\n"),
            caseOf("""
                "func.func"() <{function_type = () -> i32, sym_name = "f", res_attrs = [{a.b}, {}], sym_visibility = "private"}> ({
                }) : () -> ()
                """,
                "1:1: error: 'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1\n"),
            caseOf("""
                module {
                  module @inner {
                    func.func private @g()
                  }
                  func.func @f() {
                    func.call @g() : () -> ()
                    return
                  }
                }
                """,
                "6:5: error: 'func.call' op 'g' does not reference a valid function\n"),
            caseOf("""
                func.func private @g() -> i32
                func.func @f() -> i32 {
                  %0 = func.call @g() : () -> i32
                  %1 = func.constant @g : () -> i32
                  %2 = func.call_indirect %1() : () -> i32
                  return %2 : i32
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
        assertEquals("t.mlir:1:23: error: custom op 'func.func' expected SSA identifier\n"
                + "func.func @f(%a: i32, i32)\n                      ^\n",
                DialectTesting.print("func.func @f(%a: i32, i32)\n", false));
        assertEquals("t.mlir:1:19: error: custom op 'func.func' expected type instead of SSA identifier\n"
                + "func.func @f(i32, %a: i32)\n                  ^\n",
                DialectTesting.print("func.func @f(i32, %a: i32)\n", false));
        assertEquals("t.mlir:1:16: error: custom op 'func.func' 'sym_name' is an inferred attribute and should not be"
                + " specified in the explicit attribute dictionary\n"
                + "func.func @f() attributes {sym_name = \"x\"}\n               ^\n",
                DialectTesting.print("func.func @f() attributes {sym_name = \"x\"}\n", false));
        assertEquals("t.mlir:1:16: error: custom op 'func.func' expected non-empty function body\n"
                + "func.func @f() {}\n               ^\n", DialectTesting.print("func.func @f() {}\n", false));
        assertEquals("t.mlir:2:10: error: custom op 'func.return' 2 operands present, but expected 1\n"
                + "  return %a, %a : i32\n         ^\n",
                DialectTesting.print("func.func @f(%a: i32) {\n  return %a, %a : i32\n}\n", false));
    }
}

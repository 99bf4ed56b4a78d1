package dev.mlirj.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each LLVM operation verifier's message for invalid input. Every expected line is the first error
 * {@code mlir-opt} 19 printed for the same input (its "see current operation" notes left out).
 */
class LlvmVerifierTest {
    static Stream<Arguments> invalid() {
        return Stream.of(
                Arguments.of("llvm.func @f(%a: f32) -> f32 {\n  %0 = llvm.add %a, %a : f32\n  llvm.return %0 : f32\n}",
                        "2:8: error: 'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible "
                                + "vector of signless integer, but got 'f32'"),
                Arguments.of("llvm.func @f(%a: i32) -> i64 {\n  llvm.return %a : i32\n}",
                        "2:3: error: 'llvm.return' op mismatching result types"),
                Arguments.of("llvm.func @f(%a: i32) {\n  llvm.return %a : i32\n}",
                        "2:3: error: 'llvm.return' op expected no operands"),
                Arguments.of("llvm.func @f() -> i32 {\n  llvm.return\n}",
                        "2:3: error: 'llvm.return' op expected 1 operand"),
                Arguments.of("llvm.func @g(i32) -> i32\nllvm.func @f(%a: i64) -> i32 {\n"
                                + "  %0 = llvm.call @g(%a) : (i64) -> i32\n  llvm.return %0 : i32\n}",
                        "3:8: error: 'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'"),
                Arguments.of("llvm.func @g(i32) -> i32\nllvm.func @f(%a: i32) -> i32 {\n"
                                + "  %0 = llvm.call @g(%a, %a) : (i32, i32) -> i32\n  llvm.return %0 : i32\n}",
                        "3:8: error: 'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)"),
                Arguments.of("llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @nope(%a) : (i32) -> i32\n"
                                + "  llvm.return %0 : i32\n}",
                        "2:8: error: 'llvm.call' op 'nope' does not reference a symbol in the current scope"),
                Arguments.of("llvm.func @g(i32) -> i32\nllvm.func @f(%a: i32) {\n  llvm.call @g(%a) : (i32) -> ()\n"
                                + "  llvm.return\n}",
                        "3:3: error: 'llvm.call' op expected function call to produce a value"),
                Arguments.of("llvm.func @g(i32)\nllvm.func @f(%a: i32) {\n  %0 = llvm.call @g(%a) : (i32) -> i32\n"
                                + "  llvm.return\n}",
                        "3:8: error: 'llvm.call' op calling function with void result must not produce values"),
                Arguments.of("llvm.func @g(i32) -> i32\nllvm.func @f(%a: i32) {\n"
                                + "  %0 = llvm.call @g(%a) : (i32) -> i64\n  llvm.return\n}",
                        "3:8: error: 'llvm.call' op result type mismatch: 'i64' != 'i32'"),
                Arguments.of("llvm.func @g(i32, ...) -> i32\nllvm.func @f(%a: i32) {\n"
                                + "  %0 = llvm.call @g(%a) : (i32) -> i32\n  llvm.return\n}",
                        "3:8: error: 'llvm.call' op missing var_callee_type attribute for vararg call"),
                Arguments.of("llvm.func @f(%p: i64) {\n  %0 = llvm.call %p() : i64, () -> i32\n  llvm.return\n}",
                        "2:8: error: 'llvm.call' op indirect call expects a pointer as callee: 'i64'"),
                Arguments.of("llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> "
                                + "!llvm.ptr, !llvm.struct<(i32, f32)>\n  llvm.return\n}",
                        "2:8: error: 'llvm.getelementptr' op index 1 indexing a struct is out of bounds"),
                Arguments.of("llvm.func @f(%p: !llvm.ptr, %i: i64) {\n  %0 = llvm.getelementptr %p[0, %i] : "
                                + "(!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>\n  llvm.return\n}",
                        "2:8: error: 'llvm.getelementptr' op expected index 1 indexing a struct to be constant"),
                Arguments.of("llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.getelementptr %p[0, 1, 2] : (!llvm.ptr) -> "
                                + "!llvm.ptr, !llvm.struct<(i32, f32)>\n  llvm.return\n}",
                        "2:8: error: 'llvm.getelementptr' op type 'f32' cannot be indexed (index #2)"),
                Arguments.of("llvm.func @f(%p: i64) {\n  %0 = llvm.load %p : i64 -> i32\n  llvm.return\n}",
                        "2:8: error: 'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'"),
                Arguments.of("llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32\n"
                                + "  llvm.return\n}",
                        "2:8: error: 'llvm.load' op expected alignment for atomic access"),
                Arguments.of("llvm.func @f(%p: !llvm.ptr, %v: i32) {\n  llvm.store %v, %p atomic acquire "
                                + "{alignment = 4 : i64} : i32, !llvm.ptr\n  llvm.return\n}",
                        "2:3: error: 'llvm.store' op unsupported ordering 'acquire'"),
                Arguments.of("llvm.func @f(%v: i32, %p: i64) {\n  llvm.store %v, %p : i32, i64\n  llvm.return\n}",
                        "2:3: error: 'llvm.store' op operand #1 must be LLVM pointer type, but got 'i64'"),
                Arguments.of("llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.load %p {syncscope = \"x\"} : !llvm.ptr -> i32\n"
                                + "  llvm.return\n}",
                        "2:8: error: 'llvm.load' op expected syncscope to be null for non-atomic access"),
                Arguments.of("llvm.func @f(%s: !llvm.struct<(i32, f32)>) {\n  %0 = llvm.extractvalue %s[2] : "
                                + "!llvm.struct<(i32, f32)>\n  llvm.return\n}",
                        "3:3: error: custom op 'llvm.extractvalue' position out of bounds: 2"),
                Arguments.of("llvm.func @f(%s: !llvm.struct<(i32, f32)>) {\n  %0 = \"llvm.extractvalue\"(%s) "
                                + "<{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32\n  llvm.return\n}",
                        "2:8: error: 'llvm.extractvalue' op Type mismatch: extracting from "
                                + "'!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'"),
                Arguments.of("llvm.mlir.global internal @g() : i32 {\n  %0 = llvm.mlir.constant(1 : i64) : i64\n"
                                + "  llvm.return %0 : i64\n}",
                        "1:1: error: 'llvm.mlir.global' op initializer region type 'i64' does not match global type "
                                + "'i32'"),
                Arguments.of("llvm.mlir.global internal @g(1 : i32) : i32 {\n  %0 = llvm.mlir.constant(1 : i32) : i32\n"
                                + "  llvm.return %0 : i32\n}",
                        "1:1: error: 'llvm.mlir.global' op cannot have both initializer value and region"),
                Arguments.of("llvm.mlir.global internal constant @g(\"abc\") : !llvm.array<4 x i8>",
                        "1:1: error: 'llvm.mlir.global' op requires an i8 array type of the length equal to that of "
                                + "the string attribute"),
                Arguments.of("llvm.mlir.global appending @g(1 : i32) : i32",
                        "1:1: error: 'llvm.mlir.global' op expected array type for 'appending' linkage"),
                Arguments.of("llvm.mlir.global common @g(1 : i32) : i32",
                        "1:1: error: 'llvm.mlir.global' op expected zero value for 'common' linkage"),
                Arguments.of("llvm.func @f() {\n  %0 = llvm.mlir.addressof @nope : !llvm.ptr\n  llvm.return\n}",
                        "2:8: error: 'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' "
                                + "or 'llvm.func'"),
                Arguments.of("llvm.mlir.global internal @g(1 : i32) {addr_space = 1 : i32} : i32\nllvm.func @f() {\n"
                                + "  %0 = llvm.mlir.addressof @g : !llvm.ptr\n  llvm.return\n}",
                        "3:8: error: 'llvm.mlir.addressof' op pointer address space must match address space of the "
                                + "referenced global"),
                Arguments.of("llvm.func common @f() {\n  llvm.return\n}",
                        "1:1: error: 'llvm.func' op functions cannot have 'common' linkage"),
                Arguments.of("llvm.func internal @f()",
                        "1:1: error: 'llvm.func' op external functions must have 'external' or 'extern_weak' linkage"),
                Arguments.of("llvm.func @f(%a: i32) {\n  %0 = llvm.zext %a : i32 to i16\n  llvm.return\n}",
                        "2:8: error: integer width of the output type is smaller or equal to the integer width of the "
                                + "input type"),
                Arguments.of("llvm.func @f(%a: i32) {\n  %0 = llvm.fadd %a, %a : i32\n  llvm.return\n}",
                        "2:8: error: 'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM "
                                + "dialect-compatible vector of floating point LLVM type, but got 'i32'"),
                Arguments.of("llvm.func @f(%a: f32) {\n  %0 = llvm.icmp \"slt\" %a, %a : f32\n  llvm.return\n}",
                        "2:8: error: 'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible "
                                + "vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector "
                                + "of LLVM pointer type, but got 'f32'"),
                Arguments.of("llvm.func @f(%a: i32) {\n  %0 = llvm.icmp \"foo\" %a, %a : i32\n  llvm.return\n}",
                        "2:18: error: custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute"),
                Arguments.of("llvm.func @f(%a: i32, %c: i32) {\n  %0 = llvm.select %c, %a, %a : i32, i32\n"
                                + "  llvm.return\n}",
                        "2:8: error: 'llvm.select' op operand #0 must be 1-bit signless integer or LLVM "
                                + "dialect-compatible vector of 1-bit signless integer, but got 'i32'"),
                Arguments.of("llvm.func @f(%a: i32) {\n  %0 = llvm.ptrtoint %a : i32 to i64\n  llvm.return\n}",
                        "2:8: error: 'llvm.ptrtoint' op operand #0 must be LLVM pointer type or LLVM "
                                + "dialect-compatible vector of LLVM pointer type, but got 'i32'"),
                Arguments.of("llvm.func @f() {\n  %0 = llvm.mlir.constant(\"abc\") : !llvm.array<4 x i8>\n"
                                + "  llvm.return\n}",
                        "2:8: error: 'llvm.mlir.constant' op expected array type of 3 i8 elements for the string "
                                + "constant"),
                Arguments.of("llvm.func @f() {\n  %0 = llvm.mlir.constant(1 : i64) : f32\n  llvm.return\n}",
                        "2:8: error: 'llvm.mlir.constant' op expected integer type"),
                Arguments.of("llvm.func @f() {\n  %0 = llvm.mlir.constant(1.0 : f16) : f32\n  llvm.return\n}",
                        "2:8: error: 'llvm.mlir.constant' op expected float type of width 16"),
                Arguments.of("llvm.func @f() {\n  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i32\n"
                                + "  llvm.return\n}",
                        "2:8: error: 'llvm.mlir.constant' op expected vector or array type"),
                Arguments.of("llvm.func @f(%v: vector<[4]xi32>) {\n  %0 = llvm.shufflevector %v, %v [0, 1] : "
                                + "vector<[4]xi32>\n  llvm.return\n}",
                        "2:8: error: 'llvm.shufflevector' op expected a splat operation for scalable vectors"));
    }

    @ParameterizedTest
    @MethodSource("invalid")
    void reportsWhatMlirOpt19Reports(String input, String expected) {
        assertEquals(expected, LlvmTesting.parseAndVerify(input + "\n").error());
    }

    @Test
    void returnMismatchNotesTheFunction() {
        LlvmTesting.Result r = LlvmTesting.parseAndVerify("llvm.func @f() -> i32 {\n  llvm.return\n}\n");
        DiagnosticEngine d = new DiagnosticEngine();
        Operation ret = ((Operation) r.module().region(0).entryBlock().firstOp()).region(0).entryBlock().firstOp();
        LlvmFuncOp.verifyReturn(ret, d);
        Diagnostic error = d.collected().getFirst();
        assertEquals("when returning from function", error.notes().getFirst().message());
        assertEquals(1, error.notes().getFirst().location().filePosition().line());
    }

    @Test
    void constantsMayChangeIntegerWidthAsInMlir19() {
        assertNull(LlvmTesting.parseAndVerify("llvm.func @f() {\n  %0 = llvm.mlir.constant(1 : i64) : i32\n"
                + "  %1 = llvm.mlir.constant(0 : index) : i64\n  llvm.return\n}\n").error());
    }

    @Test
    void condBrMayPassDifferentArgumentsToTheSameBlockAsInMlir19() {
        assertNull(LlvmTesting.parseAndVerify("llvm.func @f(%c: i1, %a: i32, %b: i32) {\n"
                + "  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)\n^bb1(%x: i32):\n  llvm.return\n}\n").error());
    }
}

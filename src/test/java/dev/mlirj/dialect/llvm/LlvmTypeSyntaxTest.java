package dev.mlirj.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The LLVM type syntax: printing as mlir-opt 19, identified and recursive structs, and the parse errors. */
class LlvmTypeSyntaxTest {
    /** Parses {@code type} as the only argument type of a declaration. */
    private static Type parse(String type) {
        LlvmTesting.Result r = LlvmTesting.parseAndVerify("llvm.func @f(" + type + ")\n");
        assertNull(r.error(), r.error());
        Operation f = r.module().region(0).entryBlock().firstOp();
        return LlvmFuncOp.functionType(f).params().getFirst();
    }

    private static String error(String text) {
        return LlvmTesting.parseAndVerify(text + "\n").error();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "!llvm.ptr<0>|!llvm.ptr",
            "!llvm.ptr<3>|!llvm.ptr<3>",
            "!llvm.struct<(i32, struct<(f32, ptr)>)>|!llvm.struct<(i32, struct<(f32, ptr)>)>",
            "!llvm.struct<packed (i8, i32)>|!llvm.struct<packed (i8, i32)>",
            "!llvm.array<2 x array<3 x f32>>|!llvm.array<2 x array<3 x f32>>",
            "!llvm.array<3 x vector<4xf32>>|!llvm.array<3 x vector<4xf32>>",
            "!llvm.func<i32 (ptr, ...)>|!llvm.func<i32 (ptr, ...)>",
            "!llvm.func<void (...)>|!llvm.func<void (...)>",
            "!llvm.vec<? x 4 x ptr>|!llvm.vec<? x 4 x  ptr>",
            "!llvm.vec<2 x ptr>|!llvm.vec<2 x ptr>",
            "!llvm.target<\"typename\", !llvm.ptr, i32, 42>|!llvm.target<\"typename\", !llvm.ptr, i32, 42>",
            "!llvm.struct<\"node\", (i32, ptr, struct<\"node\">)>|!llvm.struct<\"node\", (i32, ptr, struct<\"node\">)>",
            "!llvm.struct<\"op\", opaque>|!llvm.struct<\"op\", opaque>"})
    void printsAsMlirOpt19(String input, String printed) {
        assertEquals(printed, LlvmTypes.toString(parse(input)));
    }

    @Test
    void nestedTypesAreValues() {
        assertEquals(LlvmStructType.literal(List.of(IntegerType.of(32), new LlvmArrayType(FloatType.F32, 4)), false),
                parse("!llvm.struct<(i32, array<4 x f32>)>"));
        assertEquals(new LlvmFunctionType(LlvmPrimitiveType.VOID, List.of(LlvmPointerType.DEFAULT), true),
                parse("!llvm.func<void (ptr, ...)>"));
        assertNotEquals(LlvmStructType.literal(List.of(IntegerType.of(8)), true),
                LlvmStructType.literal(List.of(IntegerType.of(8)), false));
    }

    @Test
    void aRecursiveStructContainsItself() {
        LlvmStructType node = (LlvmStructType) parse("!llvm.struct<\"node\", (i32, ptr, struct<\"node\">)>");
        assertTrue(node.isIdentified());
        assertSame(node, node.body().get(2));
        LlvmStructType list = (LlvmStructType) parse("!llvm.struct<\"list\", (ptr, array<2 x struct<\"list\">>)>");
        assertSame(list, ((LlvmArrayType) list.body().get(1)).elementType());
    }

    @Test
    void identifiedStructsAreUniqueByNamePerContext() {
        LlvmTesting.Result r = LlvmTesting.parseAndVerify("llvm.func @f(!llvm.struct<\"p\", (i32)>, "
                + "!llvm.struct<\"p\", (i32)>) attributes {t = !llvm.array<2 x struct<\"p\", (i32)>>}\n");
        assertNull(r.error());
        Operation f = r.module().region(0).entryBlock().firstOp();
        List<Type> params = LlvmFuncOp.functionType(f).params();
        assertSame(params.get(0), params.get(1));
        assertSame(params.get(0), ((LlvmArrayType) ((TypeAttr) f.attributes().get("t")).type()).elementType());
        IdentifiedStructs structs = ((LlvmDialect) r.context().dialect("llvm")).identifiedStructs();
        assertSame(params.get(0), structs.get("p"));
        assertFalse(structs.get("p").setBody(List.of(IntegerType.of(64)), false), "the body is set only once");
        assertTrue(structs.get("p").setBody(List.of(IntegerType.of(32)), false), "the same body again is fine");
        LlvmTesting.Result other = LlvmTesting.parseAndVerify("llvm.func @f(!llvm.struct<\"p\", (i64)>)\n");
        assertNull(other.error(), "another context has its own \"p\"");
    }

    @Test
    void structErrorsAreMlirs() {
        assertEquals("1:59: error: identified type already used with a different body",
                error("llvm.func @f(!llvm.struct<\"a\", (i32)>, !llvm.struct<\"a\", (i64)>)"));
        assertEquals("1:30: error: struct without a body only allowed in a recursive struct",
                error("llvm.func @f(!llvm.struct<\"a\">)"));
        assertEquals("1:58: error: redeclaring defined struct as opaque",
                error("llvm.func @f(!llvm.struct<\"a\", (i32)>, !llvm.struct<\"a\", opaque>)"));
        assertEquals("1:27: error: only identified structs can be opaque", error("llvm.func @f(!llvm.struct<opaque>)"));
        assertEquals("1:45: error: identifier already used for an enclosing struct",
                error("llvm.func @f(!llvm.struct<\"a\", (struct<\"a\", (i32)>)>)"));
    }

    @Test
    void unknownTypesAreReportedAtTheirKeyword() {
        assertEquals("1:20: error: unknown LLVM type: bogus", error("llvm.func @f(!llvm.bogus)"));
        assertEquals("1:30: error: unknown LLVM type: bogus", error("llvm.func @f(!llvm.array<4 x bogus>)"));
    }

    @Test
    void compatibility() {
        assertTrue(LlvmTypes.isCompatible(IntegerType.of(7)));
        assertTrue(LlvmTypes.isCompatible(FloatType.F80));
        assertFalse(LlvmTypes.isCompatible(dev.mlirj.ir.IndexType.INSTANCE));
        assertTrue(LlvmTypes.isCompatibleVector(new LlvmFixedVectorType(LlvmPointerType.DEFAULT, 2)));
    }
}

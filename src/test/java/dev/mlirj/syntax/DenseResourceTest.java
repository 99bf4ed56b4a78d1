package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.DenseResourceElementsAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ResourceBlob;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code dense_resource<name>} and the {@code {-# dialect_resources #-}} block: what mlir-opt 19 prints for each
 * input (expected texts taken from running it), its errors and their positions, and the bytes an attribute holds.
 */
class DenseResourceTest {
    private static final String OP = "\"t.op\"() {a = dense_resource<%s> : tensor<1xi8>} : () -> ()\n";

    private static String block(String entries) {
        return "\n{-#\n  dialect_resources: {\n    builtin: {\n" + entries + "\n    }\n  }\n#-}\n";
    }

    private static String roundTrip(String text) {
        return Mlir.roundTrip("t.mlir", text, AsmPrinter.Options.DEFAULT);
    }

    private static String error(String text) {
        Mlir.Parsed parsed = Mlir.parse("t.mlir", text, true);
        assertTrue(parsed.error() != null, "expected an error for " + text);
        return parsed.error().lines().findFirst().orElseThrow();
    }

    @Test
    void resourcesPrintInFirstUseOrderOnlyWhenUsedAndDefined() {
        String in = "\"t.op\"() {a = dense_resource<b> : tensor<2xi32>, c = dense_resource<a> : tensor<1xi8>,"
                + " d = dense_resource<undefined> : tensor<?xi32>} : () -> ()\n"
                + "{-#\n  dialect_resources: { builtin: { a: \"0x0100000005\", b: \"0x040000000100000002000000\","
                + " unused: \"0x0100000007\" } }\n#-}\n";
        assertEquals("module {\n  \"t.op\"() {a = dense_resource<b> : tensor<2xi32>, c = dense_resource<a> :"
                + " tensor<1xi8>, d = dense_resource<undefined> : tensor<?xi32>} : () -> ()\n}\n"
                + block("      b: \"0x040000000100000002000000\",\n      a: \"0x0100000005\"") + "\n", roundTrip(in));
    }

    @Test
    void laterDefinitionsWinAndBlocksMayComeAnywhereAtTopLevel() {
        String in = OP.formatted("a") + "{-#\n  dialect_resources: { builtin: { a: \"0x0100000001\" } }\n#-}\n"
                + OP.formatted("b") + "{-# dialect_resources: { builtin: { b: \"0x0100000002\", a: \"0x08000000abCD\""
                + " } } #-}";
        String out = roundTrip(in);
        assertTrue(out.endsWith(block("      a: \"0x08000000ABCD\",\n      b: \"0x0100000002\"") + "\n"), out);
    }

    @Test
    void namesAreBareIdentifiersAndEmptyBlobsPrintWithAlignmentZero() {
        String in = "\"t.op\"() {a = dense_resource<a.b$c> : tensor<0xi8>, b = dense_resource<i32> : vector<1xi8>}"
                + " : () -> ()\n{-#\n  dialect_resources: { builtin: { a.b$c: \"0x08000000\" , i32: \"0x0100000003\"}"
                + " }\n#-}\n";
        assertTrue(roundTrip(in).endsWith(block("      a.b$c: \"0x00000000\",\n      i32: \"0x0100000003\"") + "\n"));
    }

    @Test
    void genericFormKeepsTheBlock() {
        String in = OP.formatted("a") + "{-#\n  dialect_resources: { builtin: { a: \"0x0100000001\" } }\n#-}\n";
        assertEquals("\"builtin.module\"() ({\n" + "  " + OP.formatted("a") + "}) : () -> ()\n"
                + block("      a: \"0x0100000001\"") + "\n",
                Mlir.roundTrip("t.mlir", in, new AsmPrinter.Options(true, false)));
    }

    @Test
    void malformedBlobsAndBlocksAreLocatedAsMlirOpt19ReportsThem() {
        String prefix = OP.formatted("a") + "{-#\n  dialect_resources: { builtin: { a: ";
        String suffix = " } }\n#-}\n";
        assertEquals("t.mlir:3:38: error: expected hex string blob for key 'a'", error(prefix + "\"0x010000000\"" + suffix));
        assertEquals("t.mlir:3:38: error: expected hex string blob for key 'a'", error(prefix + "\"0x01000000zz\"" + suffix));
        assertEquals("t.mlir:3:38: error: expected hex string blob for key 'a'", error(prefix + "\"01000000\"" + suffix));
        assertEquals("t.mlir:3:38: error: expected hex string blob for key 'a'", error(prefix + "true" + suffix));
        assertEquals("t.mlir:3:38: error: expected hex string blob for key 'a' to encode alignment in first 4 bytes",
                error(prefix + "\"0x0100\"" + suffix));
        assertEquals("t.mlir:3:38: error: expected hex string blob for key 'a' to encode alignment in first 4 bytes,"
                + " but got non-power-of-2 value: 3", error(prefix + "\"0x0300000001\"" + suffix));
        assertEquals("t.mlir:3:56: error: expected identifier key for 'resource' entry",
                error(prefix + "\"0x08000000abCD\"," + suffix));
        assertEquals("t.mlir:3:24: error: dialect 'foo' is unknown",
                error(OP.formatted("a") + "{-#\n  dialect_resources: { foo: { a: \"0x0100000001\" } }\n#-}\n"));
        assertEquals("t.mlir:3:32: error: unexpected 'resource' section for dialect 'func'",
                error(OP.formatted("a") + "{-#\n  dialect_resources: { func: { a: \"0x0100000001\" } }\n#-}\n"));
        assertEquals("t.mlir:3:3: error: unknown key 'foo' in file metadata dictionary",
                error("\"t.op\"() : () -> ()\n{-#\n  foo: { }\n#-}\n"));
        assertEquals("t.mlir:2:40: error: expected ',' or '#-}'",
                error("\"t.op\"() : () -> ()\n{-# dialect_resources: { builtin: { } } external_resources: {} #-}"));
    }

    @Test
    void malformedReferencesAreLocatedAsMlirOpt19ReportsThem() {
        assertEquals("t.mlir:1:33: error: `dense_resource` expected a shaped type",
                error("\"t.op\"() {a = dense_resource<a> : i32} : () -> ()"));
        assertEquals("t.mlir:1:32: error: expected ':'", error("\"t.op\"() {a = dense_resource<a>} : () -> ()"));
        assertEquals("t.mlir:1:30: error: expected identifier key for 'resource' entry",
                error("\"t.op\"() {a = dense_resource<\"a b\"> : tensor<1xi8>} : () -> ()"));
        assertEquals("t.mlir:1:29: error: expected '<' after 'dense_resource'",
                error("\"t.op\"() {a = dense_resource a : tensor<1xi8>} : () -> ()"));
    }

    @Test
    void theAttributeHoldsTheLittleEndianBytes() {
        Mlir.Parsed parsed = Mlir.parse("t.mlir", "\"t.op\"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()\n"
                + "{-#\n  dialect_resources: { builtin: { blob1: \"0x040000000100000002000000\" } }\n#-}\n", true);
        Operation op = parsed.module().region(0).blocks().getFirst().firstOp();
        DenseResourceElementsAttr a = (DenseResourceElementsAttr) op.attributes().get("a");
        assertEquals(4, a.blob().alignment());
        ByteBuffer data = a.rawData();
        assertEquals(8, data.remaining());
        assertEquals(1, data.getInt(0));
        assertEquals(2, data.getInt(4));
        assertTrue(data.isReadOnly());
        DenseResourceElementsAttr missing = new DenseResourceElementsAttr(a.type(), "nothing", null);
        assertFalse(missing.hasData());
        assertThrows(IllegalStateException.class, missing::rawData);
        assertThrows(IllegalArgumentException.class, () -> new ResourceBlob(new byte[1], 3));
    }

    @Test
    void differentBlobsUnderOneNameAreUniquedWhenPrinted() {
        RankedTensorType type = new RankedTensorType(List.of(1L), IntegerType.of(8), null);
        DenseResourceElementsAttr first = new DenseResourceElementsAttr(type, "r", new ResourceBlob(new byte[] {1}, 1));
        DenseResourceElementsAttr second = new DenseResourceElementsAttr(type, "r", new ResourceBlob(new byte[] {2}, 1));
        ResourcePrinter resources = new ResourcePrinter();
        String printed = ScopedValue.where(ResourcePrinter.CURRENT, resources).call(() ->
                AttributePrinter.toString(first) + ", " + AttributePrinter.toString(second) + ", "
                        + AttributePrinter.toString(first));
        assertEquals("dense_resource<r> : tensor<1xi8>, dense_resource<r_1> : tensor<1xi8>,"
                + " dense_resource<r> : tensor<1xi8>", printed);
        StringBuilder out = new StringBuilder();
        resources.printBlock(out);
        assertEquals(block("      r: \"0x0100000001\",\n      r_1: \"0x0100000002\""), out.toString());
    }

    @Test
    void arithConstantTakesADenseResourceAsItsValue() {
        String in = "func.func @f() -> tensor<2xi32> {\n  %0 = arith.constant dense_resource<r> : tensor<2xi32>\n"
                + "  return %0 : tensor<2xi32>\n}\n{-#\n  dialect_resources: { builtin: { r: \"0x0400000001000000"
                + "02000000\" } }\n#-}\n";
        assertEquals("module {\n  func.func @f() -> tensor<2xi32> {\n    %cst = arith.constant dense_resource<r> :"
                + " tensor<2xi32>\n    return %cst : tensor<2xi32>\n  }\n}\n"
                + block("      r: \"0x040000000100000002000000\"") + "\n", roundTrip(in));
    }
}

package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Type;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Building a message never throws: a type or attribute printed without a context (as messages print operand
 * types) prints through its dialect as any context loaded it, and in the opaque form {@code !ns<"...">} when no
 * context ever did.
 */
class PrintingWithoutContextTest {
    private record Foreign(int n) implements Type {
        @Override
        public String dialect() {
            return "nowhere";
        }
    }

    private record ForeignAttr(String s) implements Attribute {
        @Override
        public String dialect() {
            return "nowhere";
        }
    }

    @Test
    void aDialectTypePrintsThroughItsDialectOutsideAnyContext() {
        dev.mlirj.init.InitAllDialects.context();
        assertEquals("!llvm.ptr<3>", TypePrinter.toString(new LlvmPointerType(3)));
        assertEquals("(!llvm.ptr) -> i32", TypePrinter.toString(new FunctionType(List.of(LlvmPointerType.DEFAULT),
                List.of(dev.mlirj.ir.IntegerType.of(32)))));
    }

    @Test
    void aTypeOrAttributeOfADialectNoContextLoadedPrintsOpaque() {
        assertEquals("!nowhere<\"Foreign[n=1]\">", TypePrinter.toString(new Foreign(1)));
        assertEquals("tuple<!nowhere<\"Foreign[n=2]\">>",
                TypePrinter.toString(new dev.mlirj.ir.TupleType(List.of(new Foreign(2)))));
        assertEquals("#nowhere<\"ForeignAttr[s=\\22x\\22]\">", AttributePrinter.toString(new ForeignAttr("\"x\"")));
    }
}

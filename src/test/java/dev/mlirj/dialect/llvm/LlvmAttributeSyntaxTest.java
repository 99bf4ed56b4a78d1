package dev.mlirj.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The LLVM attribute syntax: canonical printing as mlir-opt 19, values, and the errors for bad input. */
class LlvmAttributeSyntaxTest {
    private static LlvmTesting.Result parse(String attr) {
        return LlvmTesting.parseAndVerify("llvm.func @f() attributes {x = " + attr + "}\n");
    }

    private static Attribute value(String attr) {
        LlvmTesting.Result r = parse(attr);
        assertNull(r.error(), r.error());
        Operation f = r.module().region(0).entryBlock().firstOp();
        return f.attributes().get("x");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#llvm.linkage<internal>|#llvm.linkage<internal>",
            "#llvm.cconv<fastcc>|#llvm.cconv<fastcc>",
            "#llvm.tailcallkind<musttail>|#llvm.tailcallkind<musttail>",
            "#llvm.fastmath<reassoc, contract>|#llvm.fastmath<contract, reassoc>",
            "#llvm.fastmath<fast, nnan>|#llvm.fastmath<fast>",
            "#llvm.fastmath<nnan,ninf,nsz,arcp,contract,afn>|#llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn>",
            "#llvm.fastmath<none>|#llvm.fastmath<none>",
            "#llvm.overflow<nuw, nsw>|#llvm.overflow<nsw, nuw>",
            "#llvm.framePointerKind<\"non-leaf\">|#llvm.framePointerKind<\"non-leaf\">",
            "#llvm.framePointerKind<all>|#llvm.framePointerKind<all>",
            "#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>"
                    + "|#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>"})
    void printsAsMlirOpt19(String input, String printed) {
        assertEquals("module {\n  llvm.func @f() attributes {x = " + printed + "}\n}\n",
                parse(input).print(false));
    }

    @Test
    void values() {
        assertEquals(new LinkageAttr(Linkage.LINKONCE_ODR), value("#llvm.linkage<linkonce_odr>"));
        assertEquals(new FastmathFlagsAttr(FastmathFlagsAttr.FAST_BITS), value("#llvm.fastmath<fast>"));
        assertEquals(new FastmathFlagsAttr(0b11), value("#llvm.fastmath<nnan, ninf>"));
        assertEquals(new IntegerOverflowFlagsAttr(0b10), value("#llvm.overflow<nuw>"));
        assertEquals(new MemoryEffectsAttr("none", "read", "none"),
                value("#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#llvm.bogus<1>|1:38: error: unknown attribute `bogus` in dialect `llvm`",
            "#llvm.linkage<bad>|1:46: error: invalid LLVM linkage types specification: bad",
            "#llvm.cconv<bad>|1:44: error: invalid Calling Conventions specification: bad",
            "#llvm.tailcallkind<bad>|1:51: error: invalid Tail Call Kind specification: bad",
            "#llvm.framePointerKind<bad>|1:55: error: invalid LLVM FramePointerKind specification: bad",
            "#llvm.memory_effects<other = bad>|1:61: error: invalid LLVM ModRefInfo specification: bad",
            "#llvm.overflow<bad>|1:47: error: expected ::mlir::LLVM::IntegerOverflowFlags to be one of: none, nsw, nuw"})
    void errorsAreMlirOpt19s(String input, String error) {
        assertEquals(error, parse(input).error());
    }
}

package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmTargetData;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.target.llvmir.TypeToLlvmIrTranslator;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.PaddingLayout;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java memref descriptor layouts against what LLVM's data layout gives the LLVM struct of
 * {@code llvmType()}, field by field, for ranks 0-8, index widths 64 and 32, on x86-64 and AArch64.
 */
class MemRefDescriptorLayoutTest {
    /** The data layouts clang and MLIR's host target machine use on x86-64 Linux and AArch64 Linux. */
    static final List<String> DATA_LAYOUTS = List.of(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128");

    /**
     * The LLVM-C type of an LLVM dialect (or builtin scalar) type, as the translation to LLVM IR makes it; index
     * (which the lowering has turned into an integer by then) as i64.
     */
    static LlvmType toLlvm(LlvmContext c, Type t) {
        if (t instanceof IndexType) {
            return c.i64();
        }
        LlvmType llvm = new TypeToLlvmIrTranslator(c).translate(t);
        if (llvm == null) {
            throw new IllegalArgumentException("no LLVM type for " + t);
        }
        return llvm;
    }

    /** The named (non-padding) members of a Java struct layout. */
    static List<MemoryLayout> fields(GroupLayout layout) {
        return layout.memberLayouts().stream().filter(m -> !(m instanceof PaddingLayout)).toList();
    }

    /** Asserts that {@code java} lays out the fields of the LLVM struct {@code type} as LLVM does under {@code td}. */
    static void assertSameLayout(LlvmContext c, LlvmTargetData td, LlvmStructType type, GroupLayout java,
            String what) {
        LlvmType llvm = toLlvm(c, type);
        List<MemoryLayout> fields = fields(java);
        assertEquals(type.body().size(), fields.size(), what + ": field count");
        for (int i = 0; i < fields.size(); i++) {
            MemoryLayout f = fields.get(i);
            long javaOffset = java.byteOffset(MemoryLayout.PathElement.groupElement(f.name().orElseThrow()));
            assertEquals(td.offsetOfElement(llvm, i), javaOffset, what + ": offset of " + f.name().get());
            assertEquals(td.abiSize(toLlvm(c, type.body().get(i))), f.byteSize(), what + ": size of " + f.name().get());
        }
        assertEquals(td.abiSize(llvm), java.byteSize(), what + ": total size");
        assertEquals(td.abiAlignment(llvm), java.byteAlignment(), what + ": alignment");
    }

    @Test
    void rankedDescriptorsMatchLlvmFieldByField() {
        for (String dl : DATA_LAYOUTS) {
            try (LlvmContext c = LlvmContext.create(); LlvmTargetData td = LlvmTargetData.parse(dl)) {
                for (int width : new int[] {64, 32}) {
                    for (int rank = 0; rank <= 8; rank++) {
                        MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(rank, width);
                        assertEquals(rank == 0 ? 3 : 5, fields(d.layout()).size());
                        assertSameLayout(c, td, d.llvmType(), d.layout(),
                                "rank " + rank + " i" + width + " on " + dl);
                    }
                }
            }
        }
    }

    @Test
    void unrankedDescriptorsMatchLlvm() {
        for (String dl : DATA_LAYOUTS) {
            try (LlvmContext c = LlvmContext.create(); LlvmTargetData td = LlvmTargetData.parse(dl)) {
                for (int width : new int[] {64, 32}) {
                    UnrankedMemRefDescriptorLayout d = UnrankedMemRefDescriptorLayout.of(width);
                    assertSameLayout(c, td, d.llvmType(), d.layout(), "unranked i" + width + " on " + dl);
                }
            }
        }
    }

    @Test
    void resultStructsMatchLlvm() {
        long dyn = ShapedType.DYNAMIC;
        List<List<Type>> resultLists = List.of(
                List.of(IndexType.INSTANCE, IntegerType.of(64), IntegerType.of(32), IntegerType.of(16),
                        IntegerType.of(8), IntegerType.of(1)),
                List.of(MemRefType.of(List.of(dyn), FloatType.F32), FloatType.F32,
                        MemRefType.of(List.of(2L, 3L), IntegerType.of(16))),
                List.of(FloatType.BF16, FloatType.F16, FloatType.F64),
                List.of(IntegerType.of(1), MemRefType.of(List.of(), FloatType.F64), IntegerType.of(8)));
        for (String dl : DATA_LAYOUTS) {
            try (LlvmContext c = LlvmContext.create(); LlvmTargetData td = LlvmTargetData.parse(dl)) {
                for (List<Type> results : resultLists) {
                    FunctionSignature s = FunctionSignature.of("f", new FunctionType(List.of(), results));
                    List<LlvmType> body = new ArrayList<>();
                    for (Type t : results) {
                        body.add(t instanceof MemRefType m ? toLlvm(c, s.descriptor(m.shape().size()).llvmType())
                                : toLlvm(c, t));
                    }
                    LlvmType llvm = c.struct(body, false);
                    GroupLayout java = (GroupLayout) s.resultLayout();
                    for (int i = 0; i < results.size(); i++) {
                        assertEquals(td.offsetOfElement(llvm, i), s.resultOffset(i), results + " result " + i);
                    }
                    assertEquals(td.abiSize(llvm), java.byteSize(), results + " size");
                    assertEquals(td.abiAlignment(llvm), java.byteAlignment(), results + " alignment");
                }
            }
        }
    }
}

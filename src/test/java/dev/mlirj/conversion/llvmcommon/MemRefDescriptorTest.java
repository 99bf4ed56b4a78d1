package dev.mlirj.conversion.llvmcommon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.PaddingLayout;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The descriptor builders ({@link MemRefDescriptor}, {@link UnrankedMemRefDescriptor}): the IR they build (checked
 * as text, as MLIR's MemRefBuilder builds it), that unpacking a packed descriptor yields exactly the packed values
 * (followed through the insertvalue chain), and that their field positions agree with the runtime ABI of
 * {@link dev.mlirj.executionengine.MemRefDescriptorLayout} / {@link dev.mlirj.executionengine.UnrankedMemRefDescriptorLayout}
 * and with {@link LlvmTypeConverter#memRefDescriptorFields}.
 */
class MemRefDescriptorTest {
    private final MlirContext context = InitAllDialects.context();
    private final Location loc = Location.unknown();
    private final LlvmTypeConverter converter = converter(64);

    private LlvmTypeConverter converter(int bits) {
        LlvmTypeConverter c = new LlvmTypeConverter(new LowerToLlvmOptions(bits, false),
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        c.setContext(context);
        return c;
    }

    /** A module with {@code llvm.func @f(signature) { llvm.return }}; returns the entry block. */
    private Block function(String arguments) {
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "t.mlir",
                "llvm.func @f(" + arguments + ") {\n  llvm.return\n}\n");
        assertTrue(module != null, diagnostics.collected()::toString);
        return module.region(0).entryBlock().firstOp().region(0).entryBlock();
    }

    private Builder beforeReturn(Block block) {
        return Builder.before(context, block.terminator());
    }

    private String print(Block block) {
        Operation module = block.parentOp().parentOp();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        return AsmPrinter.print(block.parentOp(), context, AsmPrinter.Options.DEFAULT).strip();
    }

    private static final MemRefType DYN2 = MemRefType.of(List.of(ShapedType.DYNAMIC, ShapedType.DYNAMIC),
            FloatType.F32);

    private static List<Value> args(Block block) {
        return new ArrayList<>(block.arguments());
    }

    /** The value inserted at {@code position} in the chain of insertvalues ending at {@code struct}. */
    private static Value inserted(Value struct, List<BigInteger> position) {
        for (Value v = struct; v instanceof OpResult r && r.owner().name().fullName().equals("llvm.insertvalue");
             v = r.owner().operand(0)) {
            if (((DenseArrayAttr) r.owner().attribute("position")).elements().equals(position)) {
                return r.owner().operand(1);
            }
        }
        throw new AssertionError("nothing inserted at " + position);
    }

    @Test
    void packInsertsSizesAndStridesPairwiseAndUnpackExtractsInTheUnbundledOrder() {
        Block block = function("%a: !llvm.ptr, %b: !llvm.ptr, %o: i64, %s0: i64, %s1: i64, %t0: i64, %t1: i64");
        Builder b = beforeReturn(block);
        MemRefDescriptor d = MemRefDescriptor.pack(b, loc, converter, DYN2, args(block));
        assertEquals(2, d.rank());
        List<Value> unpacked = new ArrayList<>();
        MemRefDescriptor.unpack(b, loc, d.value(), DYN2, unpacked);
        assertEquals(MemRefDescriptor.numUnpackedValues(DYN2), unpacked.size());
        // Unpacking what was packed gives back each argument, in order.
        for (int i = 0; i < unpacked.size(); i++) {
            Operation extract = ((OpResult) unpacked.get(i)).owner();
            assertSame(d.value(), extract.operand(0));
            assertSame(block.argument(i), inserted(d.value(),
                    ((DenseArrayAttr) extract.attribute("position")).elements()), "value #" + i);
        }
        String ty = "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>";
        assertEquals("""
                llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) {
                  %0 = llvm.mlir.undef : T
                  %1 = llvm.insertvalue %arg0, %0[0] : T\s
                  %2 = llvm.insertvalue %arg1, %1[1] : T\s
                  %3 = llvm.insertvalue %arg2, %2[2] : T\s
                  %4 = llvm.insertvalue %arg3, %3[3, 0] : T\s
                  %5 = llvm.insertvalue %arg5, %4[4, 0] : T\s
                  %6 = llvm.insertvalue %arg4, %5[3, 1] : T\s
                  %7 = llvm.insertvalue %arg6, %6[4, 1] : T\s
                  %8 = llvm.extractvalue %7[0] : T\s
                  %9 = llvm.extractvalue %7[1] : T\s
                  %10 = llvm.extractvalue %7[2] : T\s
                  %11 = llvm.extractvalue %7[3, 0] : T\s
                  %12 = llvm.extractvalue %7[3, 1] : T\s
                  %13 = llvm.extractvalue %7[4, 0] : T\s
                  %14 = llvm.extractvalue %7[4, 1] : T\s
                  llvm.return
                }""".replace("T", ty), print(block));
    }

    @Test
    void gettersAndSettersAddressTheirFields() {
        Block block = function("%a: !llvm.ptr, %i: i64");
        Builder b = beforeReturn(block);
        MemRefDescriptor d = MemRefDescriptor.undef(b, loc, converter.convertType(DYN2));
        Value before = d.value();
        d.setAlignedPtr(b, loc, block.argument(0));
        d.setStride(b, loc, 1, block.argument(1));
        d.setConstantSize(b, loc, 0, 5);
        assertTrue(before != d.value(), "a setter replaces the value");
        assertSame(block.argument(0), inserted(d.value(), positions(MemRefDescriptor.ALIGNED_PTR)));
        assertSame(block.argument(1), inserted(d.value(), positions(MemRefDescriptor.STRIDES, 1)));
        Value five = inserted(d.value(), positions(MemRefDescriptor.SIZES, 0));
        Operation constant = ((OpResult) five).owner();
        assertEquals("llvm.mlir.constant", constant.name().fullName());
        assertEquals(IntegerAttr.of(dev.mlirj.ir.IndexType.INSTANCE, 5), constant.attribute("value"));
        for (Value v : List.of(d.allocatedPtr(b, loc), d.alignedPtr(b, loc), d.offset(b, loc), d.size(b, loc, 1),
                d.stride(b, loc, 0))) {
            assertEquals("llvm.extractvalue", ((OpResult) v).owner().name().fullName());
        }
        assertEquals(List.of(BigInteger.valueOf(4), BigInteger.ZERO),
                ((DenseArrayAttr) ((OpResult) d.stride(b, loc, 0)).owner().attribute("position")).elements());
        print(block);
    }

    private static List<BigInteger> positions(long... p) {
        List<BigInteger> out = new ArrayList<>();
        for (long x : p) {
            out.add(BigInteger.valueOf(x));
        }
        return out;
    }

    @Test
    void fromStaticShapeFillsConstantsOfTheLayout() {
        Block block = function("%p: !llvm.ptr");
        Builder b = beforeReturn(block);
        MemRefType type = new MemRefType(List.of(2L, 3L), FloatType.F32, new StridedLayoutAttr(7, List.of(5L, 1L)),
                null);
        MemRefDescriptor.fromStaticShape(b, loc, converter, type, block.argument(0));
        String ty = "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>";
        assertEquals("""
                llvm.func @f(%arg0: !llvm.ptr) {
                  %0 = llvm.mlir.undef : T
                  %1 = llvm.insertvalue %arg0, %0[0] : T\s
                  %2 = llvm.insertvalue %arg0, %1[1] : T\s
                  %3 = llvm.mlir.constant(7 : index) : i64
                  %4 = llvm.insertvalue %3, %2[2] : T\s
                  %5 = llvm.mlir.constant(2 : index) : i64
                  %6 = llvm.insertvalue %5, %4[3, 0] : T\s
                  %7 = llvm.mlir.constant(5 : index) : i64
                  %8 = llvm.insertvalue %7, %6[4, 0] : T\s
                  %9 = llvm.mlir.constant(3 : index) : i64
                  %10 = llvm.insertvalue %9, %8[3, 1] : T\s
                  %11 = llvm.mlir.constant(1 : index) : i64
                  %12 = llvm.insertvalue %11, %10[4, 1] : T\s
                  llvm.return
                }""".replace("T", ty), print(block));
        assertThrows(IllegalArgumentException.class, () -> MemRefDescriptor.fromStaticShape(b, loc,
                converter, DYN2, block.argument(0)));
    }

    @Test
    void rankZeroHasNoArrays() {
        Block block = function("%a: !llvm.ptr, %b: !llvm.ptr, %o: i32");
        Builder b = beforeReturn(block);
        MemRefType type = MemRefType.of(List.of(), FloatType.F64);
        MemRefDescriptor d = MemRefDescriptor.pack(b, loc, converter(32), type, args(block));
        assertEquals(0, d.rank());
        assertEquals(dev.mlirj.ir.IntegerType.of(32), d.indexType());
        assertThrows(IndexOutOfBoundsException.class, () -> d.size(b, loc, 0));
        List<Value> out = new ArrayList<>();
        MemRefDescriptor.unpack(b, loc, d.value(), type, out);
        assertEquals(3, out.size());
        print(block);
    }

    @Test
    void unrankedPacksRankAndPointer() {
        Block block = function("%r: i64, %p: !llvm.ptr");
        Builder b = beforeReturn(block);
        UnrankedMemRefType type = new UnrankedMemRefType(FloatType.F32, null);
        UnrankedMemRefDescriptor d = UnrankedMemRefDescriptor.pack(b, loc, converter, type, args(block));
        List<Value> out = new ArrayList<>();
        UnrankedMemRefDescriptor.unpack(b, loc, d.value(), out);
        assertEquals("""
                llvm.func @f(%arg0: i64, %arg1: !llvm.ptr) {
                  %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
                  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>\s
                  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>\s
                  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>\s
                  %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>\s
                  llvm.return
                }""", print(block));
    }

    @Test
    void misuseIsRefused() {
        Block block = function("%a: !llvm.ptr, %i: i64");
        Builder b = beforeReturn(block);
        assertThrows(IllegalArgumentException.class, () -> new MemRefDescriptor(context, block.argument(1)));
        assertThrows(IllegalArgumentException.class, () -> new UnrankedMemRefDescriptor(context, block.argument(0)));
        assertThrows(IllegalArgumentException.class, () -> MemRefDescriptor.pack(b, loc, converter, DYN2,
                args(block)));
        assertThrows(IllegalArgumentException.class, () -> MemRefDescriptor.undef(b, loc,
                dev.mlirj.ir.IntegerType.of(8)));
    }

    /** The names of the non-padding members of a C layout, in order. */
    private static List<String> memberNames(java.lang.foreign.GroupLayout layout) {
        List<String> names = new ArrayList<>();
        for (MemoryLayout m : layout.memberLayouts()) {
            if (!(m instanceof PaddingLayout)) {
                names.add(m.name().orElseThrow());
            }
        }
        return names;
    }

    @Test
    void fieldPositionsAgreeWithTheRuntimeAbi() {
        for (int bits : new int[] {32, 64}) {
            LlvmTypeConverter c = converter(bits);
            for (int rank = 0; rank <= 4; rank++) {
                List<Long> shape = new ArrayList<>();
                for (int i = 0; i < rank; i++) {
                    shape.add(ShapedType.DYNAMIC);
                }
                var abi = dev.mlirj.executionengine.MemRefDescriptorLayout.ranked(rank, bits);
                assertEquals(abi.llvmType(), c.convertType(MemRefType.of(shape, FloatType.F32)));
                List<String> names = memberNames(abi.layout());
                assertEquals("allocated", names.get(MemRefDescriptor.ALLOCATED_PTR));
                assertEquals("aligned", names.get(MemRefDescriptor.ALIGNED_PTR));
                assertEquals("offset", names.get(MemRefDescriptor.OFFSET));
                if (rank > 0) {
                    assertEquals("sizes", names.get(MemRefDescriptor.SIZES));
                    assertEquals("strides", names.get(MemRefDescriptor.STRIDES));
                }
                assertEquals(rank == 0 ? 3 : 5, names.size());
            }
            var unranked = dev.mlirj.executionengine.UnrankedMemRefDescriptorLayout.of(bits);
            assertEquals(unranked.llvmType(), c.convertType(new UnrankedMemRefType(FloatType.F32, null)));
            List<String> names = memberNames(unranked.layout());
            assertEquals(List.of("rank", "descriptor"), names);
            assertEquals("rank", names.get(UnrankedMemRefDescriptor.RANK));
            assertEquals("descriptor", names.get(UnrankedMemRefDescriptor.DESCRIPTOR_PTR));
        }
    }

    /**
     * Compiled code reading descriptors written in Java with the runtime ABI: a ranked one's size at a run-time
     * dimension ({@link MemRefDescriptor#size(Builder, Location, Value, int)}) and buffer pointer, and the ranked
     * descriptor behind an unranked one through {@link UnrankedMemRefDescriptor}'s memory helpers.
     */
    @Test
    void compiledCodeReadsDescriptorsWrittenWithTheRuntimeAbi() throws Throwable {
        Block ranked = function("%a: !llvm.ptr, %b: !llvm.ptr, %o: i64, %s0: i64, %s1: i64, %t0: i64, %t1: i64, "
                + "%i: i64");
        Operation rankedFn = ranked.parentOp();
        Builder b = beforeReturn(ranked);
        MemRefDescriptor d = MemRefDescriptor.pack(b, loc, converter, DYN2, args(ranked).subList(0, 7));
        Value size = d.size(b, loc, ranked.argument(7), 2);
        Value buffer = d.bufferPtr(b, loc, converter, new MemRefType(List.of(ShapedType.DYNAMIC, ShapedType.DYNAMIC),
                FloatType.F32, new StridedLayoutAttr(ShapedType.DYNAMIC, List.of(ShapedType.DYNAMIC, 1L)), null));
        Value first = dev.mlirj.dialect.llvm.Llvm.load(b, loc, FloatType.F32, buffer);
        Value firstAsInt = dev.mlirj.dialect.llvm.Llvm.fptosi(b, loc, first,
                dev.mlirj.ir.IntegerType.of(64));
        Value thousand = dev.mlirj.dialect.llvm.Llvm.constant(b, loc,
                dev.mlirj.ir.IntegerType.of(64), 1000);
        Value scaled = dev.mlirj.dialect.llvm.Llvm.mul(b, loc, firstAsInt, thousand);
        Value result = dev.mlirj.dialect.llvm.Llvm.add(b, loc, size, scaled);
        retype(rankedFn, "ranked_probe", result);

        Block unranked = function("%u: !llvm.ptr, %rank: i64, %i: i64");
        Operation unrankedFn = unranked.parentOp();
        Builder u = beforeReturn(unranked);
        dev.mlirj.dialect.llvm.LlvmPointerType ptr = dev.mlirj.dialect.llvm.LlvmPointerType.DEFAULT;
        Value desc = unranked.argument(0);
        Value sizes = UnrankedMemRefDescriptor.sizeBasePtr(u, loc, converter, desc, ptr);
        Value strides = UnrankedMemRefDescriptor.strideBasePtr(u, loc, converter, sizes, unranked.argument(1));
        Value sz = UnrankedMemRefDescriptor.size(u, loc, converter, sizes, unranked.argument(2));
        Value st = UnrankedMemRefDescriptor.stride(u, loc, converter, strides, unranked.argument(2));
        Value off = UnrankedMemRefDescriptor.offset(u, loc, converter, desc, ptr);
        Value aligned = UnrankedMemRefDescriptor.alignedPtr(u, loc, desc, ptr);
        Value allocated = UnrankedMemRefDescriptor.allocatedPtr(u, loc, desc, ptr);
        Value alignedInt = dev.mlirj.dialect.llvm.Llvm.ptrtoint(u, loc, aligned,
                dev.mlirj.ir.IntegerType.of(64));
        Value allocatedInt = dev.mlirj.dialect.llvm.Llvm.ptrtoint(u, loc, allocated,
                dev.mlirj.ir.IntegerType.of(64));
        Value hundred = dev.mlirj.dialect.llvm.Llvm.constant(u, loc,
                dev.mlirj.ir.IntegerType.of(64), 100);
        Value ten = dev.mlirj.dialect.llvm.Llvm.constant(u, loc,
                dev.mlirj.ir.IntegerType.of(64), 10);
        // size + 10 * stride + 100 * offset + (aligned - allocated)
        Value acc = dev.mlirj.dialect.llvm.Llvm.add(u, loc, sz,
                dev.mlirj.dialect.llvm.Llvm.mul(u, loc, st, ten));
        acc = dev.mlirj.dialect.llvm.Llvm.add(u, loc, acc,
                dev.mlirj.dialect.llvm.Llvm.mul(u, loc, off, hundred));
        acc = dev.mlirj.dialect.llvm.Llvm.add(u, loc, acc,
                dev.mlirj.dialect.llvm.Llvm.sub(u, loc, alignedInt, allocatedInt));
        retype(unrankedFn, "unranked_probe", acc);
        // Both functions in one module.
        Operation module = rankedFn.parentOp();
        unrankedFn.remove();
        module.region(0).entryBlock().append(unrankedFn);
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        assertTrue(Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);

        var abi = dev.mlirj.executionengine.MemRefDescriptorLayout.ranked(2);
        try (var engine = dev.mlirj.executionengine.ExecutionEngine.create(module,
                dev.mlirj.executionengine.ExecutionEngineOptions.defaults());
             java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
            java.lang.foreign.MemorySegment data = arena.allocateFrom(java.lang.foreign.ValueLayout.JAVA_FLOAT,
                    0f, 1f, 2f, 3f, 4f, 5f, 6f, 7f);
            java.lang.foreign.MemorySegment dsc = arena.allocate(abi.layout());
            abi.setAllocated(dsc, data);
            abi.setAligned(dsc, data.asSlice(8));
            abi.setOffset(dsc, 3);
            abi.setSize(dsc, 0, 2);
            abi.setSize(dsc, 1, 3);
            abi.setStride(dsc, 0, 5);
            abi.setStride(dsc, 1, 1);
            var linker = java.lang.foreign.Linker.nativeLinker();
            var rankedProbe = linker.downcallHandle(engine.lookup("ranked_probe"),
                    java.lang.foreign.FunctionDescriptor.of(java.lang.foreign.ValueLayout.JAVA_LONG,
                            java.lang.foreign.ValueLayout.ADDRESS, java.lang.foreign.ValueLayout.ADDRESS,
                            java.lang.foreign.ValueLayout.JAVA_LONG, java.lang.foreign.ValueLayout.JAVA_LONG,
                            java.lang.foreign.ValueLayout.JAVA_LONG, java.lang.foreign.ValueLayout.JAVA_LONG,
                            java.lang.foreign.ValueLayout.JAVA_LONG, java.lang.foreign.ValueLayout.JAVA_LONG));
            // The first element is aligned[offset] = data[2 + 3] = 5.
            assertEquals(3 + 5000L, (long) rankedProbe.invokeExact(data, data.asSlice(8), 3L, 2L, 3L, 5L, 1L, 1L));
            assertEquals(2 + 5000L, (long) rankedProbe.invokeExact(data, data.asSlice(8), 3L, 2L, 3L, 5L, 1L, 0L));
            var unrankedProbe = linker.downcallHandle(engine.lookup("unranked_probe"),
                    java.lang.foreign.FunctionDescriptor.of(java.lang.foreign.ValueLayout.JAVA_LONG,
                            java.lang.foreign.ValueLayout.ADDRESS, java.lang.foreign.ValueLayout.JAVA_LONG,
                            java.lang.foreign.ValueLayout.JAVA_LONG));
            assertEquals(2 + 50 + 300 + 8L, (long) unrankedProbe.invokeExact(dsc, 2L, 0L));
            assertEquals(3 + 10 + 300 + 8L, (long) unrankedProbe.invokeExact(dsc, 2L, 1L));
        }
    }

    /** Makes {@code fn} named {@code name} return {@code result} (an i64) instead of nothing. */
    private void retype(Operation fn, String name, Value result) {
        Block entry = fn.region(0).entryBlock();
        entry.terminator().erase();
        dev.mlirj.dialect.llvm.Llvm.return_(Builder.atEnd(context, entry), loc, List.of(result));
        List<dev.mlirj.ir.Type> params = new ArrayList<>();
        for (Value a : entry.arguments()) {
            params.add(a.type());
        }
        fn.setAttribute("function_type", new dev.mlirj.ir.TypeAttr(
                new dev.mlirj.dialect.llvm.LlvmFunctionType(dev.mlirj.ir.IntegerType.of(64), params,
                        false)));
        fn.setAttribute("sym_name", dev.mlirj.ir.StringAttr.of(name));
    }
}

package dev.mlirj.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Llvm} builds operations that verify and print exactly as the same operations written in their custom
 * form and parsed: every facade method is compared with parsed text (whose printing matches mlir-opt 19, checked
 * by the LLVM dialect's corpus tests).
 */
class LlvmFacadeTest {
    private static final String SIGNATURE = """
            llvm.func @callee(i64) -> i64
            llvm.func @f(%a: i64, %b: i64, %x: f32, %p: !llvm.ptr, %v: vector<4xf32>, %c: i1) -> i64 {
            """;

    private static final String WRITTEN = SIGNATURE + """
              %0 = llvm.mlir.constant(7 : i64) : i64
              %1 = llvm.mlir.constant(1.500000e+00 : f32) : f32
              %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
              %3 = llvm.mlir.poison : i32
              %4 = llvm.mlir.zero : !llvm.ptr
              %5 = llvm.mlir.addressof @callee : !llvm.ptr
              %6 = llvm.add %a, %b : i64
              %7 = llvm.add %a, %b overflow<nsw> : i64
              %8 = llvm.sdiv %a, %b : i64
              %9 = llvm.fadd %x, %1 {fastmathFlags = #llvm.fastmath<fast>} : f32
              %10 = llvm.fneg %x : f32
              %11 = llvm.icmp "slt" %a, %b : i64
              %12 = llvm.fcmp "uno" %x, %1 : f32
              %13 = llvm.select %c, %a, %b : i1, i64
              %14 = llvm.sext %c : i1 to i64
              %15 = llvm.insertvalue %p, %2[0] : !llvm.struct<(ptr, ptr, i64)>
              %16 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64)>
              %17 = llvm.extractelement %v[%a : i64] : vector<4xf32>
              %18 = llvm.insertelement %x, %v[%b : i64] : vector<4xf32>
              %19 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
              %20 = llvm.load %p : !llvm.ptr -> f32
              llvm.store %x, %19 {alignment = 4 : i64} : f32, !llvm.ptr
              %21 = llvm.getelementptr inbounds %p[%a, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
              %22 = llvm.call @callee(%a) : (i64) -> i64
              %23 = llvm.call %5(%b) : !llvm.ptr, (i64) -> i64
              llvm.cond_br %c, ^bb1(%a : i64), ^bb2
            ^bb1(%r: i64):
              llvm.br ^bb2
            ^bb2:
              llvm.unreachable
            }
            """;

    /** The same function with a placeholder terminator where the facade builds everything above. */
    private static final String SKELETON = SIGNATURE + """
              llvm.br ^bb2
            ^bb1(%r: i64):
              llvm.br ^bb2
            ^bb2:
              llvm.unreachable
            }
            """;

    @Test
    void builtOperationsPrintAndVerifyAsParsedOnes() {
        LlvmTesting.Result written = LlvmTesting.parseAndVerify(WRITTEN);
        assertNull(written.error());
        LlvmTesting.Result built = LlvmTesting.parseAndVerify(SKELETON);
        assertNull(built.error());
        MlirContext ctx = built.context();
        Operation f = SymbolTable.lookupIn(built.module(), "f");
        List<Block> blocks = f.region(0).blocks();
        Block entry = blocks.get(0);
        Operation placeholder = entry.terminator();
        Builder b = Builder.before(ctx, placeholder);
        Location loc = placeholder.location();
        Value a = entry.argument(0), bb = entry.argument(1), x = entry.argument(2), p = entry.argument(3);
        Value v = entry.argument(4), c = entry.argument(5);
        LlvmStructType desc = LlvmStructType.literal(LlvmPointerType.DEFAULT, LlvmPointerType.DEFAULT,
                IntegerType.of(64));
        Value seven = Llvm.constant(b, loc, IntegerType.of(64), 7);
        Value half = Llvm.constant(b, loc, FloatType.F32, 1.5);
        Value undef = Llvm.undef(b, loc, desc);
        Llvm.poison(b, loc, IntegerType.of(32));
        Llvm.zero(b, loc, LlvmPointerType.DEFAULT);
        Value fn = Llvm.addressOf(b, loc, "callee");
        Llvm.add(b, loc, a, bb);
        Llvm.add(b, loc, a, bb, new IntegerOverflowFlagsAttr(1));
        Llvm.sdiv(b, loc, a, bb);
        Llvm.fadd(b, loc, x, half, new FastmathFlagsAttr(FastmathFlagsAttr.FAST_BITS));
        Llvm.fneg(b, loc, x, null);
        Llvm.icmp(b, loc, ICmpPredicate.SLT, a, bb);
        Llvm.fcmp(b, loc, FCmpPredicate.UNO, x, half, null);
        Llvm.select(b, loc, c, a, bb);
        Llvm.sext(b, loc, c, IntegerType.of(64));
        Value filled = Llvm.insertValue(b, loc, undef, p, 0);
        Llvm.extractValue(b, loc, filled, 2);
        Llvm.extractElement(b, loc, v, a);
        Llvm.insertElement(b, loc, v, x, bb);
        Value slot = Llvm.alloca(b, loc, IntegerType.of(64), seven, 8);
        Llvm.load(b, loc, FloatType.F32, p);
        Llvm.store(b, loc, x, slot, 4);
        Llvm.gep(b, loc, desc, p, List.of(a, 1), true);
        Llvm.call(b, loc, "callee", IntegerType.of(64), List.of(a));
        Llvm.callIndirect(b, loc, fn, IntegerType.of(64), List.of(bb));
        Llvm.condBr(b, loc, c, blocks.get(1), List.of(a), blocks.get(2), List.of());
        placeholder.erase();

        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Verifier.verify(built.module(), ctx, diagnostics);
        assertEquals(0, diagnostics.errorCount(), () -> diagnostics.collected().toString());
        assertEquals(written.print(false), built.print(false));
        assertEquals(written.print(true), built.print(true));
    }

    @Test
    void atomicsPrintAndVerifyAsParsedOnes() {
        String signature = "llvm.func @g(%p: !llvm.ptr, %i: i32, %x: f32) {\n";
        LlvmTesting.Result written = LlvmTesting.parseAndVerify(signature + """
                  %0 = llvm.atomicrmw fadd %p, %x acq_rel : !llvm.ptr, f32
                  %1 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
                  %2 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
                  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
                  llvm.return
                }
                """);
        assertNull(written.error());
        LlvmTesting.Result built = LlvmTesting.parseAndVerify(signature + "  llvm.return\n}\n");
        MlirContext ctx = built.context();
        Block entry = SymbolTable.lookupIn(built.module(), "g").region(0).blocks().get(0);
        Builder b = Builder.before(ctx, entry.terminator());
        Location loc = entry.terminator().location();
        Value p = entry.argument(0), i = entry.argument(1), x = entry.argument(2);
        Llvm.atomicRmw(b, loc, AtomicBinOp.FADD, p, x, AtomicOrdering.ACQ_REL);
        Llvm.atomicRmw(b, loc, AtomicBinOp.OR, p, i, AtomicOrdering.MONOTONIC);
        Llvm.cmpXchg(b, loc, p, i, i, AtomicOrdering.ACQ_REL, AtomicOrdering.MONOTONIC);
        Llvm.prefetch(b, loc, p, 0, 3, 1);

        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Verifier.verify(built.module(), ctx, diagnostics);
        assertEquals(0, diagnostics.errorCount(), () -> diagnostics.collected().toString());
        assertEquals(written.print(false), built.print(false));
        assertEquals(written.print(true), built.print(true));
    }

    @Test
    void misuseIsRefusedBeforeAnythingIsBuilt() {
        LlvmTesting.Result parsed = LlvmTesting.parseAndVerify(SKELETON);
        MlirContext ctx = parsed.context();
        Block entry = SymbolTable.lookupIn(parsed.module(), "f").region(0).blocks().get(0);
        Builder b = Builder.before(ctx, entry.terminator());
        Location loc = entry.terminator().location();
        int before = entry.operations().size();
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.add(b, loc, entry.argument(0), entry.argument(2)));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.binary(b, loc, LlvmArithOps.ICMP, entry.argument(0), entry.argument(1)));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.binary(b, loc, LlvmArithOps.UDIV, entry.argument(0), entry.argument(1),
                        new IntegerOverflowFlagsAttr(1)));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.cast(b, loc, LlvmArithOps.ADD, entry.argument(0), entry.argument(1).type()));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.floatIntrinsic(b, loc, LlvmIntrinsicOps.CTLZ, null, entry.argument(0)));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.extractValue(b, loc, entry.argument(0), 0));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.callIndirect(b, loc, entry.argument(0), null, List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> Llvm.return_(b, loc, List.of(entry.argument(0), entry.argument(1))));
        assertEquals(before, entry.operations().size());
    }
}

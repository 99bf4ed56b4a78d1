package dev.mlirj.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The enums of the LLVM dialect's enumerated properties, and the typed views read parsed operations. */
class LlvmViewsTest {
    @Test
    void enumsKeepMlirsValuesAndKeywords() {
        assertArrayEquals(new int[] {0, 1, 2, 4, 5, 6, 7},
                Arrays.stream(AtomicOrdering.values()).mapToInt(AtomicOrdering::value).toArray());
        assertNull(AtomicOrdering.fromValue(3));
        assertSame(AtomicOrdering.ACQ_REL, AtomicOrdering.fromKeyword("acq_rel"));
        assertSame(AtomicBinOp.AND, AtomicBinOp.fromKeyword("_and"));
        assertEquals(16, AtomicBinOp.UDEC_WRAP.value());
        assertSame(FCmpPredicate.TRUE, FCmpPredicate.fromValue(15));
        assertEquals("_false", FCmpPredicate.FALSE.keyword());
        assertSame(ICmpPredicate.UGE, ICmpPredicate.fromKeyword("uge"));
        assertEquals(8, CConv.FAST.value());
        assertSame(CConv.M68K_INTR, CConv.fromKeyword("m68k_intrcc"));
        assertEquals("non-leaf", FramePointerKind.NON_LEAF.keyword());
        assertEquals("round.upward", RoundingMode.TOWARD_POSITIVE.metadata());
        assertEquals(7, RoundingMode.DYNAMIC.value());
        assertEquals("fpexcept.maytrap", FPExceptionBehavior.MAY_TRAP.metadata());
        assertSame(Linkage.LINKONCE_ODR, Linkage.fromValue(8));
        for (LlvmEnum[] cases : List.<LlvmEnum[]>of(AtomicOrdering.values(), AtomicBinOp.values(),
                ICmpPredicate.values(), FCmpPredicate.values(), Visibility.values(), UnnamedAddr.values(),
                TailCallKind.values(), FramePointerKind.values(), CConv.values(), RoundingMode.values(),
                FPExceptionBehavior.values(), Linkage.values())) {
            for (LlvmEnum e : cases) {
                assertSame(e, LlvmEnum.byKeyword(cases, e.keyword()));
                assertSame(e, LlvmEnum.byValue(cases, e.value()));
            }
        }
    }

    @Test
    void viewsReadOperandsAndProperties() {
        LlvmTesting.Result parsed = LlvmTesting.parseAndVerify("""
                llvm.mlir.global internal constant @g(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
                llvm.func hidden fastcc @f(%p: !llvm.ptr, %a: i32, %b: i32, %c: i1) -> i32 {
                  %0 = llvm.add %a, %b overflow<nsw> : i32
                  %1 = llvm.icmp "sge" %a, %b : i32
                  %2 = llvm.load volatile %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
                  %3 = llvm.atomicrmw _xor %p, %a seq_cst : !llvm.ptr, i32
                  %4 = llvm.cmpxchg weak %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
                  %5 = llvm.getelementptr inbounds %p[1, %a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
                  %6 = llvm.call tail @f(%p, %a, %b, %c) : (!llvm.ptr, i32, i32, i1) -> i32
                  llvm.cond_br %c weights([3, 5]), ^bb1(%0 : i32), ^bb1(%2 : i32)
                ^bb1(%r: i32):
                  llvm.return %r : i32
                }
                """);
        assertNull(parsed.error());
        Operation global = SymbolTable.lookupIn(parsed.module(), "g");
        assertEquals(Linkage.INTERNAL, LlvmGlobalOp.linkage(global));
        assertTrue(LlvmGlobalOp.constant(global));
        assertEquals(4, LlvmGlobalOp.alignment(global));
        Operation func = SymbolTable.lookupIn(parsed.module(), "f");
        assertEquals(Visibility.HIDDEN, LlvmFuncOp.visibility(func));
        assertEquals(CConv.FAST, LlvmFuncOp.cconv(func));
        assertEquals(UnnamedAddr.NONE, LlvmFuncOp.unnamedAddr(func));
        List<Operation> ops = LlvmFuncOp.body(func).entryBlock().operations();
        Block entry = LlvmFuncOp.body(func).entryBlock();

        assertEquals(1, LlvmArithOps.overflowFlags(ops.get(0)).bits());
        assertSame(entry.argument(1), LlvmArithOps.lhs(ops.get(0)));
        assertEquals(ICmpPredicate.SGE, LlvmArithOps.icmpPredicate(ops.get(1)));
        Operation load = ops.get(2);
        assertEquals(AtomicOrdering.ACQUIRE, LlvmMemoryOps.ordering(load));
        assertTrue(LlvmMemoryOps.volatile_(load));
        assertFalse(LlvmMemoryOps.nontemporal(load));
        assertEquals(4, LlvmMemoryOps.alignment(load));
        assertSame(entry.argument(0), LlvmMemoryOps.addr(load));
        assertEquals(AtomicBinOp.XOR, LlvmAtomicOps.binOp(ops.get(3)));
        assertEquals(AtomicOrdering.SEQ_CST, LlvmAtomicOps.ordering(ops.get(3)));
        Operation cmpxchg = ops.get(4);
        assertTrue(LlvmAtomicOps.weak(cmpxchg));
        assertEquals(AtomicOrdering.MONOTONIC, LlvmAtomicOps.failureOrdering(cmpxchg));
        assertSame(entry.argument(2), LlvmAtomicOps.val(cmpxchg));
        Operation gep = ops.get(5);
        assertTrue(LlvmMemoryOps.inbounds(gep));
        assertArrayEquals(new int[] {1, LlvmMemoryOps.DYNAMIC_INDEX}, LlvmMemoryOps.rawConstantIndices(gep));
        assertEquals(List.of(entry.argument(1)), LlvmMemoryOps.dynamicIndices(gep));
        Operation call = ops.get(6);
        assertEquals("f", LlvmFuncOps.callee(call));
        assertEquals(TailCallKind.TAIL, LlvmFuncOps.tailCallKind(call));
        assertEquals(4, LlvmFuncOps.argOperands(call).size());
        Operation condBr = ops.get(7);
        assertArrayEquals(new int[] {3, 5}, LlvmBranchOps.branchWeights(condBr));
        assertEquals(List.of(ops.get(0).result(0)), LlvmBranchOps.trueDestOperands(condBr));
        assertEquals(List.of(load.result(0)), LlvmBranchOps.falseDestOperands(condBr));
    }
}

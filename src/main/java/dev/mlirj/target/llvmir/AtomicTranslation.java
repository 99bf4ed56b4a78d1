package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.AtomicBinOp;
import dev.mlirj.dialect.llvm.LlvmAtomicOps;
import dev.mlirj.dialect.llvm.LlvmMemoryOps;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlvmAtomicRmwBinOp;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmValue;

/**
 * {@code llvm.atomicrmw} and {@code llvm.cmpxchg} as LLVM's {@code atomicrmw} and {@code cmpxchg}, with their
 * orderings, {@code volatile}, {@code weak} and alignment (the value type's ABI alignment when absent, as
 * mlir-translate). What LLVM 17's C API cannot build is a located error: {@code uinc_wrap} and {@code udec_wrap}
 * (its {@code LLVMAtomicRMWBinOp} ends at {@code fmin}), and syncscopes other than {@code "singlethread"}.
 */
final class AtomicTranslation {
    private AtomicTranslation() {
    }

    static LlvmValue atomicRmw(Operation op, LlvmBuilder b, ModuleTranslation t) {
        AtomicBinOp binOp = LlvmAtomicOps.binOp(op);
        if (binOp == null) {
            throw new TranslationException(op, "invalid atomicrmw bin_op "
                    + (op.properties().get(LlvmAtomicOps.BIN_OP) instanceof IntegerAttr i ? i.value().intValue() : -1));
        }
        LlvmValue v = b.atomicRmw(binOp(op, binOp), t.lookup(LlvmAtomicOps.ptr(op), op),
                t.lookup(LlvmAtomicOps.val(op), op),
                LlvmDialectTranslation.ordering(op, LlvmAtomicOps.ordering(op), LlvmMemoryOps.ORDERING),
                LlvmDialectTranslation.singleThread(op, LlvmAtomicOps.syncscope(op)));
        LlvmDialectTranslation.accessFlags(op, v, LlvmAtomicOps.alignment(op), LlvmAtomicOps.volatile_(op));
        t.map(LlvmAtomicOps.res(op), v);
        return v;
    }

    /** LLVM-C's operation of {@code binOp}; an error for those LLVM-C 17 cannot build. */
    private static LlvmAtomicRmwBinOp binOp(Operation op, AtomicBinOp binOp) {
        return switch (binOp) {
            case XCHG -> LlvmAtomicRmwBinOp.XCHG;
            case ADD -> LlvmAtomicRmwBinOp.ADD;
            case SUB -> LlvmAtomicRmwBinOp.SUB;
            case AND -> LlvmAtomicRmwBinOp.AND;
            case NAND -> LlvmAtomicRmwBinOp.NAND;
            case OR -> LlvmAtomicRmwBinOp.OR;
            case XOR -> LlvmAtomicRmwBinOp.XOR;
            case MAX -> LlvmAtomicRmwBinOp.MAX;
            case MIN -> LlvmAtomicRmwBinOp.MIN;
            case UMAX -> LlvmAtomicRmwBinOp.UMAX;
            case UMIN -> LlvmAtomicRmwBinOp.UMIN;
            case FADD -> LlvmAtomicRmwBinOp.FADD;
            case FSUB -> LlvmAtomicRmwBinOp.FSUB;
            case FMAX -> LlvmAtomicRmwBinOp.FMAX;
            case FMIN -> LlvmAtomicRmwBinOp.FMIN;
            case UINC_WRAP, UDEC_WRAP -> throw new TranslationException(op, "atomicrmw " + binOp.keyword()
                    + " cannot be built with LLVM 17's C API");
        };
    }

    static LlvmValue cmpXchg(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmValue v = b.cmpXchg(t.lookup(LlvmAtomicOps.ptr(op), op), t.lookup(LlvmAtomicOps.cmp(op), op),
                t.lookup(LlvmAtomicOps.val(op), op),
                LlvmDialectTranslation.ordering(op, LlvmAtomicOps.successOrdering(op), LlvmAtomicOps.SUCCESS_ORDERING),
                LlvmDialectTranslation.ordering(op, LlvmAtomicOps.failureOrdering(op), LlvmAtomicOps.FAILURE_ORDERING),
                LlvmDialectTranslation.singleThread(op, LlvmAtomicOps.syncscope(op)));
        LlvmDialectTranslation.accessFlags(op, v, LlvmAtomicOps.alignment(op), LlvmAtomicOps.volatile_(op));
        if (LlvmAtomicOps.weak(op)) {
            v.setWeak(true);
        }
        t.map(LlvmAtomicOps.res(op), v);
        return v;
    }
}

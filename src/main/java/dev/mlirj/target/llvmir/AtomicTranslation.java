package dev.mlirj.target.llvmir;

import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlvmAtomicRmwBinOp;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmValue;
import java.util.List;

/**
 * {@code llvm.atomicrmw} and {@code llvm.cmpxchg} as LLVM's {@code atomicrmw} and {@code cmpxchg}, with their
 * orderings, {@code volatile}, {@code weak} and alignment (the value type's ABI alignment when absent, as
 * mlir-translate). What LLVM 17's C API cannot build is a located error: {@code uinc_wrap} and {@code udec_wrap}
 * (its {@code LLVMAtomicRMWBinOp} ends at {@code fmin}), and syncscopes other than {@code "singlethread"}.
 */
final class AtomicTranslation {
    /** The dialect's {@code bin_op} values that LLVM-C 17 can build, by value. */
    private static final List<LlvmAtomicRmwBinOp> BIN_OPS = List.of(LlvmAtomicRmwBinOp.XCHG, LlvmAtomicRmwBinOp.ADD,
            LlvmAtomicRmwBinOp.SUB, LlvmAtomicRmwBinOp.AND, LlvmAtomicRmwBinOp.NAND, LlvmAtomicRmwBinOp.OR,
            LlvmAtomicRmwBinOp.XOR, LlvmAtomicRmwBinOp.MAX, LlvmAtomicRmwBinOp.MIN, LlvmAtomicRmwBinOp.UMAX,
            LlvmAtomicRmwBinOp.UMIN, LlvmAtomicRmwBinOp.FADD, LlvmAtomicRmwBinOp.FSUB, LlvmAtomicRmwBinOp.FMAX,
            LlvmAtomicRmwBinOp.FMIN);
    /** The dialect's names of the bin ops past {@link #BIN_OPS}. */
    private static final List<String> UNBUILDABLE = List.of("uinc_wrap", "udec_wrap");

    private AtomicTranslation() {
    }

    static LlvmValue atomicRmw(Operation op, LlvmBuilder b, ModuleTranslation t) {
        int binOp = op.properties().get("bin_op") instanceof IntegerAttr i ? i.value().intValue() : -1;
        if (binOp >= BIN_OPS.size() && binOp < BIN_OPS.size() + UNBUILDABLE.size()) {
            throw new TranslationException(op, "atomicrmw " + UNBUILDABLE.get(binOp - BIN_OPS.size())
                    + " cannot be built with LLVM 17's C API");
        }
        if (binOp < 0 || binOp >= BIN_OPS.size()) {
            throw new TranslationException(op, "invalid atomicrmw bin_op " + binOp);
        }
        LlvmValue v = b.atomicRmw(BIN_OPS.get(binOp), t.lookup(op.operand(0), op), t.lookup(op.operand(1), op),
                LlvmDialectTranslation.ordering(op, "ordering"), LlvmDialectTranslation.singleThread(op));
        LlvmDialectTranslation.accessFlags(op, v);
        t.map(op.result(0), v);
        return v;
    }

    static LlvmValue cmpXchg(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmValue v = b.cmpXchg(t.lookup(op.operand(0), op), t.lookup(op.operand(1), op),
                t.lookup(op.operand(2), op), LlvmDialectTranslation.ordering(op, "success_ordering"),
                LlvmDialectTranslation.ordering(op, "failure_ordering"), LlvmDialectTranslation.singleThread(op));
        LlvmDialectTranslation.accessFlags(op, v);
        if (ModuleTranslation.isSet(op.properties().get("weak"))) {
            v.setWeak(true);
        }
        t.map(op.result(0), v);
        return v;
    }
}

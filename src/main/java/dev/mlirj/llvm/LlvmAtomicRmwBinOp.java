package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/**
 * LLVM-C 17's {@code LLVMAtomicRMWBinOp}: the operations an {@code atomicrmw} built with
 * {@link LlvmBuilder#atomicRmw} can perform. LLVM 17's C API stops at {@code fmin}: {@code uinc_wrap} and
 * {@code udec_wrap} exist in its IR but cannot be built through it.
 */
public enum LlvmAtomicRmwBinOp {
    XCHG(Core_h.LLVMAtomicRMWBinOpXchg()), ADD(Core_h.LLVMAtomicRMWBinOpAdd()), SUB(Core_h.LLVMAtomicRMWBinOpSub()),
    AND(Core_h.LLVMAtomicRMWBinOpAnd()), NAND(Core_h.LLVMAtomicRMWBinOpNand()), OR(Core_h.LLVMAtomicRMWBinOpOr()),
    XOR(Core_h.LLVMAtomicRMWBinOpXor()), MAX(Core_h.LLVMAtomicRMWBinOpMax()), MIN(Core_h.LLVMAtomicRMWBinOpMin()),
    UMAX(Core_h.LLVMAtomicRMWBinOpUMax()), UMIN(Core_h.LLVMAtomicRMWBinOpUMin()),
    FADD(Core_h.LLVMAtomicRMWBinOpFAdd()), FSUB(Core_h.LLVMAtomicRMWBinOpFSub()),
    FMAX(Core_h.LLVMAtomicRMWBinOpFMax()), FMIN(Core_h.LLVMAtomicRMWBinOpFMin());

    final int value;

    LlvmAtomicRmwBinOp(int value) {
        this.value = value;
    }
}

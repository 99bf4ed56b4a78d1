package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's two-operand arithmetic and bitwise instructions, as {@code LLVMOpcode} values. */
public enum BinaryOp {
    ADD(Core_h.LLVMAdd()), FADD(Core_h.LLVMFAdd()), SUB(Core_h.LLVMSub()), FSUB(Core_h.LLVMFSub()),
    MUL(Core_h.LLVMMul()), FMUL(Core_h.LLVMFMul()), UDIV(Core_h.LLVMUDiv()), SDIV(Core_h.LLVMSDiv()),
    FDIV(Core_h.LLVMFDiv()), UREM(Core_h.LLVMURem()), SREM(Core_h.LLVMSRem()), FREM(Core_h.LLVMFRem()),
    SHL(Core_h.LLVMShl()), LSHR(Core_h.LLVMLShr()), ASHR(Core_h.LLVMAShr()), AND(Core_h.LLVMAnd()),
    OR(Core_h.LLVMOr()), XOR(Core_h.LLVMXor());

    final int opcode;

    BinaryOp(int opcode) {
        this.opcode = opcode;
    }
}

package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's cast instructions, as {@code LLVMOpcode} values for {@link LlvmBuilder#cast}. */
public enum CastOp {
    TRUNC(Core_h.LLVMTrunc()), ZEXT(Core_h.LLVMZExt()), SEXT(Core_h.LLVMSExt()),
    FPTOUI(Core_h.LLVMFPToUI()), FPTOSI(Core_h.LLVMFPToSI()), UITOFP(Core_h.LLVMUIToFP()),
    SITOFP(Core_h.LLVMSIToFP()), FPTRUNC(Core_h.LLVMFPTrunc()), FPEXT(Core_h.LLVMFPExt()),
    PTRTOINT(Core_h.LLVMPtrToInt()), INTTOPTR(Core_h.LLVMIntToPtr()), BITCAST(Core_h.LLVMBitCast()),
    ADDRSPACECAST(Core_h.LLVMAddrSpaceCast());

    final int opcode;

    CastOp(int opcode) {
        this.opcode = opcode;
    }
}

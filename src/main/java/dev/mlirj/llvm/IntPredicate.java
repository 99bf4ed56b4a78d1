package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's {@code LLVMIntPredicate}: the comparison an {@code icmp} makes. */
public enum IntPredicate {
    EQ(Core_h.LLVMIntEQ()), NE(Core_h.LLVMIntNE()),
    UGT(Core_h.LLVMIntUGT()), UGE(Core_h.LLVMIntUGE()), ULT(Core_h.LLVMIntULT()), ULE(Core_h.LLVMIntULE()),
    SGT(Core_h.LLVMIntSGT()), SGE(Core_h.LLVMIntSGE()), SLT(Core_h.LLVMIntSLT()), SLE(Core_h.LLVMIntSLE());

    final int value;

    IntPredicate(int value) {
        this.value = value;
    }
}

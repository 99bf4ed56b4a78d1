package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;

/** LLVM's {@code LLVMRealPredicate}: the comparison an {@code fcmp} makes (O = ordered, U = unordered). */
public enum RealPredicate {
    FALSE(Core_h.LLVMRealPredicateFalse()), OEQ(Core_h.LLVMRealOEQ()), OGT(Core_h.LLVMRealOGT()),
    OGE(Core_h.LLVMRealOGE()), OLT(Core_h.LLVMRealOLT()), OLE(Core_h.LLVMRealOLE()), ONE(Core_h.LLVMRealONE()),
    ORD(Core_h.LLVMRealORD()), UNO(Core_h.LLVMRealUNO()), UEQ(Core_h.LLVMRealUEQ()), UGT(Core_h.LLVMRealUGT()),
    UGE(Core_h.LLVMRealUGE()), ULT(Core_h.LLVMRealULT()), ULE(Core_h.LLVMRealULE()), UNE(Core_h.LLVMRealUNE()),
    TRUE(Core_h.LLVMRealPredicateTrue());

    final int value;

    RealPredicate(int value) {
        this.value = value;
    }
}

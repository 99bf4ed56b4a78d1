package dev.mlirj.llvm;

import dev.mlirj.llvm.c.TargetMachine_h;

/** An optimisation level: the new pass manager's {@code default<On>} pipeline and the matching code generator level. */
public enum OptLevel {
    O0(TargetMachine_h.LLVMCodeGenLevelNone()),
    O1(TargetMachine_h.LLVMCodeGenLevelLess()),
    O2(TargetMachine_h.LLVMCodeGenLevelDefault()),
    O3(TargetMachine_h.LLVMCodeGenLevelAggressive());

    final int codeGenLevel;

    OptLevel(int codeGenLevel) {
        this.codeGenLevel = codeGenLevel;
    }

    /** The pipeline text for {@link LlvmModule#runPasses}, e.g. {@code default<O3>}. */
    public String pipeline() {
        return "default<" + name() + ">";
    }
}

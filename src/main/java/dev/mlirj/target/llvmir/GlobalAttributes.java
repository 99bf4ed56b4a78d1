package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmGlobalOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlvmValue;

/**
 * The attributes of an {@code llvm.mlir.global} on its LLVM global variable, as MLIR's {@code convertGlobals}:
 * linkage, {@code constant}, {@code thread_local}, {@code unnamed_addr}, section, alignment and visibility (the
 * address space is given when the global is created). {@code dso_local} and {@code comdat}, which LLVM 17's C API
 * cannot set, are errors.
 */
final class GlobalAttributes {
    private GlobalAttributes() {
    }

    static void apply(Operation op, LlvmValue global) {
        global.setLinkage(ModuleTranslation.linkage(LlvmGlobalOp.linkage(op)));
        global.setGlobalConstant(LlvmGlobalOp.constant(op));
        global.setThreadLocal(LlvmGlobalOp.threadLocal(op));
        global.setUnnamedAddr(FunctionAttributes.unnamedAddr(LlvmGlobalOp.unnamedAddr(op)));
        global.setVisibility(FunctionAttributes.visibility(LlvmGlobalOp.visibility(op)));
        if (LlvmGlobalOp.section(op) != null) {
            global.setSection(LlvmGlobalOp.section(op));
        }
        if (LlvmGlobalOp.alignment(op) != 0) {
            global.setAlignment(FunctionAttributes.alignment(op, LlvmGlobalOp.alignment(op)));
        }
        boolean comdat = op.properties().containsKey(LlvmGlobalOp.COMDAT);
        if (ModuleTranslation.isSet(op.properties().get(LlvmGlobalOp.DSO_LOCAL)) || comdat) {
            throw new TranslationException(op, "attribute '" + (comdat ? LlvmGlobalOp.COMDAT : LlvmGlobalOp.DSO_LOCAL)
                    + "' cannot be translated with LLVM 17's C API");
        }
    }
}

package dev.mlirj.target.llvmir;

import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.llvm.LlvmValue;
import java.util.Map;

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
        Map<String, dev.mlirj.ir.Attribute> props = op.properties();
        global.setLinkage(ModuleTranslation.Linkage.of(op).llvm());
        global.setGlobalConstant(ModuleTranslation.isSet(props.get("constant")));
        global.setThreadLocal(ModuleTranslation.isSet(props.get("thread_local_")));
        global.setUnnamedAddr(FunctionAttributes.unnamedAddr(props.get("unnamed_addr")));
        global.setVisibility(FunctionAttributes.visibility(props.get("visibility_")));
        if (props.get("section") instanceof StringAttr s) {
            global.setSection(s.value());
        }
        if (props.get("alignment") instanceof IntegerAttr a && a.value().signum() != 0) {
            global.setAlignment(FunctionAttributes.alignment(op, a));
        }
        if (ModuleTranslation.isSet(props.get("dso_local")) || props.containsKey("comdat")) {
            throw new TranslationException(op, "attribute '" + (props.containsKey("comdat") ? "comdat" : "dso_local")
                    + "' cannot be translated with LLVM 17's C API");
        }
    }
}

package dev.mlirj.dialect.llvm.transforms;

import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.pass.Pass;

/**
 * MLIR's {@code llvm-request-c-wrappers} ({@code LLVMRequestCWrappers}) on each {@code func.func}: sets
 * {@code llvm.emit_c_interface}, so that {@code convert-func-to-llvm} gives every function its
 * {@code _mlir_ciface_} wrapper. This is how MLIR 19 asks for C interfaces for all functions (its
 * {@code convert-func-to-llvm} has no option for it). Stateless.
 */
public final class LlvmRequestCWrappersPass extends Pass {
    @Override
    public String argument() {
        return "llvm-request-c-wrappers";
    }

    @Override
    public String name() {
        return "LLVMRequestCWrappers";
    }

    @Override
    public String description() {
        return "Request C wrapper emission for all functions";
    }

    @Override
    public String anchor() {
        return FuncOp.NAME;
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        op.setAttribute(LlvmDialect.EMIT_C_INTERFACE_ATTR, UnitAttr.INSTANCE);
        return true;
    }
}

package dev.mlirj.dialect.llvm.transforms;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;

/**
 * MLIR's {@code llvm-legalize-for-export} ({@code LLVMLegalizeForExport}): prepares LLVM dialect IR for the
 * translation to LLVM IR by {@link LegalizeForExport#ensureDistinctSuccessors}. Runs on any operation. (MLIR 19's
 * pass also legalizes debug-info expressions, which mlirj does not model.) Never fails.
 */
public final class LlvmLegalizeForExportPass extends Pass {
    @Override
    public String argument() {
        return "llvm-legalize-for-export";
    }

    @Override
    public String name() {
        return "LLVMLegalizeForExport";
    }

    @Override
    public String description() {
        return "Legalize LLVM dialect to be convertible to LLVM IR";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LegalizeForExport.ensureDistinctSuccessors(op, context);
        return true;
    }
}

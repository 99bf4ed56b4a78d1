package dev.mlirj.dialect.llvm;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;

/** ODS's checks on an LLVM operation, its messages quoting LLVM types as the dialect prints them. */
final class LlvmChecks extends OpChecks {
    LlvmChecks(Operation op, DiagnosticEngine diagnostics) {
        super(op, diagnostics);
    }

    @Override
    protected String quoteType(Type type) {
        return LlvmOps.str(type);
    }
}

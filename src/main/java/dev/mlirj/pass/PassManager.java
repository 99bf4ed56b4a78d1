package dev.mlirj.pass;

import dev.mlirj.ir.DeepNesting;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;

/**
 * The top-level pass manager, MLIR's {@code PassManager}: an {@link OpPassManager} that runs on the root
 * operation (usually {@code builtin.module}) and verifies the IR after each pass unless told not to.
 */
public final class PassManager extends OpPassManager {
    private boolean verifyEach = true;
    private final java.util.List<PassInstrumentation> instrumentations = new java.util.ArrayList<>();

    /** A manager for root operations named {@code anchor}. */
    public PassManager(String anchor) {
        super(anchor);
    }

    /** Whether to verify after every pass (default true, as mlir-opt's {@code --verify-each}). */
    public PassManager setVerifyEach(boolean verify) {
        this.verifyEach = verify;
        return this;
    }

    /** Adds {@code instrumentation}; it sees every pass and nested pipeline run from now on, in the order added. */
    public PassManager addInstrumentation(PassInstrumentation instrumentation) {
        instrumentations.add(java.util.Objects.requireNonNull(instrumentation));
        return this;
    }

    /**
     * Runs the pipeline on {@code root}; returns false after reporting the failure to {@code diagnostics}. The
     * root must be named {@link #anchor()}, or, for an {@link #ANY} manager, be an operation its passes can be
     * scheduled on. Deeply nested IR is transformed on a thread sized for it ({@link DeepNesting}).
     */
    public boolean run(Operation root, MlirContext context, DiagnosticEngine diagnostics) {
        return DeepNesting.call(root, context, () -> runHere(root, context, diagnostics));
    }

    private boolean runHere(Operation root, MlirContext context, DiagnosticEngine diagnostics) {
        boolean any = anchor().equals(ANY);
        if (!any && !root.name().fullName().equals(anchor()) || any && !canScheduleOn(root)) {
            diagnostics.report(Diagnostic.error(root.location(), "can't run '" + anchor()
                    + "' pass manager on '" + root.name().fullName() + "' op"));
            return false;
        }
        return run(root, context, diagnostics, verifyEach, instrumentations);
    }
}

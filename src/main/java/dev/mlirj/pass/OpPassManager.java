package dev.mlirj.pass;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Verifier;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code OpPassManager}: a list of passes and nested pass managers that runs on operations named
 * {@link #anchor()}. A nested manager runs on each operation of its anchor kind found directly in the regions of
 * the operation its parent runs on ({@code builtin.module(func.func(cse))} runs {@code cse} on every function of
 * the module). A manager anchored on {@link #ANY} is op-agnostic, as MLIR's: it runs on every operation directly
 * nested in its parent's (or, at the top level, on the root, whatever it is), except those some pass of it
 * cannot be scheduled on ({@link #canScheduleOn}: a pass restricted to another operation kind), which it skips,
 * as mlir-opt 19 does. With {@code verifyEach}, the IR is verified after every pass, as mlir-opt does by default.
 */
public class OpPassManager {
    /** The anchor of an op-agnostic manager: {@code any(...)}. */
    public static final String ANY = "any";

    private final String anchor;
    private final List<Object> entries = new ArrayList<>();

    /** An empty manager for operations named {@code anchor} (e.g. {@code builtin.module}). */
    public OpPassManager(String anchor) {
        this.anchor = anchor;
    }

    /** The operation name it runs on. */
    public String anchor() {
        return anchor;
    }

    /**
     * Appends {@code pass}; throws {@link IllegalArgumentException} when the pass is anchored on another
     * operation kind.
     */
    public OpPassManager addPass(Pass pass) {
        if (pass.anchor() != null && !pass.anchor().equals(anchor) && !anchor.equals(ANY)) {
            // MLIR 19's words, naming the pass by its class name.
            String name = pass.name().isEmpty() ? pass.argument() : pass.name();
            throw new IllegalArgumentException("Can't add pass '" + name + "' restricted to '" + pass.anchor()
                    + "' on a PassManager intended to run on '" + anchor + "', did you intend to nest?");
        }
        entries.add(pass);
        return this;
    }

    /** Appends a nested manager for operations named {@code nestedAnchor} and returns it. */
    public OpPassManager nest(String nestedAnchor) {
        OpPassManager nested = new OpPassManager(nestedAnchor);
        entries.add(nested);
        return nested;
    }

    /** The passes added directly to this manager, in order (nested managers' passes are not included). */
    public List<Pass> passes() {
        return entries.stream().filter(Pass.class::isInstance).map(Pass.class::cast).toList();
    }

    /**
     * Whether every pass added directly to this manager may run on {@code op}: each is op-agnostic or restricted to
     * {@code op}'s kind.
     */
    public boolean canScheduleOn(Operation op) {
        for (Pass pass : passes()) {
            if (pass.anchor() != null && !pass.anchor().equals(op.name().fullName())) {
                return false;
            }
        }
        return true;
    }

    /** The number of passes and nested managers added directly to it (what MLIR's {@code size()} counts). */
    public int size() {
        return entries.size();
    }

    /** Whether it holds no pass at any depth. */
    public boolean isEmpty() {
        for (Object e : entries) {
            if (e instanceof Pass || !((OpPassManager) e).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The pipeline in MLIR's textual form, e.g. {@code builtin.module(symbol-dce,func.func(cse))}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(anchor).append('(');
        for (int i = 0; i < entries.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            if (entries.get(i) instanceof Pass p) {
                b.append(p.argument()).append(p.optionsText());
            } else {
                b.append(entries.get(i));
            }
        }
        return b.append(')').toString();
    }

    /**
     * Runs on {@code op}, which must be named {@link #anchor()}; returns false after the first pass that failed
     * or the first verification that did not hold, both reported to {@code diagnostics} (a verification only by
     * the verifier's errors, as MLIR 19).
     */
    boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics, boolean verifyEach) {
        return run(op, context, diagnostics, verifyEach, List.of());
    }

    /** As {@link #run(Operation, MlirContext, DiagnosticEngine, boolean)}, calling {@code instrumentations}. */
    boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics, boolean verifyEach,
                List<PassInstrumentation> instrumentations) {
        for (Object entry : entries) {
            if (entry instanceof Pass pass) {
                instrumentations.forEach(i -> i.runBeforePass(pass, op));
                // As MLIR 19: the verifier's own errors are all that is reported when the IR a pass left does not
                // verify, and the pass counts as failed for the instrumentations.
                boolean passed = pass.run(op, context, diagnostics)
                        && (!verifyEach || Verifier.verify(op, context, diagnostics));
                if (!passed) {
                    instrumentations.forEach(i -> i.runAfterPassFailed(pass, op));
                    return false;
                }
                instrumentations.forEach(i -> i.runAfterPass(pass, op));
            } else {
                OpPassManager nested = (OpPassManager) entry;
                instrumentations.forEach(i -> i.runBeforePipeline(nested.anchor, op));
                try {
                    for (Operation child : children(op, nested)) {
                        if (!nested.run(child, context, diagnostics, verifyEach, instrumentations)) {
                            return false;
                        }
                    }
                } finally {
                    instrumentations.forEach(i -> i.runAfterPipeline(nested.anchor, op));
                }
            }
        }
        return true;
    }

    /** The operations directly nested in {@code op} that {@code nested} runs on. */
    private static List<Operation> children(Operation op, OpPassManager nested) {
        List<Operation> found = new ArrayList<>();
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                for (Operation child : b) {
                    if (nested.anchor.equals(ANY) ? nested.canScheduleOn(child)
                            : child.name().fullName().equals(nested.anchor)) {
                        found.add(child);
                    }
                }
            }
        }
        return found;
    }
}

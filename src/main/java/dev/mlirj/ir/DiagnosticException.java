package dev.mlirj.ir;

import java.util.List;
import java.util.Objects;

/**
 * A Java API call failed on its input IR, and these are the errors MLIR would have reported (e.g. a module
 * that does not translate to LLVM IR). The diagnostics are the located ones a {@link DiagnosticEngine} collected,
 * in order; the message is the first error, as {@code location: error: message}. Immutable.
 */
public final class DiagnosticException extends RuntimeException {
    private final transient List<Diagnostic> diagnostics;

    /**
     * @param what        what failed, e.g. "translation to LLVM IR failed"
     * @param diagnostics the errors (and other diagnostics) reported, at least one
     */
    public DiagnosticException(String what, List<Diagnostic> diagnostics) {
        super(what + (diagnostics.isEmpty() ? "" : ": " + diagnostics.getFirst()));
        this.diagnostics = List.copyOf(Objects.requireNonNull(diagnostics, "diagnostics"));
    }

    /** The diagnostics reported, in order. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}

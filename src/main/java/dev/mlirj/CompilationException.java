package dev.mlirj;

/**
 * MLIR input that cannot be compiled: it does not parse or verify, or the lowering to the LLVM dialect or the
 * translation to LLVM IR refuses it. The message is what {@code mlirj opt} prints for the same input, every error
 * of the input, each located ({@code file:line:col: error: ...}) with its source line, caret and notes.
 */
public final class CompilationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception whose message is the diagnostics {@code report} (one or more located errors). */
    public CompilationException(String report) {
        super(report);
    }

    /** An exception whose message is {@code report}, caused by {@code cause}. */
    public CompilationException(String report, Throwable cause) {
        super(report, cause);
    }
}

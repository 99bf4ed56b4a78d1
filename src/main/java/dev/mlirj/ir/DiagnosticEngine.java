package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Where diagnostics go: every reported {@link Diagnostic} is passed to the handlers, most recently added first;
 * without a handler diagnostics are collected and can be read with {@link #collected()}. Counts errors so a tool
 * can fail once it has reported all of them. Not thread-safe.
 */
public final class DiagnosticEngine {
    private final List<Consumer<Diagnostic>> handlers = new ArrayList<>();
    private final List<Diagnostic> collected = new ArrayList<>();
    private int errors;
    private Function<Operation, String> operationPrinter;
    private boolean printOpOnDiagnostic;

    /**
     * Sets how operations are rendered inside diagnostics (MLIR's {@code Diagnostic::appendOp}): the textual format
     * provides its generic-form printer here, so that the kernel needs no printer of its own. Without one an
     * operation is rendered as {@code 'name' op}.
     */
    public void setOperationPrinter(Function<Operation, String> printer) {
        this.operationPrinter = printer;
    }

    /**
     * Makes every diagnostic about an operation carry, as its first note, {@code see current operation: } and the
     * operation as the {@linkplain #setOperationPrinter operation printer} renders it (mlir-opt's
     * {@code --mlir-print-op-on-diagnostic}, on by default there); off by default.
     */
    public void setPrintOpOnDiagnostic(boolean print) {
        this.printOpOnDiagnostic = print;
    }

    /** {@code op} as the {@linkplain #setOperationPrinter operation printer} renders it for a message. */
    public String render(Operation op) {
        return operationPrinter != null ? operationPrinter.apply(op) : "'" + op.name().fullName() + "' op";
    }

    /** Adds a handler that receives every diagnostic reported from now on. */
    public void addHandler(Consumer<Diagnostic> handler) {
        handlers.add(handler);
    }

    /** Reports {@code diagnostic}. */
    public void report(Diagnostic diagnostic) {
        if (printOpOnDiagnostic && diagnostic.operation() != null) {
            diagnostic.insertNote(0, new Diagnostic(Severity.NOTE, diagnostic.location(),
                    "see current operation: " + render(diagnostic.operation())));
        }
        if (diagnostic.severity() == Severity.ERROR) {
            errors++;
        }
        if (handlers.isEmpty()) {
            collected.add(diagnostic);
        } else {
            handlers.getLast().accept(diagnostic);
        }
    }

    /**
     * Reports an error at {@code location} and returns it. Handlers see it at once: to attach notes, build it with
     * {@link Diagnostic#error} and pass it to {@link #report} after attaching them.
     */
    public Diagnostic error(Location location, String message) {
        Diagnostic d = new Diagnostic(Severity.ERROR, location, message);
        report(d);
        return d;
    }

    /** Reports MLIR's {@code op->emitOpError(message)}: {@code 'name' op message} at the operation's location. */
    public Diagnostic opError(Operation op, String message) {
        Diagnostic d = Diagnostic.opError(op, message);
        report(d);
        return d;
    }

    /** Reports MLIR's {@code op->emitError(message)}: {@code message} at the operation's location. */
    public Diagnostic error(Operation op, String message) {
        Diagnostic d = Diagnostic.error(op, message);
        report(d);
        return d;
    }

    /** Reports a warning at {@code location}. */
    public Diagnostic warning(Location location, String message) {
        Diagnostic d = new Diagnostic(Severity.WARNING, location, message);
        report(d);
        return d;
    }

    /** The number of errors reported so far. */
    public int errorCount() {
        return errors;
    }

    /** Diagnostics reported while no handler was installed. */
    public List<Diagnostic> collected() {
        return List.copyOf(collected);
    }
}

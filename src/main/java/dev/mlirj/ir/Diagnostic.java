package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * One message about the input, at a location, with notes pointing at related places. Immutable apart from
 * {@link #attachNote}, which is how an emitter adds context before the diagnostic is reported.
 */
public final class Diagnostic {
    private final Severity severity;
    private final Location location;
    private final String message;
    private final List<Diagnostic> notes = new ArrayList<>();
    private dev.mlirj.ir.Operation operation;

    /** A diagnostic of {@code severity} at {@code location}. */
    public Diagnostic(Severity severity, Location location, String message) {
        this.severity = severity;
        this.location = location == null ? Location.unknown() : location;
        this.message = message;
    }

    /** An error at {@code location}, not yet reported. */
    public static Diagnostic error(Location location, String message) {
        return new Diagnostic(Severity.ERROR, location, message);
    }

    /** An error {@code 'name' op message} at {@code op}'s location, not yet reported. */
    public static Diagnostic opError(dev.mlirj.ir.Operation op, String message) {
        return error(op, "'" + op.name().fullName() + "' op " + message);
    }

    /**
     * An error about {@code op} at its location, not yet reported (MLIR's {@code op->emitError}); an engine set to
     * print operations on diagnostics adds a note showing it.
     */
    public static Diagnostic error(dev.mlirj.ir.Operation op, String message) {
        Diagnostic d = new Diagnostic(Severity.ERROR, op.location(), message);
        d.operation = op;
        return d;
    }

    /** The operation this diagnostic is about, or null. */
    public dev.mlirj.ir.Operation operation() {
        return operation;
    }

    /** How serious it is. */
    public Severity severity() {
        return severity;
    }

    /** Where it points. */
    public Location location() {
        return location;
    }

    /** What it says. */
    public String message() {
        return message;
    }

    /** The notes attached to it, in order. */
    public List<Diagnostic> notes() {
        return List.copyOf(notes);
    }

    /** Attaches a note at {@code at}; returns this diagnostic. */
    public Diagnostic attachNote(Location at, String note) {
        notes.add(new Diagnostic(Severity.NOTE, at, note));
        return this;
    }

    /** Inserts {@code note} at {@code index} of the notes (the engine uses it for the operation note). */
    void insertNote(int index, Diagnostic note) {
        notes.add(index, note);
    }

    @Override
    public String toString() {
        return severity.word() + " at " + location + ": " + message;
    }
}

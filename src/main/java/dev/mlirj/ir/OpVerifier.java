package dev.mlirj.ir;


/** Checks one operation of a registered kind, reporting each problem at a location. */
@FunctionalInterface
public interface OpVerifier {
    /** Verifies {@code op}; returns false when it reported an error to {@code diagnostics}. */
    boolean verify(Operation op, DiagnosticEngine diagnostics);
}

package dev.mlirj.ir;

import java.util.Locale;

/** How serious a {@link Diagnostic} is, as MLIR's diagnostic severities. */
public enum Severity {
    /** The input is invalid; the tool fails. */
    ERROR,
    /** Suspicious but valid. */
    WARNING,
    /** Information, e.g. from a pass. */
    REMARK,
    /** Extra context attached to another diagnostic. */
    NOTE;

    /** The word mlir-opt prints, e.g. {@code error}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}

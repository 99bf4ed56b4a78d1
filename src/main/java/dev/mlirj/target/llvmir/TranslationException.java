package dev.mlirj.target.llvmir;

import dev.mlirj.ir.Operation;

/**
 * Why an operation (or attribute of it) cannot be translated: unwinds the translation to
 * {@link ModuleTranslation}, which reports it as a diagnostic at the operation's location. Never escapes the
 * package.
 */
final class TranslationException extends RuntimeException {
    private final transient Operation op;
    private final boolean opPrefix;

    /** {@code 'name' op message} at {@code op}. */
    TranslationException(Operation op, String message) {
        this(op, message, true);
    }

    /** {@code message} at {@code op}, with the {@code 'name' op} prefix when {@code opPrefix}. */
    TranslationException(Operation op, String message, boolean opPrefix) {
        super(message, null, false, false);
        this.op = op;
        this.opPrefix = opPrefix;
    }

    Operation op() {
        return op;
    }

    boolean opPrefix() {
        return opPrefix;
    }
}

package dev.mlirj.executionengine;

import java.util.Objects;
import java.util.Optional;

/**
 * Compiled code failed and the call returned to Java instead of ending the process: a {@code cf.assert} whose
 * condition was false, a runtime check of {@code generate-runtime-verification} that did not hold, or a call of
 * {@code abort}. Thrown on the thread that made the call, by every way of calling an engine's code
 * ({@link CompiledFunction}'s forms, {@link PreparedCall}, {@link BoundCall},
 * {@link ExecutionEngine#invokePacked}, and {@link ExecutionEngine#rethrowFailure()} after a call through
 * {@link ExecutionEngine#lookup}).
 *
 * <p>The engine stays usable: the next call runs normally. What the failed call had changed in memory stays
 * changed, and memory it had allocated and would have freed later is leaked (its frames were abandoned at the
 * failure, as a process would abandon them at {@code abort}); results of the failed call do not exist.
 *
 * <p>{@link #failureMessage()} is the text MLIR's code would have printed (the assertion's message), and
 * {@link #location()} the MLIR location of the failing operation as {@code file:line:col}, when it had one.
 */
public final class KernelFailureException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String entryPoint;
    private final String failureMessage;
    private final String location;

    /**
     * @param entryPoint     the symbol the failed call entered the compiled code through
     * @param failureMessage the failure's message, or null for a call of {@code abort}
     * @param location       {@code file:line:col} of the failing operation, or null
     */
    public KernelFailureException(String entryPoint, String failureMessage, String location) {
        super(describe(entryPoint, failureMessage, location));
        this.entryPoint = Objects.requireNonNull(entryPoint, "entryPoint");
        this.failureMessage = failureMessage;
        this.location = location;
    }

    private static String describe(String entryPoint, String failureMessage, String location) {
        String what = failureMessage == null ? "abort() was called" : failureMessage;
        return "@" + entryPoint + " failed" + (location == null ? "" : " at " + location) + ": " + what;
    }

    /** The symbol the failed call entered the compiled code through, e.g. {@code _mlir_ciface_kernel}. */
    public String entryPoint() {
        return entryPoint;
    }

    /** The failure's message as MLIR's code prints it (a {@code cf.assert}'s), or empty for {@code abort}. */
    public Optional<String> failureMessage() {
        return Optional.ofNullable(failureMessage);
    }

    /** {@code file:line:col} of the failing operation's location, when it had one. */
    public Optional<String> location() {
        return Optional.ofNullable(location);
    }
}

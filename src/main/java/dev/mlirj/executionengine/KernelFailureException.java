package dev.mlirj.executionengine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Compiled code failed and the call returned to Java instead of ending the process: a {@code cf.assert} whose
 * condition was false, a runtime check of {@code generate-runtime-verification} that did not hold, or a call of
 * {@code abort}. Thrown on the thread that made the call by the calls that check for it: those of
 * {@link ExecutionEngine#function} (every form of the {@link CompiledFunction}, its {@link PreparedCall}s and
 * {@link BoundCall}s), {@link ExecutionEngine#invokePacked}, {@link ExecutionEngine#initialize()} and
 * {@link ExecutionEngine#close()} (global constructors and destructors), and {@code dev.mlirj.JitFunction}'s; after
 * a call made otherwise (an address from {@link ExecutionEngine#lookup}, a {@link CompiledFunction#of} without
 * the engine's check, an exact handle), by {@link ExecutionEngine#rethrowFailure()}, which the caller must call
 * right after the call: until then the call's results are zeros.
 *
 * <p>The engine stays usable: the next call runs normally. What the failed call had changed in memory stays
 * changed, and memory it had allocated and would have freed later is leaked (its frames were abandoned at the
 * failure, as a process would abandon them at {@code abort}); results of the failed call do not exist.
 *
 * <p>{@link #failureMessage()} is the text MLIR's code would have printed (the assertion's message),
 * {@link #location()} the MLIR location of the failing operation as {@code file:line:col}, when it had one, and
 * {@link #comparisons()} the integer comparisons the failed condition was made of, with the values they compared
 * (for a bounds check: the index against zero and against the size), so that the message says which value was
 * wrong and by how much.
 */
public final class KernelFailureException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String entryPoint;
    private final String failureMessage;
    private final String location;
    private final List<Comparison> comparisons;

    /**
     * One integer comparison of the failed condition ({@code llvm.icmp} after lowering, {@code arith.cmpi}
     * before), with the values it compared at the failure.
     *
     * @param predicate LLVM's predicate keyword: {@code eq}, {@code ne}, {@code slt}, {@code sle}, {@code sgt},
     *                  {@code sge}, {@code ult}, {@code ule}, {@code ugt} or {@code uge}
     * @param lhs       the left operand, sign-extended to 64 bits (zero-extended for an unsigned predicate)
     * @param rhs       the right operand, extended as {@code lhs}
     */
    public record Comparison(String predicate, long lhs, long rhs) {
        /** Checks the predicate. */
        public Comparison {
            Objects.requireNonNull(predicate, "predicate");
            if (!List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge").contains(predicate)) {
                throw new IllegalArgumentException("not an integer comparison predicate: " + predicate);
            }
        }

        /** Whether the comparison held. */
        public boolean holds() {
            return switch (predicate) {
                case "eq" -> lhs == rhs;
                case "ne" -> lhs != rhs;
                case "slt" -> lhs < rhs;
                case "sle" -> lhs <= rhs;
                case "sgt" -> lhs > rhs;
                case "sge" -> lhs >= rhs;
                case "ult" -> Long.compareUnsigned(lhs, rhs) < 0;
                case "ule" -> Long.compareUnsigned(lhs, rhs) <= 0;
                case "ugt" -> Long.compareUnsigned(lhs, rhs) > 0;
                default -> Long.compareUnsigned(lhs, rhs) >= 0;
            };
        }

        /**
         * The comparison with its values, e.g. {@code 7 < 4 (false)}; an unsigned one is marked {@code u}
         * ({@code -1 <u 4 (false)}), its values written as signed numbers.
         */
        @Override
        public String toString() {
            String op = switch (predicate) {
                case "eq" -> "==";
                case "ne" -> "!=";
                case "slt" -> "<";
                case "sle" -> "<=";
                case "sgt" -> ">";
                case "sge" -> ">=";
                case "ult" -> "<u";
                case "ule" -> "<=u";
                case "ugt" -> ">u";
                default -> ">=u";
            };
            return lhs + " " + op + " " + rhs + " (" + holds() + ")";
        }
    }

    /**
     * @param entryPoint     the symbol the failed call entered the compiled code through
     * @param failureMessage the failure's message, or null for a call of {@code abort}
     * @param location       {@code file:line:col} of the failing operation, or null
     */
    KernelFailureException(String entryPoint, String failureMessage, String location) {
        this(entryPoint, failureMessage, location, List.of());
    }

    /**
     * @param entryPoint     the symbol the failed call entered the compiled code through
     * @param failureMessage the failure's message, or null for a call of {@code abort}
     * @param location       {@code file:line:col} of the failing operation, or null
     * @param comparisons    the comparisons the failed condition was made of, possibly none
     */
    KernelFailureException(String entryPoint, String failureMessage, String location, List<Comparison> comparisons) {
        super(describe(entryPoint, failureMessage, location, comparisons));
        this.entryPoint = Objects.requireNonNull(entryPoint, "entryPoint");
        this.failureMessage = failureMessage;
        this.location = location;
        this.comparisons = List.copyOf(comparisons);
    }

    private static String describe(String entryPoint, String failureMessage, String location,
                                   List<Comparison> comparisons) {
        String what = failureMessage == null ? "abort() was called" : failureMessage;
        return "@" + entryPoint + " failed" + (location == null ? "" : " at " + location) + ": " + what
                + (comparisons.isEmpty() ? "" : "\n" + describeComparisons(comparisons));
    }

    /**
     * {@code comparisons} as the exception's message words them: {@code values compared: 7 >= 0 (true), 7 < 4
     * (false)}.
     */
    public static String describeComparisons(List<Comparison> comparisons) {
        return "values compared: " + comparisons.stream().map(Comparison::toString)
                .collect(Collectors.joining(", "));
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

    /**
     * The integer comparisons the failed condition was made of (through {@code and} and {@code or}), in order,
     * with their values; at least one of them did not hold. Empty when the condition was not made of integer
     * comparisons (a {@code cf.assert} of a function's result, a bare {@code abort}).
     */
    public List<Comparison> comparisons() {
        return comparisons;
    }
}

package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.ir.Operation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What a conversion must reach, MLIR's {@code ConversionTarget}: for each operation, whether it is legal (stays
 * as it is), illegal (must be rewritten) or dynamically legal (a callback decides, per operation). Rules for an
 * operation name win over rules for its dialect; an operation with neither is "unknown", legal only when
 * {@link #markUnknownOpDynamicallyLegal} says so. A legal operation may also be marked recursively legal: the
 * operations nested in it are then left alone whatever they are.
 *
 * <p>Dynamic callbacks return {@code true} (legal), {@code false} (illegal) or {@code null} (no opinion: the
 * dialect's callback, then the unknown-operation callback, then "illegal" decide), as MLIR's
 * {@code std::optional<bool>} callbacks. A target is configured once, then only read; it is not thread-safe
 * while being configured.
 */
public class ConversionTarget {
    /** How an operation name or dialect is treated, MLIR's {@code ConversionTarget::LegalizationAction}. */
    public enum LegalizationAction {
        /** Always legal. */
        LEGAL,
        /** Legal when the dynamic callback says so. */
        DYNAMIC,
        /** Always illegal: the conversion fails if it cannot be rewritten. */
        ILLEGAL
    }

    /**
     * How a legal operation is legal, MLIR's {@code LegalOpDetails}.
     *
     * @param isRecursivelyLegal whether the operations nested in it are legal too, without being looked at
     */
    public record LegalOpDetails(boolean isRecursivelyLegal) {
    }

    /** A dynamic legality callback: true legal, false illegal, null undecided. */
    @FunctionalInterface
    public interface DynamicLegalityCallback {
        /** Whether {@code op} is legal, or null to let the next rule decide. */
        Boolean isLegal(Operation op);
    }

    private record Info(LegalizationAction action, DynamicLegalityCallback callback) {
    }

    private final Map<String, Info> ops = new HashMap<>();
    private final Map<String, Info> dialects = new HashMap<>();
    private final Map<String, Predicate<Operation>> recursivelyLegal = new HashMap<>();
    private DynamicLegalityCallback unknownOpCallback;

    /** An empty target: every operation is unknown. */
    public ConversionTarget() {
    }

    /** Sets the action for operations named {@code opNames} (full names, e.g. {@code llvm.add}). */
    public ConversionTarget setOpAction(LegalizationAction action, String... opNames) {
        for (String n : opNames) {
            ops.put(n, new Info(action, null));
        }
        return this;
    }

    /** Marks operations legal. */
    public ConversionTarget addLegalOp(String... opNames) {
        return setOpAction(LegalizationAction.LEGAL, opNames);
    }

    /** Marks operations illegal. */
    public ConversionTarget addIllegalOp(String... opNames) {
        return setOpAction(LegalizationAction.ILLEGAL, opNames);
    }

    /** Marks an operation dynamically legal: {@code callback} decides for each instance. */
    public ConversionTarget addDynamicallyLegalOp(String opName, DynamicLegalityCallback callback) {
        ops.put(opName, new Info(LegalizationAction.DYNAMIC, java.util.Objects.requireNonNull(callback)));
        return this;
    }

    /** Marks every operation of the dialects named {@code namespaces} (e.g. {@code llvm}) legal. */
    public ConversionTarget addLegalDialect(String... namespaces) {
        for (String d : namespaces) {
            dialects.put(d, new Info(LegalizationAction.LEGAL, null));
        }
        return this;
    }

    /** Marks every operation of the dialects illegal. */
    public ConversionTarget addIllegalDialect(String... namespaces) {
        for (String d : namespaces) {
            dialects.put(d, new Info(LegalizationAction.ILLEGAL, null));
        }
        return this;
    }

    /** Makes {@code callback} decide for every operation of the dialects without a rule of its own. */
    public ConversionTarget addDynamicallyLegalDialect(DynamicLegalityCallback callback, String... namespaces) {
        for (String d : namespaces) {
            dialects.put(d, new Info(LegalizationAction.DYNAMIC, java.util.Objects.requireNonNull(callback)));
        }
        return this;
    }

    /**
     * Makes {@code callback} decide for operations no rule mentions (MLIR's {@code markUnknownOpDynamicallyLegal});
     * without it they are not legal.
     */
    public ConversionTarget markUnknownOpDynamicallyLegal(DynamicLegalityCallback callback) {
        this.unknownOpCallback = java.util.Objects.requireNonNull(callback);
        return this;
    }

    /**
     * Makes legal operations named {@code opName} recursively legal: what they contain is not converted. With a
     * non-null {@code when}, only the instances it accepts are.
     */
    public ConversionTarget markOpRecursivelyLegal(String opName, Predicate<Operation> when) {
        recursivelyLegal.put(opName, when == null ? op -> true : when);
        return this;
    }

    /** Marks operations recursively legal whatever they are. */
    public ConversionTarget markOpRecursivelyLegal(String... opNames) {
        for (String n : opNames) {
            markOpRecursivelyLegal(n, null);
        }
        return this;
    }

    /**
     * The action for {@code op}'s name: its own rule, else its dialect's, else {@code DYNAMIC} when an unknown-op
     * callback is set, else null (unknown).
     */
    public LegalizationAction opAction(Operation op) {
        Info info = info(op);
        return info != null ? info.action : unknownOpCallback != null ? LegalizationAction.DYNAMIC : null;
    }

    private Info info(Operation op) {
        Info info = ops.get(op.name().fullName());
        return info != null ? info : dialects.get(op.name().dialect());
    }

    /** Details of how {@code op} is legal, or null when it is not legal (illegal or unknown). */
    public LegalOpDetails isLegal(Operation op) {
        Info info = info(op);
        boolean legal;
        if (info == null) {
            legal = unknownOpCallback != null && Boolean.TRUE.equals(unknownOpCallback.isLegal(op));
        } else {
            legal = switch (info.action) {
                case LEGAL -> true;
                case ILLEGAL -> false;
                case DYNAMIC -> dynamic(op, info);
            };
        }
        if (!legal) {
            return null;
        }
        Predicate<Operation> recursive = recursivelyLegal.get(op.name().fullName());
        return new LegalOpDetails(recursive != null && recursive.test(op));
    }

    private boolean dynamic(Operation op, Info info) {
        List<DynamicLegalityCallback> chain = new java.util.ArrayList<>();
        chain.add(info.callback);
        Info dialect = dialects.get(op.name().dialect());
        if (dialect != null && dialect.action == LegalizationAction.DYNAMIC && dialect != info) {
            chain.add(dialect.callback);
        }
        if (unknownOpCallback != null) {
            chain.add(unknownOpCallback);
        }
        for (DynamicLegalityCallback c : chain) {
            Boolean b = c.isLegal(op);
            if (b != null) {
                return b;
            }
        }
        return false;
    }

    /** Whether {@code op} is explicitly illegal: marked so, or dynamically legal and the callback says no. */
    public boolean isIllegal(Operation op) {
        Info info = info(op);
        if (info == null) {
            return false;
        }
        return switch (info.action) {
            case LEGAL -> false;
            case ILLEGAL -> true;
            case DYNAMIC -> !dynamic(op, info);
        };
    }
}

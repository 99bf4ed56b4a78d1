package dev.mlirj.ir;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The dialects a program may use, and whether operations of unknown dialects are allowed (they are parsed and
 * printed in generic form, as {@code mlir-opt --allow-unregistered-dialect} does). Not thread-safe while
 * dialects are being loaded; read-only use afterwards is safe.
 */
public final class MlirContext {
    private final Map<String, Dialect> dialects = new LinkedHashMap<>();
    private boolean allowUnregisteredDialects;
    /**
     * Every operation name asked for so far, so that the operations of a kind share one {@link OperationName}
     * (and one name string) instead of each holding its own; cleared when a dialect is loaded, since that may
     * register a name. Concurrent, so parsing on several threads with one context stays safe.
     */
    private final Map<String, OperationName> operationNames = new java.util.concurrent.ConcurrentHashMap<>();
    /**
     * The external models attached to operation kinds (MLIR's {@code Op::attachInterface<Model>(ctx)}): per operation
     * name, per interface, the implementation. Attached while the context is set up, read afterwards.
     */
    private final Map<String, Map<Class<?>, Object>> interfaceModels = new java.util.concurrent.ConcurrentHashMap<>();

    /** The deepest nesting of types and attributes parsed in this context; see {@link #deepestParsedNesting}. */
    private final java.util.concurrent.atomic.AtomicInteger deepestParsedNesting =
            new java.util.concurrent.atomic.AtomicInteger();

    /** A context with the given dialects loaded. */
    public MlirContext(Dialect... dialects) {
        for (Dialect d : dialects) {
            load(d);
        }
    }

    /** Loads {@code dialect}; loading a namespace twice is an error. */
    public void load(Dialect dialect) {
        if (dialects.putIfAbsent(dialect.namespace(), dialect) != null) {
            throw new IllegalArgumentException("dialect '" + dialect.namespace() + "' is already loaded");
        }
        Dialect.loaded(dialect);
        operationNames.clear();
    }

    /** The dialect named {@code namespace}, or null. */
    public Dialect dialect(String namespace) {
        return dialects.get(namespace);
    }

    /** The loaded dialects, in load order. */
    public java.util.Collection<Dialect> dialects() {
        return java.util.Collections.unmodifiableCollection(dialects.values());
    }

    /** Whether operations of dialects that are not loaded may appear. */
    public boolean allowsUnregisteredDialects() {
        return allowUnregisteredDialects;
    }

    /**
     * How deeply the types and attributes parsed in this context nest at most: a bound on the recursion that
     * printing, comparing or converting them takes, which {@link DeepNesting#depth} adds to an operation's own
     * nesting. Only nesting deeper than {@link DeepNesting#INLINE_DEPTH} is recorded; 0 otherwise.
     */
    public int deepestParsedNesting() {
        return deepestParsedNesting.get();
    }

    /** Records that types or attributes {@code depth} levels deep were parsed in this context. */
    public void noteParsedNesting(int depth) {
        if (depth > DeepNesting.INLINE_DEPTH) {
            deepestParsedNesting.accumulateAndGet(depth, Math::max);
        }
    }

    /** Allows or forbids operations of dialects that are not loaded. */
    public void setAllowUnregisteredDialects(boolean allow) {
        this.allowUnregisteredDialects = allow;
    }

    /**
     * Attaches {@code model} as the implementation of {@code iface} for the operations named {@code opName}, as
     * MLIR's {@code attachInterface} does for an external model. The operation must be registered by a loaded
     * dialect, and may have at most one model per interface.
     */
    public <T> void attachInterface(String opName, Class<T> iface, T model) {
        if (!operationName(opName).isRegistered()) {
            throw new IllegalArgumentException("cannot attach " + iface.getSimpleName() + " to '" + opName
                    + "': it is not a registered operation");
        }
        Map<Class<?>, Object> models = interfaceModels.computeIfAbsent(opName,
                k -> new java.util.concurrent.ConcurrentHashMap<>());
        if (models.putIfAbsent(iface, iface.cast(model)) != null) {
            throw new IllegalArgumentException(iface.getSimpleName() + " is already attached to '" + opName + "'");
        }
    }

    /**
     * The model of {@code iface} attached to {@code op}'s kind (MLIR's {@code dyn_cast<Interface>(op)} for an
     * external model), or null when there is none.
     */
    public <T> T interfaceModel(Operation op, Class<T> iface) {
        Map<Class<?>, Object> models = interfaceModels.get(op.name().fullName());
        return models == null ? null : iface.cast(models.get(iface));
    }

    /** The name of operation {@code fullName}, with its definition when a loaded dialect registers it. */
    public OperationName operationName(String fullName) {
        OperationName known = operationNames.get(fullName);
        return known != null ? known : operationNames.computeIfAbsent(fullName, this::lookUpOperationName);
    }

    private OperationName lookUpOperationName(String fullName) {
        int dot = fullName.indexOf('.');
        Dialect d = dot < 0 ? null : dialects.get(fullName.substring(0, dot));
        return new OperationName(fullName, d == null ? null : d.definition(fullName));
    }
}

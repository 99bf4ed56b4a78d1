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

    /** Allows or forbids operations of dialects that are not loaded. */
    public void setAllowUnregisteredDialects(boolean allow) {
        this.allowUnregisteredDialects = allow;
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

package dev.mlirj.ir;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A namespace of operations, types and attributes, as MLIR's dialects. A dialect registers an
 * {@link OpDefinition} per operation and parses and prints its own types ({@code !ns.body}) and attributes
 * ({@code #ns.body}); the defaults reject every type and attribute.
 */
public abstract class Dialect {
    /**
     * A dialect of each namespace that some context loaded, so that a type or attribute can still be printed
     * where no context is at hand (a message built from values alone): printing is a function of the value.
     */
    private static final Map<String, Dialect> LOADED_ANYWHERE = new java.util.concurrent.ConcurrentHashMap<>();
    private final String namespace;
    private final Map<String, OpDefinition> ops = new LinkedHashMap<>();
    private String constantDialect;

    /** A dialect named {@code namespace}. */
    protected Dialect(String namespace) {
        this.namespace = namespace;
    }

    /**
     * A dialect named {@code namespace} that some context has loaded, or null: what prints a type or attribute
     * of that namespace when no context is given.
     */
    public static Dialect loadedAnywhere(String namespace) {
        return LOADED_ANYWHERE.get(namespace);
    }

    /** Records that a context loaded {@code dialect} (see {@link #loadedAnywhere}). */
    static void loaded(Dialect dialect) {
        LOADED_ANYWHERE.putIfAbsent(dialect.namespace(), dialect);
    }

    /** The namespace, e.g. {@code arith}. */
    public final String namespace() {
        return namespace;
    }

    /** Registers an operation; its name must be in this namespace. */
    protected final void register(OpDefinition definition) {
        if (!definition.name().startsWith(namespace + ".")) {
            throw new IllegalArgumentException(definition.name() + " is not in dialect " + namespace);
        }
        if (ops.putIfAbsent(definition.name(), definition) != null) {
            throw new IllegalArgumentException(definition.name() + " is registered twice");
        }
    }

    /** The definition of {@code fullName}, or null. */
    public final OpDefinition definition(String fullName) {
        return ops.get(fullName);
    }

    /** Every registered operation. */
    public final Collection<OpDefinition> definitions() {
        return ops.values();
    }

    /** Parses the body of {@code !ns.body}; the parser is positioned after {@code ns.} */
    public Type parseType(DialectAsmParser parser) {
        parser.emitError("dialect '" + namespace + "' provides no type parsing hook");
        return null;
    }

    /** Prints {@code type}'s body (what follows {@code !ns.}). */
    public void printType(Type type, DialectAsmPrinter printer) {
        throw new IllegalArgumentException("dialect '" + namespace + "' cannot print " + type);
    }

    /** Parses the body of {@code #ns.body}; the parser is positioned after {@code ns.} */
    public Attribute parseAttribute(DialectAsmParser parser, Type type) {
        parser.emitError("dialect '" + namespace + "' provides no attribute parsing hook");
        return null;
    }

    /** Prints {@code attribute}'s body (what follows {@code #ns.}). */
    public void printAttribute(Attribute attribute, DialectAsmPrinter printer) {
        throw new IllegalArgumentException("dialect '" + namespace + "' cannot print " + attribute);
    }

    /**
     * The alias to print {@code attribute} under, or null for none: MLIR's
     * {@code OpAsmDialectInterface::getAlias}. The printer asks every loaded dialect (the builtin dialect
     * first), for every attribute it prints, whatever dialect the attribute belongs to.
     */
    public AsmAlias getAlias(Attribute attribute) {
        return null;
    }

    /** The alias to print {@code type} under, or null for none; see {@link #getAlias(Attribute)}. */
    public AsmAlias getAlias(Type type) {
        return null;
    }

    /**
     * Makes {@link #materializeConstant} create the constants of the dialect named {@code namespace} (as MLIR's
     * affine and memref dialects create {@code arith.constant}s).
     */
    protected final void materializeConstantsThrough(String namespace) {
        constantDialect = namespace;
    }

    /**
     * Creates, at {@code b}'s insertion point, a constant-like operation of {@code type} holding {@code value}
     * (MLIR's {@code Dialect::materializeConstant}), used when an operation of this dialect folds to a constant;
     * null when the dialect cannot. The default asks the dialect named by {@link #materializeConstantsThrough},
     * if any, or cannot.
     */
    public Operation materializeConstant(Builder b, Attribute value, Type type,
                                         Location location) {
        MlirContext context = b.context();
        Dialect through = constantDialect == null ? null : context.dialect(constantDialect);
        return through == null ? null : through.materializeConstant(b, value, type, location);
    }
}

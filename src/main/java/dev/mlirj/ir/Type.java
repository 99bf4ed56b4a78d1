package dev.mlirj.ir;

/**
 * An MLIR type: an immutable value compared by equality (records, in practice). Builtin types live in
 * {@code dev.mlirj.dialect.builtin}; a dialect's types in its package. {@link #dialect()} names the dialect
 * that prints and parses it ({@code "builtin"} for the types written without a {@code !} prefix).
 */
public interface Type {
    /** The namespace of the dialect this type belongs to, e.g. {@code builtin} or {@code llvm}. */
    String dialect();
}

package dev.mlirj.ir;

/**
 * An MLIR attribute: immutable compile-time data attached to operations, compared by equality. Builtin
 * attributes live in {@code dev.mlirj.dialect.builtin}; a dialect's attributes (written {@code #dialect.name<...>})
 * in its package.
 */
public interface Attribute {
    /** The namespace of the dialect this attribute belongs to, e.g. {@code builtin} or {@code llvm}. */
    String dialect();
}

package dev.mlirj.ir;

/**
 * The name of an operation, {@code dialect.op}, and its registered definition if the dialect is known.
 *
 * @param fullName   the full name, e.g. {@code arith.addi}
 * @param definition the registered definition, or null for an unregistered operation
 */
public record OperationName(String fullName, OpDefinition definition) {

    /** The dialect namespace: the part before the first dot, or empty. */
    public String dialect() {
        int dot = fullName.indexOf('.');
        return dot < 0 ? "" : fullName.substring(0, dot);
    }

    /** The name without its dialect namespace (MLIR's {@code stripDialect}): {@code addi} for {@code arith.addi}. */
    public String stripDialect() {
        return fullName.substring(fullName.indexOf('.') + 1);
    }

    /** Whether the operation kind is registered. */
    public boolean isRegistered() {
        return definition != null;
    }

    /** Whether the registered definition has {@code trait}; false for unregistered operations. */
    public boolean has(OpTrait trait) {
        return definition != null && definition.traits().contains(trait);
    }

    @Override
    public String toString() {
        return fullName;
    }
}

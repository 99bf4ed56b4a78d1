package dev.mlirj.ir;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * {@code dense_resource<name> : tensor<2xi32>}: elements of a shaped type whose bytes live in a dialect resource
 * of the builtin dialect, MLIR's {@code DenseResourceElementsAttr}. The text names the resource; its bytes come
 * from the file's {@code {-# dialect_resources: { builtin: { name: "0x..." } } #-}} block, and the printer writes
 * that block again after the operation for every resource it printed.
 *
 * <p>A reference to a resource the file does not define is allowed (as in MLIR): {@code blob} is then null and
 * the attribute prints without a block entry. The bytes are not checked against the type (MLIR does not either);
 * they hold the elements in row-major order, little-endian, each in its storage width.
 *
 * @param type the shaped type of the elements (tensor, vector or memref; dynamic shapes allowed)
 * @param name the resource name, a bare identifier
 * @param blob the resource's bytes, or null when the resource was referenced but never defined
 */
public record DenseResourceElementsAttr(ShapedType type, String name, ResourceBlob blob)
        implements BuiltinAttribute {
    /** Checks the parts are present. */
    public DenseResourceElementsAttr {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(name, "name");
    }

    /** Whether the resource's bytes are known. */
    public boolean hasData() {
        return blob != null;
    }

    /**
     * The raw little-endian element data, read-only.
     *
     * @throws IllegalStateException if the resource was never defined
     */
    public ByteBuffer rawData() {
        if (blob == null) {
            throw new IllegalStateException("dense_resource<" + name + "> has no data: the resource is not defined");
        }
        return blob.data();
    }
}

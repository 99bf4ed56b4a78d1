package dev.mlirj.ir;

import java.util.List;

/**
 * {@code tuple<i32, f32>}: a fixed list of types.
 *
 * @param types the element types
 */
public record TupleType(List<Type> types) implements BuiltinType {
    /** Copies the list. */
    public TupleType {
        types = List.copyOf(types);
    }
}

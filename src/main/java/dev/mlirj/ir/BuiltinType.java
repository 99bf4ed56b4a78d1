package dev.mlirj.ir;


/** A type of the builtin dialect: written without a {@code !} prefix, e.g. {@code i32} or {@code memref<4xf32>}. */
public interface BuiltinType extends Type {
    @Override
    default String dialect() {
        return "builtin";
    }
}

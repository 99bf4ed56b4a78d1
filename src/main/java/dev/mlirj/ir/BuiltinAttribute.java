package dev.mlirj.ir;


/** An attribute of the builtin dialect: written without a {@code #} prefix, e.g. {@code 42 : i32} or {@code "s"}. */
public interface BuiltinAttribute extends Attribute {
    @Override
    default String dialect() {
        return "builtin";
    }
}

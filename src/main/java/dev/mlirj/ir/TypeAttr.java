package dev.mlirj.ir;


/**
 * A type used as an attribute, e.g. a function's {@code function_type}.
 *
 * @param type the type
 */
public record TypeAttr(Type type) implements BuiltinAttribute {
}

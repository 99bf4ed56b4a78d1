package dev.mlirj.ir;


/**
 * One entry of a dictionary: {@code name = value}.
 *
 * @param name  the name
 * @param value the value
 */
public record NamedAttribute(String name, Attribute value) {
}

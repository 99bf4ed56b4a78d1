package dev.mlirj.ir;

import java.util.List;

/**
 * {@code [a, b, c]}: a list of attributes.
 *
 * @param elements the elements
 */
public record ArrayAttr(List<Attribute> elements) implements BuiltinAttribute {
    /** Copies the list. */
    public ArrayAttr {
        elements = List.copyOf(elements);
    }
}

package dev.mlirj.ir;

import java.util.List;

/**
 * {@code @root::@nested::@leaf}: a reference to a symbol, flat when {@code nested} is empty.
 *
 * @param root   the root symbol name
 * @param nested the nested names, outermost first
 */
public record SymbolRefAttr(String root, List<String> nested) implements BuiltinAttribute {
    /** Copies the list. */
    public SymbolRefAttr {
        nested = List.copyOf(nested);
    }

    /** The flat reference {@code @name}. */
    public static SymbolRefAttr flat(String name) {
        return new SymbolRefAttr(name, List.of());
    }

    /** The innermost name. */
    public String leaf() {
        return nested.isEmpty() ? root : nested.getLast();
    }
}

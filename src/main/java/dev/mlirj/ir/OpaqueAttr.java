package dev.mlirj.ir;


/**
 * {@code #foo.bar<...>} of a dialect that is not loaded: kept as the namespace and the body text.
 *
 * @param dialectNamespace the dialect namespace
 * @param body             the text after {@code foo.}, verbatim
 */
public record OpaqueAttr(String dialectNamespace, String body) implements Attribute {
    @Override
    public String dialect() {
        return dialectNamespace;
    }
}

package dev.mlirj.ir;


/**
 * {@code !foo.bar<"x">} of a dialect that is not loaded: kept as the dialect's namespace and the body text.
 *
 * @param dialectNamespace the dialect namespace ({@code foo})
 * @param body             the text after {@code foo.}, verbatim ({@code bar<"x">})
 */
public record OpaqueType(String dialectNamespace, String body) implements Type {
    @Override
    public String dialect() {
        return dialectNamespace;
    }
}

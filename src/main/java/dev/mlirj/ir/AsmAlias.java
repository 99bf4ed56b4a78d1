package dev.mlirj.ir;

/**
 * A name a dialect proposes for printing an attribute or type as an alias ({@code #map = ...} once at the top of
 * the output, {@code #map} at each use): MLIR's {@code OpAsmDialectInterface::AliasResult} with its name. The
 * printer numbers repeated names ({@code map}, {@code map1}, ...), and appends {@code _} to a name that ends
 * in a digit before numbering it.
 *
 * @param name        the alias name without the {@code #} or {@code !}
 * @param overridable whether a dialect asked later may replace it (MLIR's {@code OverridableAlias}); a final
 *                    alias ({@code FinalAlias}) stops the search
 */
public record AsmAlias(String name, boolean overridable) {
    /** Checks the name. */
    public AsmAlias {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("empty alias name");
        }
    }

    /** An alias another dialect may override, as builtin's {@code map} and {@code set}. */
    public static AsmAlias overridable(String name) {
        return new AsmAlias(name, true);
    }

    /** An alias no other dialect may override. */
    public static AsmAlias ofFinal(String name) {
        return new AsmAlias(name, false);
    }
}

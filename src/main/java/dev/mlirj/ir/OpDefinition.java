package dev.mlirj.ir;

import java.util.EnumSet;
import java.util.Set;

/**
 * What a dialect registers for one operation kind: its name, traits, the names of its inherent attributes
 * (stored as properties and printed in the generic form's {@code <{...}>}), its custom assembly format (null:
 * generic form only) and its verifier.
 *
 * @param name             the full name, e.g. {@code arith.addi}
 * @param traits           the operation's traits
 * @param inherentAttrs    names of the attributes that are part of the operation's definition
 * @param syntax           the custom assembly format, or null
 * @param verifier         checks an instance beyond the generic rules, or null
 * @param defaultDialect   the dialect whose operations may be written without their prefix inside this
 *                         operation's regions ({@code func} for {@code func.func}), or empty
 * @param folder           the fold hook ({@link OpFolder}), or null when the operation never folds
 */
public record OpDefinition(String name, Set<OpTrait> traits, Set<String> inherentAttrs, OpSyntax syntax,
                           OpVerifier verifier, String defaultDialect, OpFolder folder) {

    /** A definition without a fold hook. */
    public OpDefinition(String name, Set<OpTrait> traits, Set<String> inherentAttrs, OpSyntax syntax,
                        OpVerifier verifier, String defaultDialect) {
        this(name, traits, inherentAttrs, syntax, verifier, defaultDialect, null);
    }

    /** This definition with {@code hook} as its fold hook. */
    public OpDefinition withFolder(OpFolder hook) {
        return new OpDefinition(name, traits, inherentAttrs, syntax, verifier, defaultDialect, hook);
    }

    /** Copies the sets. */
    public OpDefinition {
        traits = traits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(traits));
        inherentAttrs = Set.copyOf(inherentAttrs);
        defaultDialect = defaultDialect == null ? "" : defaultDialect;
    }

    /** Whether the operation has {@code trait}. */
    public boolean has(OpTrait trait) {
        return traits.contains(trait);
    }
}

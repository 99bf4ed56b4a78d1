package dev.mlirj.ir;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

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
 * @param propertyStorage  per inherent attribute, whether an attribute can be stored in it: MLIR's
 *                         {@code setPropertiesFromAttr}, which casts the attribute to the property's C++ storage
 *                         class (e.g. an enum attribute's class, which admits only its cases), so that the generic
 *                         form's {@code <{...}>} refuses what does not cast; attributes not listed take anything
 */
public record OpDefinition(String name, Set<OpTrait> traits, Set<String> inherentAttrs, OpSyntax syntax,
                           OpVerifier verifier, String defaultDialect, OpFolder folder,
                           Map<String, Predicate<Attribute>> propertyStorage) {

    /** A definition without a fold hook. */
    public OpDefinition(String name, Set<OpTrait> traits, Set<String> inherentAttrs, OpSyntax syntax,
                        OpVerifier verifier, String defaultDialect) {
        this(name, traits, inherentAttrs, syntax, verifier, defaultDialect, null);
    }

    /** A definition whose properties take any attribute. */
    public OpDefinition(String name, Set<OpTrait> traits, Set<String> inherentAttrs, OpSyntax syntax,
                        OpVerifier verifier, String defaultDialect, OpFolder folder) {
        this(name, traits, inherentAttrs, syntax, verifier, defaultDialect, folder, Map.of());
    }

    /** This definition with {@code hook} as its fold hook. */
    public OpDefinition withFolder(OpFolder hook) {
        return new OpDefinition(name, traits, inherentAttrs, syntax, verifier, defaultDialect, hook,
                propertyStorage);
    }

    /** This definition with {@code storage} as its {@link #propertyStorage}. */
    public OpDefinition withPropertyStorage(Map<String, Predicate<Attribute>> storage) {
        return new OpDefinition(name, traits, inherentAttrs, syntax, verifier, defaultDialect, folder, storage);
    }

    /** Copies the sets and the map. */
    public OpDefinition {
        traits = traits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(traits));
        inherentAttrs = Set.copyOf(inherentAttrs);
        defaultDialect = defaultDialect == null ? "" : defaultDialect;
        propertyStorage = Map.copyOf(propertyStorage);
    }

    /**
     * The first of {@code properties} (in name order) that its property cannot store, or null when all can.
     */
    public String unstorableProperty(Map<String, Attribute> properties) {
        return properties.entrySet().stream()
                .filter(e -> propertyStorage.containsKey(e.getKey())
                        && !propertyStorage.get(e.getKey()).test(e.getValue()))
                .map(Map.Entry::getKey).sorted().findFirst().orElse(null);
    }

    /** Whether the operation has {@code trait}. */
    public boolean has(OpTrait trait) {
        return traits.contains(trait);
    }
}

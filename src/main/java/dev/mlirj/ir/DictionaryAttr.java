package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * {@code {a = 1 : i32, b}}: named attributes, sorted by name with unique names, as MLIR keeps dictionaries.
 *
 * @param entries the entries, sorted by name
 */
public record DictionaryAttr(List<NamedAttribute> entries) implements BuiltinAttribute {
    /** The empty dictionary. */
    public static final DictionaryAttr EMPTY = new DictionaryAttr(List.of());

    /** Sorts the entries and checks names are unique. */
    public DictionaryAttr {
        List<NamedAttribute> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(NamedAttribute::name));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).name().equals(sorted.get(i - 1).name())) {
                throw new IllegalArgumentException("duplicate key '" + sorted.get(i).name() + "' in dictionary");
            }
        }
        entries = List.copyOf(sorted);
    }

    /** The dictionary of {@code map}'s entries. */
    public static DictionaryAttr of(Map<String, Attribute> map) {
        List<NamedAttribute> list = new ArrayList<>();
        map.forEach((k, v) -> list.add(new NamedAttribute(k, v)));
        return new DictionaryAttr(list);
    }

    /** The value named {@code name}, or null. */
    public Attribute get(String name) {
        for (NamedAttribute e : entries) {
            if (e.name().equals(name)) {
                return e.value();
            }
        }
        return null;
    }

    /** Whether the dictionary is empty. */
    public boolean isEmpty() {
        return entries.isEmpty();
    }
}

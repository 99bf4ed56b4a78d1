package dev.mlirj.syntax;

import dev.mlirj.ir.ResourceBlob;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The dialect resources one printed operation uses, and the {@code {-# dialect_resources ... #-}} block
 * {@link AsmPrinter} writes after it, as MLIR's printer does: resources in the order they are first printed,
 * only those with bytes, each once.
 *
 * <p>A resource is identified by its name and bytes. Two different blobs printed under one name (possible only
 * for attributes built in code; a parsed file has one blob per name) are told apart as MLIR's resource manager
 * does when a name is taken: the later one is printed as {@code name_1}, {@code name_2}, ...
 *
 * <p>Reached through {@link #CURRENT}, bound while {@link AsmPrinter} writes the final text (not while it
 * collects aliases), so the static attribute printer needs no extra parameter.
 */
final class ResourcePrinter {
    /** The resources of the operation being printed; unbound outside {@link AsmPrinter#print}. */
    static final ScopedValue<ResourcePrinter> CURRENT = ScopedValue.newInstance();

    /** Printed name to blob (null for a resource without bytes), in first-use order. */
    private final Map<String, ResourceBlob> used = new LinkedHashMap<>();

    /**
     * The name to print for the builtin resource {@code name} holding {@code blob} (null: not defined), after
     * recording it when a printer is active.
     */
    static String use(String name, ResourceBlob blob) {
        ResourcePrinter state = CURRENT.isBound() ? CURRENT.get() : null;
        return state == null ? name : state.record(name, blob);
    }

    private String record(String name, ResourceBlob blob) {
        String printed = name;
        for (int counter = 1; used.containsKey(printed) && !Objects.equals(used.get(printed), blob); counter++) {
            printed = name + "_" + counter;
        }
        used.putIfAbsent(printed, blob);
        return printed;
    }

    /** Appends the block (a blank line, then {@code {-# ... #-}}) when a used resource has bytes. */
    void printBlock(StringBuilder out) {
        StringBuilder entries = new StringBuilder();
        for (Map.Entry<String, ResourceBlob> e : used.entrySet()) {
            if (e.getValue() != null) {
                entries.append(entries.isEmpty() ? "" : ",\n").append("      ").append(e.getKey()).append(": \"")
                        .append(e.getValue().toHexLiteral()).append('"');
            }
        }
        if (entries.isEmpty()) {
            return;
        }
        out.append("\n{-#\n  dialect_resources: {\n    builtin: {\n").append(entries)
                .append("\n    }\n  }\n#-}\n");
    }
}

package dev.mlirj.ir;

import java.util.List;

/**
 * Where an operation, block argument or diagnostic comes from, as MLIR's location attributes:
 * {@code loc(unknown)}, {@code loc("file":line:col)}, {@code loc("name"(child))}, {@code loc(callsite(callee at
 * caller))} and {@code loc(fused<metadata>[...])}. Locations are immutable values.
 */
public sealed interface Location extends Attribute {

    @Override
    default String dialect() {
        return "builtin";
    }

    /** The first file position this location names, if any (for diagnostics). */
    default FileLineCol filePosition() {
        return switch (this) {
            case FileLineCol f -> f;
            case Name n -> n.child().filePosition();
            case CallSite c -> c.callee().filePosition() != null ? c.callee().filePosition()
                    : c.caller().filePosition();
            case Fused f -> f.locations().stream().map(Location::filePosition)
                    .filter(p -> p != null).findFirst().orElse(null);
            case Unknown u -> null;
        };
    }

    /** {@code loc(unknown)}. */
    record Unknown() implements Location {
        /** The single unknown location. */
        public static final Unknown INSTANCE = new Unknown();
    }

    /**
     * {@code loc("file":line:col)}; line and column are 1-based.
     *
     * @param file   the file name as written
     * <p>Line and column are MLIR's {@code unsigned}: 32 bits read as unsigned ({@link Integer#toUnsignedString}),
     * so a location written with a line up to {@code 4294967295} reads back as written.
     *
     * @param line   the line, from 1 (0 when unknown)
     * @param column the column, from 1 (0 when unknown)
     */
    record FileLineCol(String file, int line, int column) implements Location {
    }

    /**
     * {@code loc("name")} or {@code loc("name"(child))}.
     *
     * @param name  the name
     * @param child the location it refines; {@link Unknown} when written without one
     */
    record Name(String name, Location child) implements Location {
    }

    /**
     * {@code loc(callsite(callee at caller))}.
     *
     * @param callee where the code is
     * @param caller where it was called from
     */
    record CallSite(Location callee, Location caller) implements Location {
    }

    /**
     * {@code loc(fused[...])} or {@code loc(fused<metadata>[...])}.
     *
     * @param locations the fused locations
     * @param metadata  the metadata attribute, or null
     */
    record Fused(List<Location> locations, Attribute metadata) implements Location {
        /** Copies {@code locations}. */
        public Fused {
            locations = List.copyOf(locations);
        }
    }

    /** {@code loc(unknown)}. */
    static Location unknown() {
        return Unknown.INSTANCE;
    }

    /**
     * MLIR's {@code FusedLoc::get}: the fused location of {@code locations}, simplified as MLIR does. A part that
     * is itself fused with the same metadata is flattened into its parts, unknown parts and repeated parts are
     * dropped; nothing left gives {@code unknown} (or {@code fused<metadata>[unknown]}, keeping the metadata), and a
     * single part without metadata is that part.
     *
     * @param metadata the metadata attribute, or null
     */
    static Location fused(List<Location> locations, Attribute metadata) {
        java.util.LinkedHashSet<Location> parts = new java.util.LinkedHashSet<>();
        for (Location l : locations) {
            if (l instanceof Fused f && java.util.Objects.equals(f.metadata(), metadata)) {
                parts.addAll(f.locations());
            } else if (!(l instanceof Unknown)) {
                parts.add(l);
            }
        }
        if (parts.isEmpty()) {
            return metadata == null ? unknown() : new Fused(List.of(unknown()), metadata);
        }
        if (parts.size() == 1 && metadata == null) {
            return parts.getFirst();
        }
        return new Fused(List.copyOf(parts), metadata);
    }
}

package dev.mlirj.ir;

import dev.mlirj.ir.affine.AffineMap;
import java.util.Objects;

/**
 * {@code affine_map<(d0)[s0] -> (d0 + s0)>}: an {@link AffineMap} as an attribute, also usable as a memref
 * layout. The printer gives it an alias {@code #map}, {@code #map1}, ... (see {@code BuiltinDialect.getAlias}).
 *
 * @param map the map
 */
public record AffineMapAttr(AffineMap map) implements BuiltinAttribute {
    /** Checks the map is there. */
    public AffineMapAttr {
        Objects.requireNonNull(map);
    }
}

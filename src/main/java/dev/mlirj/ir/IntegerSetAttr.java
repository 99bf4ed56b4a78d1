package dev.mlirj.ir;

import dev.mlirj.ir.affine.IntegerSet;
import java.util.Objects;

/**
 * {@code affine_set<(d0)[s0] : (d0 - s0 >= 0)>}: an {@link IntegerSet} as an attribute. The printer gives it an
 * alias {@code #set}, {@code #set1}, ... (see {@code BuiltinDialect.getAlias}).
 *
 * @param set the set
 */
public record IntegerSetAttr(IntegerSet set) implements BuiltinAttribute {
    /** Checks the set is there. */
    public IntegerSetAttr {
        Objects.requireNonNull(set);
    }
}

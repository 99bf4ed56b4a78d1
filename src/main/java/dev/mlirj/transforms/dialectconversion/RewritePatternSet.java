package dev.mlirj.transforms.dialectconversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * The patterns a conversion may use, MLIR's {@code RewritePatternSet} (as frozen by the driver). Patterns for an
 * operation are tried by decreasing benefit; among equal benefits, those for the operation's name before those for
 * any operation, each in the order added.
 */
public final class RewritePatternSet {
    private final List<ConversionPattern> patterns = new ArrayList<>();

    /** An empty set. */
    public RewritePatternSet() {
    }

    /** Adds patterns. */
    public RewritePatternSet add(ConversionPattern... added) {
        for (ConversionPattern p : added) {
            patterns.add(java.util.Objects.requireNonNull(p));
        }
        return this;
    }

    /** Every pattern, in the order added. */
    public List<ConversionPattern> patterns() {
        return Collections.unmodifiableList(patterns);
    }

    /** The patterns that may apply to operations named {@code opName}, in the order they are tried. */
    public List<ConversionPattern> patternsFor(String opName) {
        List<ConversionPattern> result = new ArrayList<>();
        for (ConversionPattern p : patterns) {
            if (opName.equals(p.rootName())) {
                result.add(p);
            }
        }
        for (ConversionPattern p : patterns) {
            if (p.rootName() == null) {
                result.add(p);
            }
        }
        result.sort(Comparator.comparingInt(ConversionPattern::benefit).reversed());
        return result;
    }
}

package dev.mlirj.conversion.complextolibm;

import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR 19's {@code populateComplexToLibmConversionPatterns}: the complex operations C's {@code <complex.h>} has
 * functions for ({@code pow sqrt tanh cos sin conj log abs angle tan}), as calls of {@code cpowf}/{@code cpow},
 * {@code csqrtf}/{@code csqrt}, ... Other operations ({@code exp}, arithmetic) are left alone.
 */
public final class ComplexToLibm {
    private ComplexToLibm() {
    }

    /** The operations and their functions on float and double parts, in MLIR 19's order. */
    static final String[][] ROWS = {
        {"complex.pow", "cpowf", "cpow"},
        {"complex.sqrt", "csqrtf", "csqrt"},
        {"complex.tanh", "ctanhf", "ctanh"},
        {"complex.cos", "ccosf", "ccos"},
        {"complex.sin", "csinf", "csin"},
        {"complex.conj", "conjf", "conj"},
        {"complex.log", "clogf", "clog"},
        {"complex.abs", "cabsf", "cabs"},
        {"complex.angle", "cargf", "carg"},
        {"complex.tan", "ctanf", "ctan"},
    };

    /** Adds the patterns. */
    public static void populatePatterns(RewritePatternSet patterns) {
        for (String[] row : ROWS) {
            patterns.add(new ScalarOpToLibmCall(row[0], row[1], row[2]));
        }
    }
}

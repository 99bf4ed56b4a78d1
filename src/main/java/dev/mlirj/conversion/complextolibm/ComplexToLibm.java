package dev.mlirj.conversion.complextolibm;

import dev.mlirj.dialect.complex.ComplexOps;
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
        {ComplexOps.POW, "cpowf", "cpow"},
        {ComplexOps.SQRT, "csqrtf", "csqrt"},
        {ComplexOps.TANH, "ctanhf", "ctanh"},
        {ComplexOps.COS, "ccosf", "ccos"},
        {ComplexOps.SIN, "csinf", "csin"},
        {ComplexOps.CONJ, "conjf", "conj"},
        {ComplexOps.LOG, "clogf", "clog"},
        {ComplexOps.ABS, "cabsf", "cabs"},
        {ComplexOps.ANGLE, "cargf", "carg"},
        {ComplexOps.TAN, "ctanf", "ctan"},
    };

    /** Adds the patterns. */
    public static void populatePatterns(RewritePatternSet patterns) {
        for (String[] row : ROWS) {
            patterns.add(new ScalarOpToLibmCall(row[0], row[1], row[2]));
        }
    }
}

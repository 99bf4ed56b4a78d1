package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code populateComplexToStandardConversionPatterns}, for part of MLIR 19's operations: {@code eq},
 * {@code neq}, {@code add}, {@code sub}, {@code neg}, {@code conj} (arith only) and {@code abs}, {@code angle},
 * {@code exp}, {@code sin}, {@code cos}, {@code sign} (arith and math), expanded on their parts with
 * {@code complex.re}/{@code complex.im}/{@code complex.create} (which {@code convert-complex-to-llvm} lowers
 * afterwards), exactly as MLIR 19 expands them, and {@code mul}, {@code div} (arith and math). The expansions of {@code expm1 log log1p sqrt rsqrt tan
 * tanh pow atan2} are not written yet; those operations are left as they are.
 */
public final class ComplexToStandard {
    private ComplexToStandard() {
    }

    /** Adds the patterns. */
    public static void populatePatterns(RewritePatternSet patterns) {
        patterns.add(new BinaryComplexOpConversion("complex.add", "addf"));
        patterns.add(new BinaryComplexOpConversion("complex.sub", "subf"));
        patterns.add(new ComparisonOpConversion("complex.eq", CmpFPredicate.OEQ, "andi"));
        patterns.add(new ComparisonOpConversion("complex.neq", CmpFPredicate.UNE, "ori"));
        patterns.add(new NegOpConversion());
        patterns.add(new ConjOpConversion());
        patterns.add(new MulOpConversion());
        patterns.add(new DivOpConversion());
        patterns.add(new AbsOpConversion());
        patterns.add(new AngleOpConversion());
        patterns.add(new ExpOpConversion());
        patterns.add(new TrigonometricOpConversion(true));
        patterns.add(new TrigonometricOpConversion(false));
        patterns.add(new SignOpConversion());
    }
}

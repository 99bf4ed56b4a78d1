package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code populateComplexToStandardConversionPatterns}, for the operations whose MLIR 19 expansion needs only
 * the arith dialect: {@code eq}, {@code neq}, {@code add}, {@code sub}, {@code neg}, {@code conj}, expanded on
 * their parts with {@code complex.re}/{@code complex.im}/{@code complex.create} (which
 * {@code convert-complex-to-llvm} lowers afterwards). The expansions MLIR 19 writes with math operations
 * ({@code abs mul div sign exp expm1 log log1p sqrt rsqrt sin cos tan tanh pow atan2 angle}) are not written yet;
 * those operations are left as they are.
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
    }
}

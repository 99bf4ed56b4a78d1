package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code populateComplexToStandardConversionPatterns}: every complex operation but {@code create},
 * {@code re}, {@code im}, {@code constant} and {@code bitcast}, expanded on its parts with
 * {@code complex.re}/{@code complex.im}/{@code complex.create} (which {@code convert-complex-to-llvm} lowers
 * afterwards) exactly as MLIR 19 expands it: {@code eq neq add sub neg conj} with arith only, the others
 * ({@code abs angle exp expm1 log log1p sin cos tan tanh sqrt rsqrt sign mul div pow atan2}) with arith and math.
 * Some expansions create complex operations ({@code abs}, {@code exp}, {@code mul}, ...) that the conversion then
 * expands in turn, as MLIR's driver does.
 */
public final class ComplexToStandard {
    private ComplexToStandard() {
    }

    /** Adds the patterns. */
    public static void populatePatterns(RewritePatternSet patterns) {
        patterns.add(new BinaryComplexOpConversion(ComplexOps.ADD, BinaryOps.ADDF));
        patterns.add(new BinaryComplexOpConversion(ComplexOps.SUB, BinaryOps.SUBF));
        patterns.add(new ComparisonOpConversion(ComplexOps.EQ, CmpFPredicate.OEQ, BinaryOps.ANDI));
        patterns.add(new ComparisonOpConversion(ComplexOps.NEQ, CmpFPredicate.UNE, BinaryOps.ORI));
        patterns.add(new NegOpConversion());
        patterns.add(new ConjOpConversion());
        patterns.add(new MulOpConversion());
        patterns.add(new DivOpConversion());
        patterns.add(new LogOpConversion());
        patterns.add(new Log1pOpConversion());
        patterns.add(new Expm1OpConversion());
        patterns.add(new SqrtOpConversion());
        patterns.add(new RsqrtOpConversion());
        patterns.add(new TanTanhOpConversion(true));
        patterns.add(new TanTanhOpConversion(false));
        patterns.add(new PowOpConversion());
        patterns.add(new Atan2OpConversion());
        patterns.add(new AbsOpConversion());
        patterns.add(new AngleOpConversion());
        patterns.add(new ExpOpConversion());
        patterns.add(new TrigonometricOpConversion(true));
        patterns.add(new TrigonometricOpConversion(false));
        patterns.add(new SignOpConversion());
    }
}

/**
 * The expansion of the complex dialect into arith and math on the parts, MLIR's
 * {@code Conversion/ComplexToStandard}:
 * {@link dev.mlirj.conversion.complextostandard.ComplexToStandard#populatePatterns} (one pattern per operation,
 * {@code abs}, {@code exp}, {@code log}, {@code div}, {@code pow}, ... expanded as MLIR 19 expands them, over
 * {@code complex.re}/{@code complex.im}/{@code complex.create}) and the pass {@code convert-complex-to-standard}
 * ({@link dev.mlirj.conversion.complextostandard.ConvertComplexToStandardPass}), which runs before
 * {@code convert-complex-to-llvm}.
 */
package dev.mlirj.conversion.complextostandard;

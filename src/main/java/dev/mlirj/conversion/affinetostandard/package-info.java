/**
 * The lowering of the affine dialect, MLIR's {@code Conversion/AffineToStandard}: the pass {@code lower-affine}
 * ({@link dev.mlirj.conversion.affinetostandard.LowerAffinePass}) and its patterns,
 * {@link dev.mlirj.conversion.affinetostandard.AffineToStandard#populatePatterns} (one per operation:
 * {@code affine.for} to {@code scf.for}, {@code affine.if} to {@code scf.if}, {@code affine.parallel} to
 * {@code scf.parallel}, loads and stores to memref and vector ones, {@code apply}/{@code min}/{@code max} to arith).
 * {@link dev.mlirj.conversion.affinetostandard.AffineApplyExpander} builds the arith operations computing an affine
 * expression on {@code index} values.
 */
package dev.mlirj.conversion.affinetostandard;
